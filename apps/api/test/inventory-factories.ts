import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { City, Country, Station } from '@farebox/geo';
import {
  Line,
  LineExtraOption,
  LinePack,
  LinePolicyRule,
  LinePrice,
  LineVehicleType,
  NO_APPROVAL_INPUTS,
  Transport,
  Trip,
  type Direction,
} from '@farebox/inventory';
import { SalesChannel } from '@farebox/partners';
import { createSupplier } from './companies-factories.js';
import type { TestApp } from './harness.js';

const short = () => randomUUID().slice(0, 8);

const CODE_CHARACTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
/**
 * The codes of the countries made here: two characters with a digit, so never a code a test writes itself ('TH', or
 * 'ZZ' as one no country has), which are letters only. 620 of them, taken in turn from a random start: a file makes
 * far fewer.
 */
const GENERATED_COUNTRY_CODES = CODE_CHARACTERS.flatMap((a) => CODE_CHARACTERS.map((b) => a + b)).filter((code) => /\d/.test(code));
let countryCodes = Math.floor(Math.random() * GENERATED_COUNTRY_CODES.length);
const nextCountryCode = (): string => GENERATED_COUNTRY_CODES[countryCodes++ % GENERATED_COUNTRY_CODES.length];

export async function createCountry(t: TestApp, overrides: Partial<Country> = {}): Promise<Country> {
  const repo = t.dataSource.getRepository(Country);
  const name = overrides.name ?? `Country ${short()}`;
  return repo.save(repo.create({ code: nextCountryCode(), name, slug: `country-${short()}`, region: 'apac', ...overrides }));
}

/** A city (timezone Asia/Bangkok unless given), in a new country unless countryId is given. */
export async function createCity(t: TestApp, overrides: Partial<City> = {}): Promise<City> {
  const countryId = overrides.countryId ?? (await createCountry(t)).id;
  const repo = t.dataSource.getRepository(City);
  return repo.save(repo.create({ name: `City ${short()}`, slug: `city-${short()}`, timezone: 'Asia/Bangkok', ...overrides, countryId }));
}

/** A station, in a new city unless cityId is given. */
export async function createStation(t: TestApp, overrides: Partial<Station> = {}): Promise<Station> {
  const cityId = overrides.cityId ?? (await createCity(t)).id;
  const repo = t.dataSource.getRepository(Station);
  return repo.save(
    repo.create({ name: `Station ${short()}`, slug: `station-${short()}`, address: '1 Main Road', lat: 13.75, lng: 100.5, ...overrides, cityId }),
  );
}

export interface LinePriceInput {
  passengerType: string;
  amount: string;
  cost?: string;
  markup?: string;
  amountUsd?: string;
  costUsd?: string;
}

/**
 * A published bus line priced for Adult (720.00 in the line's currency, 19.73 USD) between two new stations in two
 * new cities, operated by a new supplier, unless overridden.
 */
export async function createLine(t: TestApp, overrides: Partial<Line> & { prices?: LinePriceInput[] } = {}): Promise<Line> {
  const { prices = [{ passengerType: 'Adult', amount: '720.00' }], ...fields } = overrides;
  const companyId = fields.companyId ?? (await createSupplier(t)).id;
  const stationA = fields.stationAId ? await t.dataSource.getRepository(Station).findOneByOrFail({ id: fields.stationAId }) : await createStation(t);
  const stationB = fields.stationBId ? await t.dataSource.getRepository(Station).findOneByOrFail({ id: fields.stationBId }) : await createStation(t);
  const repo = t.dataSource.getRepository(Line);
  const line = await repo.save(
    repo.create({
      denomination: `Line ${short()}`,
      type: 'bus',
      lineClass: 'Standard',
      slug: `line-${short()}`,
      published: true,
      approvalInputs: NO_APPROVAL_INPUTS,
      supplierCurrency: 'THB',
      ...fields,
      companyId,
      stationAId: stationA.id,
      stationBId: stationB.id,
      fromCityId: stationA.cityId,
      toCityId: stationB.cityId,
    }),
  );
  const priceRepo = t.dataSource.getRepository(LinePrice);
  await priceRepo.save(
    prices.map((p) =>
      priceRepo.create({
        lineId: line.id,
        passengerType: p.passengerType,
        amount: new Decimal(p.amount),
        cost: new Decimal(p.cost ?? p.amount),
        markup: new Decimal(p.markup ?? 0),
        currency: line.supplierCurrency,
        amountUsd: new Decimal(p.amountUsd ?? '19.73'),
        costUsd: new Decimal(p.costUsd ?? p.amountUsd ?? '19.73'),
      }),
    ),
  );
  return line;
}

/**
 * A trip of the line from A to B (or back with direction bToA): tomorrow 03:00 UTC for 2 hours, 40 seats, in the
 * departure city's timezone, unless overridden.
 */
