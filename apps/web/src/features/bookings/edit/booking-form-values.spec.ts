import { describe, expect, it } from '@jest/globals';
import { BookingMessage, ExtraInfoMessage } from '@farebox/domain';
import type { ExtraOptionDef, ProductDeparture } from '../search/products.api';
import type { BookingDetail } from '../booking.types';
import {
  bookingToValues,
  directionOf,
  fieldLabel,
  newBookingValues,
  onOtherProduct,
  toBookingBody,
  toFormField,
  toSupplierApiBody,
  toUpdateBody,
  validateBooking,
  type BookingRules,
} from './booking-form-values';

const station = (id: string) => ({ id, name: id, address: null, cityId: 'c' });
const departure = (tripId: string): ProductDeparture => ({
  tripId,
  eventId: null,
  direction: 'aToB',
  departureAt: '2030-05-01T06:30:00Z',
  arrivalAt: '2030-05-01T10:00:00Z',
  timezone: 'Asia/Bangkok',
  seatsLeft: 10,
  from: station('s1'),
  to: station('s2'),
  prices: [],
});
const option = (over: Partial<ExtraOptionDef> & Pick<ExtraOptionDef, 'id' | 'extraType'>): ExtraOptionDef => ({
  label: over.extraType,
  note: null,
  needInput: false,
  inputLabel: null,
  mandatory: false,
  perPassenger: false,
  price: '0.00',
  currency: 'THB',
  priceUsd: '0.00',
  ...over,
});
const hotel = option({ id: 'x-hotel', extraType: 'pickup_hotel', needInput: true, inputLabel: 'Hotel' });
const upgrade = option({ id: 'x-up', extraType: 'upgrade', mandatory: true });
const types = [
  { type: 'adult', fromAge: 12, toAge: 99 },
  { type: 'child', fromAge: 0, toAge: 11 },
];
const city = (id: string) => ({ id, name: id.toUpperCase(), timezone: 'Asia/Bangkok' });
const product = {
  departures: [departure('t-1')],
  passengerTypes: types,
  extras: [hotel, upgrade],
  minPassengers: 2,
  privateTransfer: false,
  fromCity: city('bkk'),
  toCity: city('cnx'),
};

const rules = (over: Partial<BookingRules> = {}): BookingRules => ({
  privateTransfer: false,
  minPassengers: 2,
  extras: [hotel, upgrade],
  passengerTypes: ['adult', 'child'],
  vehicleTypes: null,
  packIds: [],
  supplierApi: false,
  extraInfo: [],
  ...over,
});
const ferryRules = (over: Partial<BookingRules> = {}) => rules({ vehicleTypes: ['Car', 'Motorbike'], packIds: ['pack-1'], ...over });

const fresh = (over: Partial<typeof product> = {}, exchangeFrom?: BookingDetail) =>
  newBookingValues({ date: '2030-05-01', product: { ...product, ...over }, exchangeFrom });

const messages = (values: ReturnType<typeof fresh>, r = rules()) => Object.fromEntries(validateBooking(values, r).map((p) => [p.field, p.message]));

