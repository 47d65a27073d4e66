import { describe, expect, it } from '@jest/globals';
import { isAreaPolygon, newStationFields, normalizeStation, StationMessage, validateStation, type StationFields } from './station-rules.js';

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
const point = (over: Partial<StationFields> = {}): StationFields => ({
  ...newStationFields(),
  name: 'Mo Chit',
  cityId: 'c1',
  address: 'Kamphaeng Phet 2 Rd',
  lat: 13.81,
  lng: 100.55,
  ...over,
});
const area = (over: Partial<StationFields> = {}): StationFields =>
  point({ type: 'area', address: null, lat: null, lng: null, areaName: 'Khao San', areaPolygon: square, ...over });

describe('station rules', () => {
  it('accepts a point with address and coordinates, and an area with name and outline', () => {
    expect(validateStation(point())).toEqual([]);
    expect(validateStation(area())).toEqual([]);
  });

  it('requires name and city, and for a point the address and the coordinates', () => {
    expect(validateStation(newStationFields())).toEqual([
      { field: 'name', message: StationMessage.Required },
      { field: 'cityId', message: StationMessage.Required },
      { field: 'address', message: StationMessage.Required },
      { field: 'location', message: StationMessage.Coordinates },
    ]);
    expect(validateStation(point({ lng: null }))).toEqual([{ field: 'location', message: StationMessage.Coordinates }]);
  });

  it('requires an area its name and outline, not an address', () => {
    expect(validateStation(area({ areaName: null, areaPolygon: null }))).toEqual([
      { field: 'areaName', message: StationMessage.Required },
      { field: 'areaPolygon', message: StationMessage.Required },
    ]);
  });

  it('refuses coordinates out of range, an unknown location type and a long name', () => {
    expect(validateStation(point({ lat: 91, lng: -181, locationType: 'castle' as never, name: 'x'.repeat(201) }))).toEqual([
      { field: 'name', message: StationMessage.TextLength },
      { field: 'locationType', message: StationMessage.UnknownLocationType },
      { field: 'lat', message: StationMessage.Latitude },
      { field: 'lng', message: StationMessage.Longitude },
    ]);
  });

  it('takes closed Polygon and MultiPolygon rings only', () => {
    expect(isAreaPolygon(square)).toBe(true);
    expect(isAreaPolygon({ type: 'MultiPolygon', coordinates: [square.coordinates] })).toBe(true);
    expect(
      isAreaPolygon({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      }),
    ).toBe(false);
    expect(
      isAreaPolygon({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      }),
    ).toBe(false);
    expect(isAreaPolygon({ type: 'Point', coordinates: [0, 0] })).toBe(false);
    expect(validateStation(area({ areaPolygon: { type: 'Polygon', coordinates: [] } }))).toEqual([{ field: 'areaPolygon', message: StationMessage.Polygon }]);
  });

  it('trims texts and turns blank optional ones into null', () => {
    expect(normalizeStation(point({ name: ' Mo Chit ', zoneId: ' ', aboutStation: '  ', areaName: '' }))).toMatchObject({
      name: 'Mo Chit',
      zoneId: null,
      aboutStation: null,
      areaName: null,
    });
  });
});
