import { describe, expect, it } from '@jest/globals';
import { cameraFor } from './map-camera';

const point = (id: string, lng: number, lat: number) => ({ id, lng, lat, label: id });
const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [100.49, 13.75],
      [100.5, 13.75],
      [100.5, 13.76],
      [100.49, 13.76],
      [100.49, 13.75],
    ],
  ],
};

describe('map camera', () => {
  it('centres a lone point at the zoom asked for', () => {
    expect(cameraFor([point('a', 100.5, 13.8)], [], 15)).toEqual({ kind: 'center', center: [100.5, 13.8], zoom: 15 });
  });

  it('fits several points and areas, never closer than the zoom', () => {
    expect(cameraFor([point('a', 100.4, 13.7)], [{ id: 'x', label: 'x', polygon: square }], 15)).toEqual({
      kind: 'bounds',
      bounds: [
        [100.4, 13.7],
        [100.5, 13.76],
      ],
      maxZoom: 15,
    });
  });

  it('looks at the given centre, or the world, while nothing is drawn', () => {
    expect(cameraFor([], [], 12, [100.5, 13.75])).toEqual({ kind: 'center', center: [100.5, 13.75], zoom: 12 });
    expect(cameraFor([], [], 15)).toEqual({ kind: 'center', center: [0, 20], zoom: 0.5 });
  });
});
