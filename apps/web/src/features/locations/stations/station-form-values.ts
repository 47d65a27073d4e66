import {
  isAreaPolygon,
  newStationFields,
  normalizeStation,
  STATION_LOCATION_TYPES,
  validateStation,
  type AreaPolygon,
  type StationFields,
  type StationGeometry,
  type StationLocationType,
} from '@farebox/domain';
import type { SelectOption } from '@/ui/form-fields';
import type { StationDetail } from './station.types';

/** The form's values: pickers hold options, coordinates are typed as text. */
export interface StationFormValues {
  name: string;
  city: SelectOption | null;
  zone: SelectOption | null;
  locationType: SelectOption | null;
  type: StationGeometry;
  address: string;
  lat: string;
  lng: string;
  areaName: string;
  areaPolygon: AreaPolygon | null;
  aboutStation: string;
}

const place = (p: { id: string; name: string } | null): SelectOption | null => (p ? { value: p.id, label: p.name } : null);
const coordinate = (n: number | null) => (n === null ? '' : String(n));

/** The stored station's values, or a new station's defaults (a point). */
export function toFormValues(s?: StationDetail, locationTypeLabel?: (type: StationLocationType) => string): StationFormValues {
  const fresh = newStationFields();
  if (!s) return { ...fresh, city: null, zone: null, locationType: null, address: '', lat: '', lng: '', areaName: '', aboutStation: '' };
  return {
    name: s.name,
    city: { value: s.city.id, label: `${s.city.name}, ${s.country.name}` },
    zone: place(s.zone),
    locationType: s.locationType && locationTypeLabel ? { value: s.locationType, label: locationTypeLabel(s.locationType) } : null,
    type: s.type,
    address: s.address ?? '',
    lat: coordinate(s.lat),
    lng: coordinate(s.lng),
    areaName: s.areaName ?? '',
    areaPolygon: isAreaPolygon(s.areaPolygon) ? s.areaPolygon : null,
    aboutStation: s.aboutStation ?? '',
  };
}

/** Text to number: empty is none, anything else unreadable is NaN (the rule's range message). */
const parseCoordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The fields the API takes, normalised as the server normalises them. */
export function toStationFields(v: StationFormValues): StationFields {
  const locationType = v.locationType?.value ?? '';
  return normalizeStation({
    name: v.name,
    cityId: v.city?.value ?? '',
    zoneId: v.zone?.value ?? null,
    locationType: STATION_LOCATION_TYPES.includes(locationType as StationLocationType) ? (locationType as StationLocationType) : null,
    type: v.type,
    address: v.address,
    lat: parseCoordinate(v.lat),
    lng: parseCoordinate(v.lng),
    areaName: v.areaName,
    areaPolygon: v.type === 'area' ? v.areaPolygon : null,
    aboutStation: v.aboutStation,
  });
}

const FORM_FIELD: Record<string, keyof StationFormValues> = { cityId: 'city', zoneId: 'zone', location: 'lat' };

/** The shared rule the API runs, on the form's values; a message shows under the field the user edits for it. */
export const stationProblems = (values: StationFormValues) =>
  validateStation(toStationFields(values)).map((p) => ({ ...p, field: FORM_FIELD[p.field] ?? p.field }));
