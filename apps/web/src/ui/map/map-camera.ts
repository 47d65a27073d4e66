import type { Position } from 'geojson';
import type { MapArea, MapPoint } from './map-types';

export type Bounds = [[number, number], [number, number]];

export type Camera = { kind: 'center'; center: [number, number]; zoom: number } | { kind: 'bounds'; bounds: Bounds; maxZoom: number };

/** The whole world, when there is nothing to show and no centre was given. */
const WORLD: Camera = { kind: 'center', center: [0, 20], zoom: 0.5 };

function areaPositions(area: MapArea): Position[] {
  const { polygon } = area;
  return polygon.type === 'Polygon' ? polygon.coordinates.flat() : polygon.coordinates.flat(2);
}

/**
 * Where the map looks: a lone point at `zoom` (15 in the station view), several things fitted into view but never
 * closer than `zoom`, nothing at all on `center` (e.g. the city of a station still to be placed) or the world.
 */
export function cameraFor(points: readonly MapPoint[], areas: readonly MapArea[], zoom: number, center?: [number, number]): Camera {
  const positions: Position[] = [...points.map((p) => [p.lng, p.lat]), ...areas.flatMap(areaPositions)];
  if (positions.length === 0) return center ? { kind: 'center', center, zoom } : WORLD;
  if (areas.length === 0 && points.length === 1) return { kind: 'center', center: [points[0].lng, points[0].lat], zoom };
  const lngs = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  return {
    kind: 'bounds',
    bounds: [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ],
    maxZoom: zoom,
  };
}

/** WebGL 2 is what MapLibre draws with; without it the map shows its list of what it would draw. */
export function supportsWebGl(): boolean {
  try {
    return !!document.createElement('canvas').getContext('webgl2');
  } catch {
    return false;
  }
}
