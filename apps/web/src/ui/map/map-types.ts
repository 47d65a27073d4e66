import type { MultiPolygon, Polygon } from 'geojson';

/** A place drawn as a marker; `label` is its accessible name. */
export interface MapPoint {
  id: string;
  lng: number;
  lat: number;
  label: string;
}

/** A region drawn as a filled outline (a station of geometric type area, a zone). */
export interface MapArea {
  id: string;
  label: string;
  polygon: Polygon | MultiPolygon;
}

/** Zoom of the city and station views (spec part 3, section 9). */
export const DEFAULT_MAP_ZOOM = 15;
/** Map width of a place (spec part 1, section 9); a company's map is 600 wide. */
export const PLACE_MAP_WIDTH = 300;
export const COMPANY_MAP_WIDTH = 600;
