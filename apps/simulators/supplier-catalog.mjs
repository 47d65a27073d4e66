// The suppliers the supplier API simulator serves, their transfers (OCTO "products") and their availability.
// Everything is derived from the product and the dates asked for (never the real clock), so two runs answer the same.
import { createHash } from 'node:crypto';
import { formatCents, HttpError, toCents } from './http-kit.mjs';

const station = (id, name, address, latitude, longitude, timeOffsetInMinutes, isBoarding, isDropoff) => ({
  id,
  name,
  address,
  latitude,
  longitude,
  timeOffsetInMinutes,
  isBoarding,
  isDropoff,
});

const SGN = [
  station('sgn-pnl', 'Pham Ngu Lao Office', '272 De Tham, District 1', 10.7676, 106.6936, 0, true, false),
  station('sgn-mde', 'Mien Dong Bus Station', '292 Dinh Bo Linh, Binh Thanh', 10.8146, 106.7105, 45, true, false),
];
const DAD = [station('dad-central', 'Da Nang Central Bus Station', '201 Ton Duc Thang', 16.0617, 108.1765, 960, false, true)];
/** The same stations for the way back, boarding and drop-off swapped, each at `offset` minutes. */
const reverse = (stations, offset) => stations.map((s) => ({ ...s, timeOffsetInMinutes: offset, isBoarding: !s.isBoarding, isDropoff: !s.isDropoff }));

/** One transfer of a supplier: a route in one direction, with its departures, capacity and price. */
const transfer = (fields) => ({ availabilityType: 'START_TIME', locale: 'en', ...fields });

/**
 * The simulated suppliers by id. Offline suppliers' transfers are mapped to our lines and synced into our trips;
 * online suppliers are searched live (spec part 2, 2.14).
 */
export const SUPPLIERS = {
  'saigon-express': {
    id: 'saigon-express',
    name: 'Saigon Express Bus',
    mode: 'offline',
    capabilities: { bulkMapping: true },
    products: [
      transfer({
        id: 'SE-SGN-DAD-0700',
        internalName: 'Ho Chi Minh City to Da Nang, Express 07:00',
        company: 'Saigon Express Bus',
        fromCity: 'Ho Chi Minh City',
        toCity: 'Da Nang',
        vehicleType: 'bus',
        vehicleClass: 'Express',
        routeId: 'SGN-DAD',
        timeZone: 'Asia/Ho_Chi_Minh',
        departureTimes: ['07:00'],
        durationMinutes: 960,
        capacity: 34,
        price: { retail: '780000.00', currency: 'VND' },
        multiStations: [...SGN, ...DAD],
      }),
      transfer({
        id: 'SE-DAD-SGN-0730',
        internalName: 'Da Nang to Ho Chi Minh City, Express 07:30',
        company: 'Saigon Express Bus',
        fromCity: 'Da Nang',
        toCity: 'Ho Chi Minh City',
        vehicleType: 'bus',
        vehicleClass: 'Express',
        routeId: 'SGN-DAD',
        timeZone: 'Asia/Ho_Chi_Minh',
        departureTimes: ['07:30'],
        durationMinutes: 960,
        capacity: 34,
        price: { retail: '780000.00', currency: 'VND' },
        multiStations: [...reverse(DAD, 0), ...reverse(SGN, 960)],
      }),
      transfer({
        id: 'SE-SGN-DAD-2100',
        internalName: 'Ho Chi Minh City to Da Nang, Sleeper 21:00',
        company: 'Saigon Express Bus',
        fromCity: 'Ho Chi Minh City',
        toCity: 'Da Nang',
        vehicleType: 'bus',
        vehicleClass: 'Sleeper',
        routeId: 'SGN-DAD-N',
        timeZone: 'Asia/Ho_Chi_Minh',
        departureTimes: ['21:00'],
        durationMinutes: 900,
        capacity: 40,
        price: { retail: '690000.00', currency: 'VND' },
        multiStations: [...SGN, ...DAD],
      }),
      transfer({
        id: 'SE-HAN-DAD-1700',
        internalName: 'Hanoi to Da Nang, Sleeper 17:00',
        company: 'Saigon Express Bus',
        fromCity: 'Hanoi',
        toCity: 'Da Nang',
        vehicleType: 'bus',
        vehicleClass: 'Sleeper',
        routeId: 'HAN-DAD',
        timeZone: 'Asia/Ho_Chi_Minh',
        departureTimes: ['17:00'],
        durationMinutes: 840,
        capacity: 40,
        price: { retail: '480000.00', currency: 'VND' },
        multiStations: [station('han-oq', 'Old Quarter Office', '12 Hang Bac', 21.0341, 105.8523, 0, true, false), DAD[0]],
      }),
    ],
  },
  'mekong-cruises': {
    id: 'mekong-cruises',
    name: 'Mekong River Cruises',
    mode: 'offline',
    capabilities: { bulkMapping: false },
    products: [
      transfer({
        id: 'MRC-PNH-REP-0730',
        internalName: 'Phnom Penh to Siem Reap speedboat',
        company: 'Mekong River Cruises',
        fromCity: 'Phnom Penh',
        toCity: 'Siem Reap',
        vehicleType: 'ferry',
        vehicleClass: 'Speedboat',
        routeId: 'PNH-REP',
        timeZone: 'Asia/Phnom_Penh',
        departureTimes: ['07:30'],
        durationMinutes: 360,
        capacity: 60,
        price: { retail: '36.00', currency: 'USD' },
        multiStations: [
          station('pnh-sisowath', 'Sisowath Quay Pier', 'Sisowath Quay', 11.5686, 104.9282, 0, true, false),
          station('rep-chong-kneas', 'Chong Kneas Pier', 'Chong Kneas', 13.2581, 103.8337, 360, false, true),
        ],
      }),
    ],
  },
  'andaman-live': {
    id: 'andaman-live',
    name: 'Andaman Sea Ferries',
    mode: 'online',
    capabilities: { bulkMapping: false },
    products: [
      transfer({
        id: 'ASF-HKT-PHI-0830',
        internalName: 'Phuket to Koh Phi Phi ferry',
        company: 'Andaman Sea Ferries',
        fromCity: 'Phuket',
        toCity: 'Koh Phi Phi',
        vehicleType: 'ferry',
        vehicleClass: 'Standard',
        routeId: 'HKT-PHI',
        timeZone: 'Asia/Bangkok',
        departureTimes: ['08:30', '13:30'],
        durationMinutes: 120,
        capacity: 120,
        price: { retail: '900.00', currency: 'THB' },
        multiStations: [
          station('hkt-rassada', 'Rassada Pier', 'Rassada, Mueang Phuket', 7.8572, 98.4013, 0, true, false),
          station('phi-tonsai', 'Tonsai Pier', 'Ao Ton Sai', 7.7397, 98.7696, 120, false, true),
        ],
      }),
    ],
  },
};

