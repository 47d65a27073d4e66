import { isPlacePosition, normalizePlace, validatePlace, type PlaceFields } from '@farebox/domain';
import type { SelectOption } from '@/ui/form-fields';
import type { MapPoint } from '@/ui/map';
import type { PlaceDto } from './place.types';

/** The form's values: the city as the picker's option, country and type as ids, coordinates as typed. */
export interface PlaceFormValues {
  name: string;
  address: string;
  city: SelectOption | null;
  country: string;
  type: string;
  latitude: string;
  longitude: string;
  aboutPointOfInterest: string;
  expirationDate: string;
}

/** The API's field names and the form's: each message shows under its picker. */
const FORM_FIELD: Record<string, keyof PlaceFormValues> = { cityId: 'city', countryId: 'country', typeId: 'type' };
export const formFieldOf = (field: string) => FORM_FIELD[field] ?? field;

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

/** The stored place's values, or a new place's defaults. */
export function toFormValues(p?: PlaceDto): PlaceFormValues {
  if (!p) return { name: '', address: '', city: null, country: '', type: '', latitude: '', longitude: '', aboutPointOfInterest: '', expirationDate: '' };
  return {
    name: p.name,
    address: p.address,
    city: { value: p.city.id, label: p.city.name },
    country: p.country.id,
    type: p.type.id,
    latitude: coordinateText(p.latitude),
    longitude: coordinateText(p.longitude),
    aboutPointOfInterest: p.aboutPointOfInterest ?? '',
    expirationDate: p.expirationDate ?? '',
  };
}

/** Blank is no coordinate; anything not a number stays NaN, which the shared rule refuses with the range message. */
const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** The fields the API takes, normalised as the server normalises them. */
export const toPlaceFields = (v: PlaceFormValues): PlaceFields =>
  normalizePlace({
    name: v.name,
    address: v.address,
    cityId: v.city?.value ?? '',
    countryId: v.country,
    typeId: v.type,
    latitude: coordinate(v.latitude),
    longitude: coordinate(v.longitude),
    aboutPointOfInterest: v.aboutPointOfInterest,
    expirationDate: v.expirationDate,
  });

/** The shared rule the API runs, on the form's values. */
export const placeProblems = (values: PlaceFormValues) => validatePlace(toPlaceFields(values)).map((p) => ({ ...p, field: formFieldOf(p.field) }));

/** The typed position as the form map's marker, once both coordinates make one. */
export function markerOf(values: Pick<PlaceFormValues, 'name' | 'latitude' | 'longitude'>): MapPoint[] {
  const lat = coordinate(values.latitude);
  const lng = coordinate(values.longitude);
  return isPlacePosition(lat, lng) ? [{ id: 'place', lat: lat!, lng: lng!, label: values.name.trim() || 'The place' }] : [];
}
