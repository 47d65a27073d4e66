import { describe, expect, it } from '@jest/globals';
import { PlaceMessage } from '@farebox/domain';
import { formFieldOf, markerOf, placeProblems, toFormValues, toPlaceFields } from './place-form-values';

describe('place form values', () => {
  it('sends city, country and type as ids, coordinates as numbers, blank texts as null', () => {
    const values = {
      ...toFormValues(),
      name: ' Wat Arun ',
      address: ' 158 Thanon Wang Doem ',
      city: { value: 'c1', label: 'Bangkok' },
      country: 'k1',
      type: 't1',
      latitude: '13,7437',
      longitude: ' 100.4888 ',
    };
    expect(toPlaceFields(values)).toEqual({
      name: 'Wat Arun',
      address: '158 Thanon Wang Doem',
      cityId: 'c1',
      countryId: 'k1',
      typeId: 't1',
      latitude: 13.7437,
      longitude: 100.4888,
      aboutPointOfInterest: null,
      expirationDate: null,
    });
    expect(placeProblems(values)).toEqual([]);
  });

  it("shows the shared rule's messages under the form's fields, the pickers' under the pickers", () => {
    expect(placeProblems(toFormValues())).toEqual([
      { field: 'name', message: 'This field is required.' },
      { field: 'address', message: PlaceMessage.Required },
      { field: 'city', message: PlaceMessage.Required },
      { field: 'country', message: PlaceMessage.Required },
      { field: 'type', message: PlaceMessage.Required },
    ]);
    expect(formFieldOf('typeId')).toBe('type');
    expect(formFieldOf('latitude')).toBe('latitude');
  });

  it('refuses a coordinate that is not a number with the range message', () => {
    const values = {
      ...toFormValues(),
      name: 'x',
      address: 'y',
      city: { value: 'c1', label: 'c' },
      country: 'k1',
      type: 't1',
      latitude: 'north',
      longitude: '1',
    };
    expect(placeProblems(values)).toEqual([{ field: 'latitude', message: PlaceMessage.Latitude }]);
  });

  it('puts a marker on the map once both coordinates make a position', () => {
    expect(markerOf({ name: ' Wat Arun ', latitude: '13.7437', longitude: '100.4888' })).toEqual([
      { id: 'place', lat: 13.7437, lng: 100.4888, label: 'Wat Arun' },
    ]);
    expect(markerOf({ name: '', latitude: '0', longitude: '0' })).toEqual([{ id: 'place', lat: 0, lng: 0, label: 'The place' }]);
    expect(markerOf({ name: 'x', latitude: '13.7', longitude: '' })).toEqual([]);
    expect(markerOf({ name: 'x', latitude: '95', longitude: '100' })).toEqual([]);
  });
});