const DAY_MS = 86_400_000;
const MAX_AVAILABILITY_DAYS = 366;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value, field) {
  const time = typeof value === 'string' && DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value)
    throw new HttpError(400, 'invalid_date', `${field} must be a date YYYY-MM-DD.`);
  return time;
}

const addMinutes = (localDate, time, minutes) => {
  const [h, m] = time.split(':').map(Number);
  return new Date(Date.parse(`${localDate}T00:00:00Z`) + (h * 60 + m + minutes) * 60_000).toISOString().slice(0, 19);
};

/**
 * Availability of one departure: seats left and status from a hash of the product, the date and the time; one
 * departure in eleven is closed, the price moves by up to +20 % with the day. Local times carry no offset: they
 * are in the product's timeZone.
 */
function departureOf(product, localDate, time) {
  const digest = createHash('sha256').update(`${product.id}|${localDate}|${time}`).digest();
  const closed = digest[0] % 11 === 0;
  const vacancies = closed ? 0 : digest.readUInt16BE(1) % (product.capacity + 1);
  const retail = toCents(product.price.retail);
  const surcharge = (retail * BigInt(digest[3] % 21)) / 100n;
  const status = closed ? 'CLOSED' : vacancies === 0 ? 'SOLD_OUT' : vacancies <= Math.ceil(product.capacity / 10) ? 'LIMITED' : 'AVAILABLE';
  return {
    id: `${localDate}T${time}`,
    localDateTimeStart: `${localDate}T${time}:00`,
    localDateTimeEnd: addMinutes(localDate, time, product.durationMinutes),
    allDay: false,
    available: status === 'AVAILABLE' || status === 'LIMITED',
    status,
    vacancies,
    capacity: product.capacity,
    pricing: { retail: formatCents(retail + surcharge), currency: product.price.currency },
  };
}

/** Every departure of the product from localDateStart to localDateEnd (both included, at most 366 days). */
export function availabilityOf(product, localDateStart, localDateEnd) {
  const start = parseDate(localDateStart, 'localDateStart');
  const end = parseDate(localDateEnd, 'localDateEnd');
  if (end < start) throw new HttpError(400, 'invalid_range', 'localDateEnd must not be before localDateStart.');
  if ((end - start) / DAY_MS + 1 > MAX_AVAILABILITY_DAYS) throw new HttpError(400, 'range_too_long', `At most ${MAX_AVAILABILITY_DAYS} days a request.`);
  const departures = [];
  for (let day = start; day <= end; day += DAY_MS) {
    const localDate = new Date(day).toISOString().slice(0, 10);
    for (const time of product.departureTimes) departures.push(departureOf(product, localDate, time));
  }
  return departures;
}

const REQUIRED = ['id', 'company', 'fromCity', 'toCity', 'vehicleType', 'vehicleClass', 'routeId', 'timeZone'];

/** A product added through /_simulator (tests): the required fields, the rest defaulted. */
export function productFrom(body) {
  for (const field of REQUIRED) if (typeof body[field] !== 'string' || body[field] === '') throw new HttpError(400, 'field_missing', `${field} is required.`);
  return transfer({
    internalName: `${body.fromCity} to ${body.toCity}`,
    departureTimes: ['09:00'],
    durationMinutes: 120,
    capacity: 20,
    price: { retail: '10.00', currency: 'USD' },
    multiStations: [],
    ...body,
  });
}

/**
 * Live search of an online supplier: its transfers from `from` to `to` (city names, any case) with their bookable
 * departures on `date`, each at its local time in the transfer's time zone and its price in the supplier's currency.
 */
export function liveSearch(products, from, to, date) {
  parseDate(date, 'date');
  if (typeof from !== 'string' || from === '' || typeof to !== 'string' || to === '') throw new HttpError(400, 'field_missing', 'from and to are required.');
  const same = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return products
    .filter((p) => same(p.fromCity, from) && same(p.toCity, to))
    .map((p) => ({
      productId: p.id,
      companyName: p.company,
      from: p.fromCity,
      to: p.toCity,
      type: p.vehicleType,
      class: p.vehicleClass,
      journeys: availabilityOf(p, date, date)
        .filter((d) => d.available)
        .map((d) => ({
          departureDate: d.localDateTimeStart,
          timeZone: p.timeZone,
          amountInSupplierCurrency: d.pricing.retail,
          supplierCurrency: d.pricing.currency,
        })),
    }));
}
