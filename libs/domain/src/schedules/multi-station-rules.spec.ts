import { MultiStationMessage, hotelsFromCsv, validateMultiStation, type MultiStationFields } from './multi-station-rules.js';

const stop: MultiStationFields = {
  kind: 'stop',
  stationId: 'st-1',
  isPrimary: false,
  isBoarding: true,
  isDropoff: true,
  timeOffsetMinutes: 45,
  price: '',
  pickupDropoff: null,
};
const pickup = (p: Partial<NonNullable<MultiStationFields['pickupDropoff']>>): MultiStationFields => ({
  ...stop,
  kind: 'pickupDropoff',
  pickupDropoff: { price: '5.00', perPassenger: true, showFlightDetails: false, selectionType: 'anywhere', note: '', points: [], hotels: [], ...p },
});

describe('validateMultiStation', () => {
  it('accepts a stop with an offset and a pick-up service', () => {
    expect(validateMultiStation(stop)).toEqual([]);
    expect(validateMultiStation(pickup({}))).toEqual([]);
  });

  it('needs a station, an offset in range and boarding or drop-off', () => {
    expect(validateMultiStation({ ...stop, stationId: '' })).toEqual([{ field: 'stationId', message: MultiStationMessage.Required }]);
    expect(validateMultiStation({ ...stop, timeOffsetMinutes: -1 })).toEqual([{ field: 'timeOffsetMinutes', message: MultiStationMessage.Offset }]);
    expect(validateMultiStation({ ...stop, timeOffsetMinutes: 2.5 })).toEqual([{ field: 'timeOffsetMinutes', message: MultiStationMessage.Offset }]);
    expect(validateMultiStation({ ...stop, isBoarding: false, isDropoff: false })).toEqual([
      { field: 'isBoarding', message: MultiStationMessage.BoardingOrDropoff },
    ]);
    expect(validateMultiStation({ ...stop, price: '1.234' })).toEqual([{ field: 'price', message: MultiStationMessage.Price }]);
  });

  it('keeps the primary boarding station at offset 0', () => {
    expect(validateMultiStation({ ...stop, isPrimary: true, timeOffsetMinutes: 0 })).toEqual([]);
    expect(validateMultiStation({ ...stop, isPrimary: true, timeOffsetMinutes: 10 })).toEqual([
      { field: 'timeOffsetMinutes', message: MultiStationMessage.PrimaryOffset },
    ]);
  });

  it('needs a pick-up type, named points with times and at least one hotel', () => {
    expect(validateMultiStation(pickup({ selectionType: '' }))).toEqual([{ field: 'pickupDropoff.selectionType', message: MultiStationMessage.Required }]);
    expect(validateMultiStation(pickup({ selectionType: 'points', points: [{ name: '', time: -5, beforeAfter: 'before' }] }))).toEqual([
      { field: 'pickupDropoff.points.0.name', message: MultiStationMessage.Required },
      { field: 'pickupDropoff.points.0.time', message: MultiStationMessage.PointTime },
    ]);
    expect(validateMultiStation(pickup({ selectionType: 'anyHotel', hotels: [' '] }))).toEqual([
      { field: 'pickupDropoff.hotels', message: MultiStationMessage.HotelList },
    ]);
  });
});

describe('hotelsFromCsv', () => {
  it('reads the first column, skips a header, blanks and repeats', () => {
    expect(hotelsFromCsv('Hotel,Address\n"Amari, Phuket",x\nSala\n\nSala\n', ['Old'])).toEqual(['Amari, Phuket', 'Sala']);
  });

  it('keeps the current list when the file has no hotel', () => {
    expect(hotelsFromCsv('name\n\n', ['Old'])).toEqual(['Old']);
  });
});
