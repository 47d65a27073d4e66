import fc from 'fast-check';
import {
  isPlacePosition,
  newPlaceFields,
  normalizePlace,
  normalizePlaceType,
  PLACES_PATH,
  PlaceMessage,
  PlaceTypeMessage,
  validatePlace,
  validatePlaceType,
} from './place-rules.js';

const place = (patch: object) =>
  validatePlace(
    normalizePlace({ ...newPlaceFields(), name: 'Grand Palace', address: 'Na Phra Lan Rd', cityId: 'c1', countryId: 'k1', typeId: 't1', ...patch }),
  );

describe('place rules', () => {
  it('requires name, address, city, country and type', () => {
    expect(validatePlace(normalizePlace({ ...newPlaceFields(), name: '  ', address: ' ' }))).toEqual([
      { field: 'name', message: 'This field is required.' },
      { field: 'address', message: 'This field is required.' },
      { field: 'cityId', message: 'This field is required.' },
      { field: 'countryId', message: 'This field is required.' },
      { field: 'typeId', message: 'This field is required.' },
    ]);
    expect(place({})).toEqual([]);
  });

  it('takes latitude -90..90 and longitude -180..180, both or neither', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (latitude, longitude) => {
        expect(place({ latitude, longitude })).toEqual([]);
      }),
    );
    expect(place({ latitude: 90.0001, longitude: 0 })).toEqual([{ field: 'latitude', message: PlaceMessage.Latitude }]);
    expect(place({ latitude: -91, longitude: 0 })).toEqual([{ field: 'latitude', message: 'Latitude must be between -90 and 90.' }]);
    expect(place({ latitude: 0, longitude: 180.5 })).toEqual([{ field: 'longitude', message: 'Longitude must be between -180 and 180.' }]);
    expect(place({ latitude: 0, longitude: Number.NaN })).toEqual([{ field: 'longitude', message: PlaceMessage.Longitude }]);
    expect(place({ latitude: 13.75, longitude: null })).toEqual([{ field: 'longitude', message: PlaceMessage.BothCoordinates }]);
    expect(place({ latitude: null, longitude: 100.49 })).toEqual([{ field: 'latitude', message: PlaceMessage.BothCoordinates }]);
  });

  it('tells a position on the map from anything else', () => {
    expect(isPlacePosition(-90, 180)).toBe(true);
    expect(isPlacePosition(13.75, null)).toBe(false);
    expect(isPlacePosition(91, 0)).toBe(false);
    expect(isPlacePosition(0, Number.NaN)).toBe(false);
  });

  it('takes an expiration date that is a real calendar day, blank as none', () => {
    expect(place({ expirationDate: '2028-02-29' })).toEqual([]);
    expect(place({ expirationDate: ' ' })).toEqual([]);
    for (const expirationDate of ['2027-02-29', '2027-13-01', '01/02/2027', 'soon']) {
      expect(place({ expirationDate })).toEqual([{ field: 'expirationDate', message: PlaceMessage.ExpirationDate }]);
    }
  });

  it('limits the texts and drops blank rich text', () => {
    expect(place({ name: 'x'.repeat(201) })).toEqual([{ field: 'name', message: 'Enter at most 200 characters.' }]);
    expect(normalizePlace({ ...newPlaceFields(), aboutPointOfInterest: '  ' }).aboutPointOfInterest).toBeNull();
  });

  it('builds the route and the failed-save line from the product name', () => {
    expect(PLACES_PATH).toBe('/farebox-places');
    expect(PlaceMessage.EditFailed).toBe('Failed Edit Farebox Place');
    expect(PlaceMessage.NotFound('abc')).toBe('the place: abc is not found.');
  });
});

describe('place type rules', () => {
  it('requires a name and a slug of lower-case words joined by hyphens', () => {
    expect(validatePlaceType(normalizePlaceType({ name: ' ', slug: '' }))).toEqual([
      { field: 'name', message: 'This field is required.' },
      { field: 'slug', message: PlaceTypeMessage.Required },
    ]);
    expect(validatePlaceType(normalizePlaceType({ name: ' Night market ', slug: 'night-market ' }))).toEqual([]);
    expect(validatePlaceType({ name: 'Night market', slug: 'Night Market' })).toEqual([{ field: 'slug', message: PlaceTypeMessage.Slug }]);
  });
});