export async function createTrip(t: TestApp, line: Line, overrides: Partial<Trip> = {}): Promise<Trip> {
  const direction: Direction = overrides.direction ?? 'aToB';
  const [fromStationId, toStationId] = direction === 'aToB' ? [line.stationAId, line.stationBId] : [line.stationBId, line.stationAId];
  const stations = t.dataSource.getRepository(Station);
  const from = await stations.findOneOrFail({ where: { id: overrides.fromStationId ?? fromStationId }, relations: { city: true } });
  const to = await stations.findOneByOrFail({ id: overrides.toStationId ?? toStationId });
  const departureAt = overrides.departureAt ?? new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 3));
  const seatsTotal = overrides.seatsTotal ?? 40;
  const repo = t.dataSource.getRepository(Trip);
  return repo.save(
    repo.create({
      lineId: line.id,
      direction,
      eventId: null,
      fromStationId: from.id,
      toStationId: to.id,
      fromCityId: from.cityId,
      toCityId: to.cityId,
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 2 * 3600_000),
      timezone: from.city!.timezone,
      seatsTotal,
      seatsLeft: seatsTotal,
      // A trip given its own prepaid number takes it for the trip (Edit trip's "for the trip").
      ...(overrides.prepaidSeats != null ? { prepaidSource: 'trip' as const } : {}),
      ...overrides,
    }),
  );
}

/** A hotel-pickup extra of the line (free, asks for the hotel) unless overridden. */
export async function createExtraOption(t: TestApp, line: Line, overrides: Partial<LineExtraOption> = {}): Promise<LineExtraOption> {
  const repo = t.dataSource.getRepository(LineExtraOption);
  return repo.save(
    repo.create({
      lineId: line.id,
      extraType: 'pickup_hotel',
      label: 'Hotel pickup',
      needInput: true,
      inputLabel: 'Hotel name',
      price: new Decimal(0),
      currency: line.supplierCurrency,
      priceUsd: new Decimal(0),
      ...overrides,
    }),
  );
}

/** A pack of the line: 150.00 per passenger in the line's currency (4.11 USD), unless overridden. */
export async function createPack(t: TestApp, line: Line, overrides: Partial<LinePack> = {}): Promise<LinePack> {
  const repo = t.dataSource.getRepository(LinePack);
  return repo.save(
    repo.create({
      lineId: line.id,
      name: `Pack ${short()}`,
      description: 'Seat and meal',
      amount: new Decimal('150.00'),
      currency: line.supplierCurrency,
      amountUsd: new Decimal('4.11'),
      ...overrides,
    }),
  );
}

/** A vehicle type of a ferry line: Car at 650.00 in the line's currency (17.81 USD), unless overridden. */
export async function createVehicleType(t: TestApp, line: Line, overrides: Partial<LineVehicleType> = {}): Promise<LineVehicleType> {
  const repo = t.dataSource.getRepository(LineVehicleType);
  return repo.save(
    repo.create({
      lineId: line.id,
      typeName: 'Car',
      amount: new Decimal('650.00'),
      currency: line.supplierCurrency,
      amountUsd: new Decimal('17.81'),
      ...overrides,
    }),
  );
}

/** A cancellation rule of the line: 10% from 24 hours before departure, unless overridden. */
export async function createPolicyRule(t: TestApp, line: Line, overrides: Partial<LinePolicyRule> = {}): Promise<LinePolicyRule> {
  const repo = t.dataSource.getRepository(LinePolicyRule);
  return repo.save(
    repo.create({ lineId: line.id, kind: 'cancellation', direction: null, timeBefore: 24, unit: 'hours', feePercent: new Decimal(10), ...overrides }),
  );
}

/** A sales channel (a booking domain). */
export async function createChannel(t: TestApp, overrides: Partial<SalesChannel> = {}): Promise<SalesChannel> {
  const repo = t.dataSource.getRepository(SalesChannel);
  const slug = overrides.slug ?? `channel-${short()}`;
  return repo.save(repo.create({ slug, name: slug, type: 'b2b', isRestricted: false, ...overrides }));
}

/** A transport (spec part 2, 3.6): new cities and companies unless given; a bus of the Standard class by default. */
export async function createTransport(t: TestApp, overrides: Partial<Transport> = {}): Promise<Transport> {
  const fromCityId = overrides.fromCityId ?? (await createCity(t)).id;
  const toCityId = overrides.toCityId ?? (await createCity(t)).id;
  const operatorId = overrides.operatorId ?? (await createSupplier(t)).id;
  const supplierId = overrides.supplierId ?? operatorId;
  const repo = t.dataSource.getRepository(Transport);
  return repo.save(
    repo.create({ reference: `TR-${short()}`, vehicleType: 'bus', vehicleClass: 'Standard', ...overrides, fromCityId, toCityId, operatorId, supplierId }),
  );
}
