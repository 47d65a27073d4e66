import type { FieldProblem } from '../identity/field-problem.js';

/** What kind of place a station is (spec part 3, section 3: locationType), with the label the screens show. */
export const StationLocationType = {
  BusStation: 'bus_station',
  BusStop: 'bus_stop',
  TrainStation: 'train_station',
  Pier: 'pier',
  Airport: 'airport',
  PickupPoint: 'pickup_point',
  Office: 'office',
} as const;
export type StationLocationType = (typeof StationLocationType)[keyof typeof StationLocationType];

export const STATION_LOCATION_TYPE_LABELS: Record<StationLocationType, string> = {
  bus_station: 'Bus station',
  bus_stop: 'Bus stop',
  train_station: 'Train station',
  pier: 'Pier / port',
  airport: 'Airport',
  pickup_point: 'Pickup point',
  office: 'Office',
};
export const STATION_LOCATION_TYPES = Object.keys(STATION_LOCATION_TYPE_LABELS) as StationLocationType[];

/** A station is a point (an address with coordinates) or an area (a named polygon); spec part 3, section 4. */
export const StationGeometry = { Point: 'point', Area: 'area' } as const;
export type StationGeometry = (typeof StationGeometry)[keyof typeof StationGeometry];
export const STATION_GEOMETRIES: StationGeometry[] = ['point', 'area'];
export const STATION_GEOMETRY_LABELS: Record<StationGeometry, string> = { point: 'Point', area: 'Area' };

/** GeoJSON polygons, longitude then latitude (RFC 7946). */
export type AreaPolygon = { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };

/** What a user edits on a station. */
export interface StationFields {
  name: string;
  cityId: string;
  /** A zone of the station's city, or none. */
  zoneId: string | null;
  locationType: StationLocationType | null;
  type: StationGeometry;
  /** A point's address (an area may keep one too). */
  address: string | null;
  lat: number | null;
  lng: number | null;
  /** An area's name and outline. */
  areaName: string | null;
  areaPolygon: AreaPolygon | null;
  /** Rich text (HTML, sanitised by the server). */
  aboutStation: string | null;
}

export const STATION_TEXT_MAX = 200;
/** An area outline with more corners than this is refused (a geocoder's city outline can have tens of thousands). */
export const AREA_POSITIONS_MAX = 5000;

export const StationMessage = {
  Required: 'This field is required.',
  TextLength: `Enter at most ${STATION_TEXT_MAX} characters.`,
  Coordinates: 'Place the station on the map or find its address.',
  Latitude: 'Latitude is a number from -90 to 90.',
  Longitude: 'Longitude is a number from -180 to 180.',
  Polygon: 'The area must be a GeoJSON Polygon or MultiPolygon of closed rings (at most 5000 corners).',
  UnknownCity: 'Choose a city from the list.',
  UnknownZone: 'Choose a zone of the station’s city.',
  UnknownLocationType: 'Choose a location type from the list.',
  NotFound: (id: string) => `the station: ${id} is not found.`,
} as const;

export function newStationFields(): StationFields {
  return {
    name: '',
    cityId: '',
    zoneId: null,
    locationType: null,
    type: 'point',
    address: null,
    lat: null,
    lng: null,
    areaName: null,
    areaPolygon: null,
    aboutStation: null,
  };
}

const blankToNull = (text: string | null): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Trims the texts; blank optional texts become null. */
export function normalizeStation(fields: StationFields): StationFields {
  return {
    ...fields,
    name: fields.name.trim(),
    cityId: fields.cityId.trim(),
    zoneId: blankToNull(fields.zoneId),
    address: blankToNull(fields.address),
    areaName: blankToNull(fields.areaName),
    aboutStation: blankToNull(fields.aboutStation),
  };
}

const isPosition = (p: unknown): boolean =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' && Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90;

/** A closed ring of at least four positions (the first repeated last). */
function isRing(ring: unknown): boolean {
  if (!Array.isArray(ring) || ring.length < 4 || !ring.every(isPosition)) return false;
  const [first, last] = [ring[0] as number[], ring[ring.length - 1] as number[]];
  return first[0] === last[0] && first[1] === last[1];
}

const isPolygonRings = (rings: unknown): boolean => Array.isArray(rings) && rings.length > 0 && rings.every(isRing);

/** Whether `value` is a GeoJSON Polygon or MultiPolygon this app stores. */
export function isAreaPolygon(value: unknown): value is AreaPolygon {
  if (typeof value !== 'object' || value === null) return false;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (!Array.isArray(coordinates)) return false;
  if (type === 'Polygon') return isPolygonRings(coordinates) && (coordinates as number[][][]).flat().length <= AREA_POSITIONS_MAX;
  if (type !== 'MultiPolygon' || coordinates.length === 0 || !coordinates.every(isPolygonRings)) return false;
  return (coordinates as number[][][][]).flat(2).length <= AREA_POSITIONS_MAX;
}

function textProblem(text: string | null): string | null {
  if (!text) return StationMessage.Required;
  return text.length > STATION_TEXT_MAX ? StationMessage.TextLength : null;
}

/**
 * Every invalid field of a normalised station, with the message the form shows under it: name and city always; a
 * point needs its address and coordinates, an area its name and outline (spec part 3, section 5).
 */
export function validateStation(fields: StationFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string | null) => message && problems.push({ field, message });
  add('name', textProblem(fields.name));
  add('cityId', fields.cityId === '' ? StationMessage.Required : null);
  if (fields.locationType !== null && !STATION_LOCATION_TYPES.includes(fields.locationType)) add('locationType', StationMessage.UnknownLocationType);
  if (fields.address && fields.address.length > 1000) add('address', StationMessage.TextLength);
  if (fields.lat !== null && !(Number.isFinite(fields.lat) && Math.abs(fields.lat) <= 90)) add('lat', StationMessage.Latitude);
  if (fields.lng !== null && !(Number.isFinite(fields.lng) && Math.abs(fields.lng) <= 180)) add('lng', StationMessage.Longitude);
  if (fields.type === 'point') {
    add('address', fields.address ? null : StationMessage.Required);
    if (fields.lat === null || fields.lng === null) add('location', StationMessage.Coordinates);
  } else {
    add('areaName', textProblem(fields.areaName));
    add('areaPolygon', fields.areaPolygon === null ? StationMessage.Required : isAreaPolygon(fields.areaPolygon) ? null : StationMessage.Polygon);
  }
  return problems;
}
