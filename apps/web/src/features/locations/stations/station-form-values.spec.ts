import { describe, expect, it } from '@jest/globals';
import { StationMessage } from '@farebox/domain';
import { stationProblems, toFormValues, toStationFields } from './station-form-values';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 2],
      [1, 1],
    ],
  ],
};

describe('station form values', () => {
  it('sends ids of the pickers, numbers for the coordinates and no outline for a point', () => {
    expect(
      toStationFields({
        ...toFormValues(),
        name: ' Hua Lamphong ',
        city: { value: 'c1', label: 'Bangkok, Thailand' },
        locationType: { value: 'train_station', label: 'Train station' },
        address: '1 Rong Muang Rd',
        lat: '13.7393',
        lng: ' 100.517 ',
        areaPolygon: square,
      }),
    ).toMatchObject({ name: 'Hua Lamphong', cityId: 'c1', zoneId: null, locationType: 'train_station', lat: 13.7393, lng: 100.517, areaPolygon: null });
  });

  it("shows the shared rule's messages under the fields of the form", () => {
    expect(stationProblems(toFormValues())).toEqual([
      { field: 'name', message: StationMessage.Required },
      { field: 'city', message: StationMessage.Required },
      { field: 'address', message: StationMessage.Required },
      { field: 'lat', message: StationMessage.Coordinates },
    ]);
    expect(stationProblems({ ...toFormValues(), name: 'x', city: { value: 'c', label: 'C' }, type: 'area' })).toEqual([
      { field: 'areaName', message: StationMessage.Required },
      { field: 'areaPolygon', message: StationMessage.Required },
    ]);
    expect(stationProblems({ ...toFormValues(), name: 'x', city: { value: 'c', label: 'C' }, address: 'a', lat: 'north', lng: '1' })).toEqual([
      { field: 'lat', message: StationMessage.Latitude },
    ]);
  });
});