describe('new booking values', () => {
  it('start with the line minimum of passengers, the only trip chosen and the mandatory extras on', () => {
    const values = fresh();
    expect([values.vehicles, values.packId]).toEqual([[], '']);
    expect(values.passengers).toHaveLength(2);
    expect(values.passengers[0].passengerType).toBe('adult');
    expect(values.outbound).toEqual({ date: '2030-05-01', tripId: 't-1' });
    expect(values.extras).toEqual([
      { optionId: 'x-hotel', selected: false, value: '' },
      { optionId: 'x-up', selected: true, value: '' },
    ]);
    expect(values.domain).toBe('farebox');
    expect([values.from, values.to]).toEqual(['bkk', 'cnx']);
  });

  it('name one lead passenger of a private transfer and choose no trip among several', () => {
    const values = fresh({ privateTransfer: true, departures: [departure('a'), departure('b')] });
    expect(values.passengers).toHaveLength(1);
    expect(values.passengersCount).toBe('1');
    expect(values.outbound.tripId).toBe('');
  });

  it('start an exchange from the old booking passengers and domain', () => {
    const old = {
      passengers: [
        {
          id: 'p',
          firstName: 'Ana',
          lastName: 'Lee',
          email: 'ana@example.com',
          phone: null,
          age: 30,
          passengerType: 'adult',
          extraInfos: [{ slug: 'meal', value: 'Veggie' }],
        },
      ],
      domain: 'agoda',
      passengersCount: 1,
    } as unknown as BookingDetail;
    const values = fresh({}, old);
    expect(values.passengers).toEqual([
      { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com', phone: '', age: '30', passengerType: 'adult', extraInfos: { meal: 'Veggie' } },
    ]);
    expect(values.domain).toBe('agoda');
  });
});

describe('validateBooking', () => {
  it('reports the spec messages on the form fields', () => {
    const values = fresh();
    values.outbound.tripId = '';
    values.roundTrip = true;
    values.inbound = { date: '2030-04-30', tripId: '' };
    values.extras[0].selected = true;
    expect(messages(values)).toEqual({
      'inbound.date': 'The return date cannot be before the departure date.',
      'outbound.tripId': BookingMessage.Required,
      'inbound.tripId': BookingMessage.Required,
      'passengers.0.firstName': BookingMessage.Required,
      'passengers.0.lastName': BookingMessage.Required,
      'passengers.0.email': BookingMessage.Required,
      'passengers.1.firstName': BookingMessage.Required,
      'passengers.1.lastName': BookingMessage.Required,
      'extras.0.value': BookingMessage.Required,
    });
  });

  it('checks the private passenger count and the operator minimum', () => {
    const privateValues = fresh({ privateTransfer: true });
    privateValues.passengersCount = '0';
    expect(messages(privateValues, rules({ privateTransfer: true }))).toMatchObject({ passengersCount: 'The number of passengers should be above 1.' });
    const few = fresh();
    few.passengers = few.passengers.slice(0, 1);
    expect(messages(few, rules({ minPassengers: 3 }))).toMatchObject({ passengers: BookingMessage.MinPassengers(3) });
  });

  it('checks e-mails and ages', () => {
    const values = fresh();
    values.passengers[0] = { ...values.passengers[0], firstName: 'A', lastName: 'B', email: 'not-an-email', age: '3.5' };
    expect(messages(values)).toMatchObject({
      'passengers.0.email': BookingMessage.InvalidEmail,
      'passengers.0.age': 'Age must be a whole number of at least 0.',
    });
  });

  it("checks the vehicles against the line's types and the pack against its packs", () => {
    const values = fresh();
    values.passengers = values.passengers.map((p) => ({ ...p, firstName: 'A', lastName: 'B', email: 'a@b.co' }));
    values.extras[1].selected = true;
    values.vehicles = [
      { typeName: 'Car', name: 'Honda Jazz', licenseNumber: 'AB 123' },
      { typeName: 'Bus', name: '', licenseNumber: ' ' },
    ];
    values.packId = 'pack-2';
    expect(messages(values, ferryRules())).toEqual({
      'vehicles.1.typeName': BookingMessage.UnknownVehicleType,
      'vehicles.1.name': BookingMessage.Required,
      'vehicles.1.licenseNumber': BookingMessage.Required,
      packId: BookingMessage.UnknownPack,
    });
    // A line without vehicles ignores the list (the section is not shown).
    expect(messages({ ...values, packId: 'pack-1' }, rules({ packIds: ['pack-1'] }))).toEqual({});
  });

  it('checks only the contact e-mail of a supplier-API booking', () => {
    const values = fresh();
    values.outbound.tripId = '';
    expect(messages(values, rules({ supplierApi: true }))).toEqual({ 'passengers.0.email': BookingMessage.Required });
  });
});

describe('request bodies', () => {
  it('trims, converts numbers and keeps only selected extras; statuses only for full admins', () => {
    const values = fresh();
    values.passengers = [{ firstName: ' Ana ', lastName: 'Lee', email: 'ana@example.com ', phone: '', age: '7', passengerType: 'child', extraInfos: {} }];
    values.extras[0] = { optionId: 'x-hotel', selected: true, value: ' Hilton ' };
    values.paymentStatus = 'paid';
    values.roundTrip = true;
    values.inbound.tripId = 't-9';
    const body = toBookingBody(values, 'line-1', rules(), false);
    expect(body).toEqual({
      lineId: 'line-1',
      outboundTripId: 't-1',
      returnTripId: 't-9',
      passengers: [{ firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com', phone: undefined, age: 7, passengerType: 'child' }],
      passengersCount: undefined,
      domain: 'farebox',
      paymentStatus: undefined,
      status: undefined,
      customerStatus: undefined,
      isFraudulent: undefined,
      extras: [
        { optionId: 'x-hotel', value: 'Hilton' },
        { optionId: 'x-up', value: undefined },
      ],
    });
    expect(toBookingBody(values, 'line-1', rules(), true)).toMatchObject({ paymentStatus: 'paid', isFraudulent: false });
  });

  it('sends an edit with its version and only the statuses a full admin changed', () => {
    const original = { ...fresh(), paymentStatus: 'paid' as const, status: 'approved' as const, customerStatus: 'approved' as const };
    const values = { ...original, status: 'canceled' as const };
    expect(toUpdateBody(values, original, 'line-1', 'line-1', rules(), true, 7)).toEqual({ version: 7, status: 'canceled' });
    expect(toUpdateBody(values, original, 'line-1', 'line-1', rules(), false, 7)).toEqual({ version: 7 });
  });

  it('sends only the journey fields that changed, so a phone or fraud-flag edit sends no journey', () => {
    const original = fresh();
    const phone = { ...original, isFraudulent: true, passengers: original.passengers.map((p, i) => (i === 0 ? { ...p, phone: '+66 2 123 4567' } : p)) };
    const body = toUpdateBody(phone, original, 'line-1', 'line-1', rules(), true, 3);
    expect(Object.keys(body).sort()).toEqual(['isFraudulent', 'passengers', 'version']);
    expect(body.passengers![0]).toMatchObject({ phone: '+66 2 123 4567' });
    expect(
      toUpdateBody({ ...original, roundTrip: true, inbound: { date: '2030-05-03', tripId: 't-9' } }, original, 'line-1', 'line-1', rules(), true, 3),
    ).toEqual({
      version: 3,
      returnTripId: 't-9',
    });
    expect(
      toUpdateBody(original, { ...original, roundTrip: true, inbound: { date: '2030-05-03', tripId: 't-9' } }, 'line-1', 'line-1', rules(), true, 3),
    ).toEqual({
      version: 3,
      returnTripId: null,
    });
  });

  it('sends the whole journey of a booking moved to another product', () => {
    const values = fresh();
    const body = toUpdateBody(values, values, 'line-2', 'line-1', rules(), true, 3);
    expect(body).toMatchObject({ version: 3, lineId: 'line-2', outboundTripId: 't-1', returnTripId: null, packId: null, extras: [{ optionId: 'x-up' }] });
    expect(body.passengers).toHaveLength(2);
    expect(body).not.toHaveProperty('domain');
  });

  it('names the API fields as the form does', () => {
    const extras = fresh().extras;
    expect(toFormField('outboundTripId', extras)).toBe('outbound.tripId');
    expect(toFormField('returnTripId', extras)).toBe('inbound.tripId');
    expect(toFormField('extras.x-up.value', extras)).toBe('extras.1.value');
    expect(toFormField('extras.x-hotel', extras)).toBe('extras.0.selected');
    expect(toFormField('passengers.0.lastName', extras)).toBe('passengers.0.lastName');
  });

  it('sends the trimmed vehicles of a line carrying them, and the pack; an edit removes a pack with null', () => {
    const values = { ...fresh(), vehicles: [{ typeName: 'Car', name: ' Honda Jazz ', licenseNumber: ' AB 123 ' }], packId: 'pack-1' };
    expect(toBookingBody(values, 'line-1', ferryRules(), false)).toMatchObject({
      vehicles: [{ typeName: 'Car', name: 'Honda Jazz', licenseNumber: 'AB 123' }],
      packId: 'pack-1',
    });
    expect(toBookingBody(values, 'line-1', rules(), false).vehicles).toBeUndefined();
    const none = { ...values, packId: '' };
    expect(toBookingBody(none, 'line-1', ferryRules(), false).packId).toBeUndefined();
    expect(toUpdateBody(none, values, 'line-1', 'line-1', ferryRules(), true, 3)).toEqual({ version: 3, packId: null });
    expect(toUpdateBody({ ...values, vehicles: [] }, values, 'line-1', 'line-1', ferryRules(), true, 3)).toEqual({ version: 3, vehicles: [] });
    expect(toUpdateBody(values, none, 'line-1', 'line-1', ferryRules(), true, 3).packId).toBe('pack-1');
  });

  it('sends only the contact and the fraud flag for a supplier-API booking', () => {
    const values = fresh();
    values.passengers[0] = { ...values.passengers[0], email: ' a@b.co ', phone: '+66 2 123 4567' };
    values.isFraudulent = true;
    expect(toSupplierApiBody(values)).toEqual({ email: 'a@b.co', phone: '+66 2 123 4567', isFraudulent: true });
  });
});

describe('bookingToValues', () => {
  it('fills the form from a booking, the lead taking the customer contact, dates in the trip zone', () => {
    const booking = {
      fromCityId: 'cnx',
      domain: 'kkday',
      status: 'approved',
      customerStatus: 'approved',
      amendStatus: null,
      payment: { status: 'paid' },
      isFraudulent: false,
      passengersCount: 2,
      customer: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com', phone: '+1 555' },
      passengers: [{ id: 'p1', firstName: 'Ana', lastName: 'Lee', email: null, phone: null, age: null, passengerType: 'adult' }],
      items: [
        // 23:30 UTC is already the next day in Bangkok.
        {
          product: { privateTransfer: false },
          trip: { id: 'trip-1', departureAt: '2030-05-01T23:30:00Z', timezone: 'Asia/Bangkok' },
          extras: [{ optionId: 'x-hotel', value: 'Hilton' }],
        },
      ],
    } as unknown as BookingDetail;
    const values = bookingToValues(booking, directionOf(booking, product));
    expect([values.from, values.to]).toEqual(['cnx', 'bkk']);
    expect(values.outbound).toEqual({ date: '2030-05-02', tripId: 'trip-1' });
    expect(values.roundTrip).toBe(false);
    expect(values.passengers[0]).toMatchObject({ email: 'ana@example.com', phone: '+1 555' });
    expect(values.extras).toEqual([{ optionId: 'x-hotel', selected: true, value: 'Hilton' }]);
    expect(values.paymentStatus).toBe('paid');
    expect([values.vehicles, values.packId]).toEqual([[], '']);
    const ferry = {
      ...booking,
      pack: { id: 'pack-1', name: 'Lounge', description: null, price: '180.00', currency: 'THB', priceUsd: '4.93' },
      items: [{ ...booking.items[0], vehiclesOnBoard: [{ typeName: 'Car', name: 'Honda Jazz', licenseNumber: 'AB 123' }] }],
    } as BookingDetail;
    expect(bookingToValues(ferry, directionOf(ferry, product))).toMatchObject({
      vehicles: [{ typeName: 'Car', name: 'Honda Jazz', licenseNumber: 'AB 123' }],
      packId: 'pack-1',
    });
  });
});

describe('directionOf', () => {
  it("follows the booking's From city id on the product's two cities; without one, the product's direction", () => {
    expect(directionOf({ fromCityId: 'cnx' }, product)).toEqual({ from: 'cnx', to: 'bkk' });
    expect(directionOf({ fromCityId: 'bkk' }, product)).toEqual({ from: 'bkk', to: 'cnx' });
    expect(directionOf({ fromCityId: null }, product)).toEqual({ from: 'bkk', to: 'cnx' });
  });
});

describe('fieldLabel', () => {
  it('names the fields in the list of invalid fields', () => {
    const label = (field: string) => fieldLabel(field, rules(), (d) => `Extra ${d.id}`);
    expect(label('outbound.tripId')).toBe('Departure trip');
    expect(label('passengers.1.lastName')).toBe('Passenger 2 last name');
    expect(label('extras.0.value')).toBe('Extra x-hotel');
    expect(label('vehicles.0.licenseNumber')).toBe('Vehicle 1 license number');
    expect(label('vehicles.1')).toBe('Vehicle 2');
    expect(label('packId')).toBe('Pack');
  });
});

describe('onOtherProduct', () => {
  it('keeps the passengers and settings, and asks for the journeys and extras again', () => {
    const values = { ...fresh(), domain: 'agoda', roundTrip: true, inbound: { date: '2030-05-03', tripId: 't-9' } };
    values.extras[0] = { optionId: 'x-hotel', selected: true, value: 'Hilton' };
    const ferry = { extras: [option({ id: 'f-1', extraType: 'dropoff_hotel' })], privateTransfer: false, fromCity: city('hkt'), toCity: city('pp') };
    const moved = onOtherProduct(values, ferry, '2030-06-01');
    expect(moved).toMatchObject({ from: 'hkt', to: 'pp', domain: 'agoda', roundTrip: false, outbound: { date: '2030-06-01', tripId: '' } });
    expect(moved.passengers).toEqual(values.passengers);
    expect(moved.extras).toEqual([{ optionId: 'f-1', selected: false, value: '' }]);
    expect(onOtherProduct({ ...values, vehicles: [{ typeName: 'Car', name: 'X', licenseNumber: '1' }], packId: 'pack-1' }, ferry, '2030-06-01')).toMatchObject({
      vehicles: [],
      packId: '',
    });
    expect(onOtherProduct(values, { ...ferry, privateTransfer: true }, '2030-06-01').passengersCount).toBe('2');
  });
});

describe('passenger extra info', () => {
  const extraInfo = [
    { slug: 'passport-number', label: 'Passport number', type: 'text' as const, choices: [] },
    { slug: 'country-of-residence', label: 'Country of residence', type: 'country' as const, choices: [{ value: 'TH', label: 'Thailand' }] },
  ];

  it('asks each passenger, the country of residence of the first only, with the labels in the summary', () => {
    const values = fresh();
    values.outbound.date = '2030-05-01';
    const problems = validateBooking(values, rules({ extraInfo }));
    const asked = problems.filter((p) => p.field.includes('extraInfos'));
    expect(asked).toEqual([
      { field: 'passengers.0.extraInfos.passport-number', message: ExtraInfoMessage.Required },
      { field: 'passengers.0.extraInfos.country-of-residence', message: ExtraInfoMessage.Required },
      { field: 'passengers.1.extraInfos.passport-number', message: ExtraInfoMessage.Required },
    ]);
    expect(fieldLabel(asked[1].field, rules({ extraInfo }), () => '')).toBe('Passenger 1 Country of residence');
  });

  it('sends the answers given, trimmed, by slug', () => {
    const values = fresh();
    values.passengers[0].extraInfos = { 'passport-number': ' AB1 ', 'country-of-residence': 'TH' };
    const [lead, second] = toBookingBody(values, 'line-1', rules({ extraInfo }), true).passengers;
    expect(lead.extraInfos).toEqual([
      { slug: 'passport-number', value: 'AB1' },
      { slug: 'country-of-residence', value: 'TH' },
    ]);
    expect(second.extraInfos).toBeUndefined();
  });
});
