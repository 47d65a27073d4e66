import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import {
  amountWithMarkup,
  generateEventTrips,
  INVENTORY_ENTITIES,
  Line,
  LineEvent,
  LineExtraOption,
  LinePack,
  LinePolicyRule,
  LinePrice,
  LineStation,
  LineVehicleType,
  NO_APPROVAL_INPUTS,
  toUsd,
  type ApprovalInputs,
  type Direction,
  type ExtraType,
  type LineType,
  type PolicyUnit,
} from '@farebox/inventory';
import { DEMO_COMPANY_IDS } from './companies.seed.js';
import { demoCityOfStation } from './geo.seed.js';
import {
  DEMO_CITY_IDS,
  DEMO_LINE_IDS,
  DEMO_LINE_KEYS,
  DEMO_STATION_IDS,
  DEMO_TRIP_DAYS_AFTER,
  DEMO_TRIP_DAYS_BEFORE,
  demoEventId,
  type DemoLineKey,
} from './inventory-ids.js';
import { demoId, type SeedStep } from './seed-step.js';

type StationKey = keyof typeof DEMO_STATION_IDS;

/** Units of each supplier currency one USD bought when the demo lines were priced. */
const UNITS_PER_USD: Record<string, string> = { THB: '36.50', VND: '25400', USD: '1', ILS: '3.70' };

const DAILY = [0, 1, 2, 3, 4, 5, 6];
const SUNDAY_TO_THURSDAY = [0, 1, 2, 3, 4];

interface DemoEvent {
  direction: Direction;
  time: string;
  durationMinutes: number;
  seats: number;
  days?: number[];
}

interface DemoRule {
  timeBefore: number;
  unit: PolicyUnit;
  feePercent: string;
}

interface DemoExtra {
  extraType: ExtraType;
  label: string;
  price: string;
  note?: string;
  inputLabel?: string;
  mandatory?: boolean;
  perPassenger?: boolean;
}

/** A pack offered with the line's bookings; price per passenger and journey. */
interface DemoPack {
  name: string;
  description: string;
  price: string;
}

interface DemoLine {
  company: keyof typeof DEMO_COMPANY_IDS;
  denomination: string;
  type: LineType;
  lineClass: string;
  stationA: StationKey;
  stationB: StationKey;
  currency: string;
  /** Per passenger type: the supplier's cost and the markup percent. */
  prices: Record<string, { cost: string; markup: string }>;
  events: DemoEvent[];
  flags?: Partial<
    Pick<
      Line,
      | 'published'
      | 'isPrivateTransfer'
      | 'privateMaxPassengers'
      | 'isSupplierApi'
      | 'supplierIntegration'
      | 'manualBookings'
      | 'automaticApproval'
      | 'minPassengers'
      | 'refundable'
      | 'amendable'
      | 'vehicleOnBoard'
    >
  >;
  approvalInputs?: Partial<ApprovalInputs>;
  vehicles?: Record<string, string>;
  extras?: DemoExtra[];
  packs?: DemoPack[];
  cancellation?: DemoRule[];
  amendment?: DemoRule[];
}

const both = (time: string, back: string, durationMinutes: number, seats: number, days = DAILY): DemoEvent[] => [
  { direction: 'aToB', time, durationMinutes, seats, days },
  { direction: 'bToA', time: back, durationMinutes, seats, days },
];

const STANDARD_CANCELLATION: DemoRule[] = [
  { timeBefore: 2, unit: 'days', feePercent: '10' },
  { timeBefore: 24, unit: 'hours', feePercent: '50' },
];

const DEMO_LINES: Record<DemoLineKey, DemoLine> = {
  ferryPhiPhi: {
    company: 'topupSupplier',
    denomination: 'Phuket – Koh Phi Phi Ferry',
    type: 'ferry',
    lineClass: 'Standard',
    stationA: 'phuketRassadaPier',
    stationB: 'kohPhiPhiTonsaiPier',
    currency: 'THB',
    prices: { Adult: { cost: '600', markup: '20' }, Child: { cost: '400', markup: '20' } },
    events: [...both('08:30', '09:00', 120, 120), ...both('13:30', '15:00', 120, 120)],
    approvalInputs: { bookingCode: true, seatsNumber: true },
    extras: [
      {
        extraType: 'pickup_hotel',
        label: 'Hotel pickup (Patong, Kata, Karon)',
        price: '200',
        perPassenger: true,
        inputLabel: 'Hotel name and address',
        note: 'Pickup 60 to 90 minutes before departure.',
      },
      { extraType: 'dropoff_hotel', label: 'Hotel drop-off on Koh Phi Phi', price: '0', inputLabel: 'Hotel name' },
    ],
    packs: [
      { name: 'Snorkel pack', description: 'Mask, snorkel and fins to keep, handed out on board.', price: '250' },
      { name: 'Upper deck pack', description: 'A seat on the air-conditioned upper deck with a soft drink.', price: '350' },
    ],
    cancellation: STANDARD_CANCELLATION,
    amendment: [{ timeBefore: 24, unit: 'hours', feePercent: '0' }],
    flags: { amendable: true },
  },
  carFerrySamui: {
    company: 'topupSupplier',
    denomination: 'Donsak – Koh Samui Car Ferry',
    type: 'ferry',
    lineClass: 'Standard',
    stationA: 'donsakPier',
    stationB: 'kohSamuiLipaNoiPier',
    currency: 'THB',
    prices: { Adult: { cost: '130', markup: '15' }, Child: { cost: '70', markup: '15' } },
    events: [...both('06:00', '07:00', 90, 300), ...both('10:00', '11:00', 90, 300), ...both('14:00', '15:00', 90, 300), ...both('18:00', '19:00', 90, 300)],
    approvalInputs: { bookingCode: true, qrCodes: true },
    vehicles: { Car: '650', Motorbike: '150', 'Pickup truck': '800' },
    packs: [
      { name: 'Priority boarding', description: 'Board first and park in the front lanes.', price: '100' },
      { name: 'Lounge pack', description: 'Lounge seat with coffee and a snack during the crossing.', price: '180' },
    ],
    cancellation: [{ timeBefore: 24, unit: 'hours', feePercent: '20' }],
    flags: { vehicleOnBoard: true },
  },
  privatePhuketKrabi: {
    company: 'topupSupplier',
    denomination: 'Phuket Airport – Ao Nang Private Transfer',
    type: 'car',
    lineClass: 'Van',
    stationA: 'phuketAirport',
    stationB: 'krabiAoNang',
    currency: 'THB',
    prices: { Adult: { cost: '1100', markup: '20' }, Child: { cost: '1100', markup: '20' } },
    events: [...both('09:00', '09:00', 150, 9), ...both('12:00', '12:00', 150, 9), ...both('15:00', '15:00', 150, 9)],
    extras: [
      { extraType: 'dropoff_hotel', label: 'Drop-off at your hotel', price: '0', mandatory: true, inputLabel: 'Hotel name and address' },
      { extraType: 'pickup_airport', label: 'Meet and greet at arrivals', price: '300', inputLabel: 'Flight number' },
      { extraType: 'upgrade', label: 'Upgrade to an SUV', price: '900', inputLabel: 'Preferred child seats, if any' },
    ],
    cancellation: [
      { timeBefore: 48, unit: 'hours', feePercent: '0' },
      { timeBefore: 12, unit: 'hours', feePercent: '50' },
    ],
    flags: { isPrivateTransfer: true, privateMaxPassengers: 9, minPassengers: 2, manualBookings: true },
  },
  trainBangkokChiangMai: {
    company: 'scheduleAuthorized',
    denomination: 'Bangkok – Chiang Mai Special Express 9',
    type: 'train',
    lineClass: 'Sleeper',
    stationA: 'bangkokKrungThepAphiwat',
    stationB: 'chiangMaiRailway',
    currency: 'THB',
    prices: { Adult: { cost: '1000', markup: '15' }, Child: { cost: '800', markup: '15' } },
    events: both('18:40', '17:00', 735, 40),
    approvalInputs: { seatsNumber: true, requiredAttachments: true },
    packs: [{ name: 'Dinner and breakfast', description: 'Thai set dinner and breakfast served at your berth.', price: '400' }],
    cancellation: [{ timeBefore: 3, unit: 'days', feePercent: '20' }],
    amendment: [{ timeBefore: 3, unit: 'days', feePercent: '10' }],
    flags: { amendable: true },
  },
  busBangkokChiangMai: {
    company: 'scheduleAuthorized',
    denomination: 'Bangkok – Chiang Mai VIP Night Bus',
    type: 'bus',
    lineClass: 'VIP',
    stationA: 'bangkokMoChit',
    stationB: 'chiangMaiArcade',
    currency: 'THB',
    prices: { Adult: { cost: '650', markup: '18' }, Child: { cost: '500', markup: '18' } },
    events: [...both('20:00', '19:30', 600, 24), ...both('21:30', '21:00', 600, 24)],
    cancellation: STANDARD_CANCELLATION,
    flags: { automaticApproval: true },
  },
  busHanoiDaNang: {
    company: 'invoiceSupplier',
    denomination: 'Hanoi – Da Nang Sleeper Bus',
    type: 'bus',
    lineClass: 'Sleeper',
    stationA: 'hanoiOldQuarter',
    stationB: 'daNangCentral',
    currency: 'VND',
    prices: { Adult: { cost: '450000', markup: '20' }, Child: { cost: '350000', markup: '20' } },
    events: both('17:00', '18:00', 840, 40, [0, 1, 3, 5]),
    approvalInputs: { bookingCode: true },
    extras: [{ extraType: 'pickup_hotel', label: 'Pickup in the Old Quarter', price: '0', inputLabel: 'Hotel name' }],
    cancellation: STANDARD_CANCELLATION,
  },
  apiSaigonDaNang: {
    company: 'invoiceSupplier',
    denomination: 'Ho Chi Minh City – Da Nang Express',
    type: 'bus',
    lineClass: 'Express',
    stationA: 'hoChiMinhPhamNguLao',
    stationB: 'daNangCentral',
    currency: 'VND',
    prices: { Adult: { cost: '750000', markup: '12' }, Child: { cost: '600000', markup: '12' } },
    events: both('07:00', '07:30', 960, 34),
    cancellation: [{ timeBefore: 24, unit: 'hours', feePercent: '25' }],
    flags: { isSupplierApi: true, supplierIntegration: 'saigon-express', automaticApproval: true },
  },
  speedboatMekong: {
    company: 'unsignedSupplier',
    denomination: 'Phnom Penh – Siem Reap Speedboat',
    type: 'ferry',
    lineClass: 'Speedboat',
    stationA: 'phnomPenhSisowathPier',
    stationB: 'siemReapChongKneasPier',
    currency: 'USD',
    prices: { Adult: { cost: '35', markup: '20' }, Child: { cost: '25', markup: '20' } },
    events: [
      { direction: 'aToB', time: '07:30', durationMinutes: 360, seats: 60, days: [2, 4, 6] },
      { direction: 'bToA', time: '07:30', durationMinutes: 360, seats: 60, days: [0, 3, 5] },
    ],
    flags: { published: false, refundable: false },
  },
  busTelAvivJerusalem: {
    company: 'israeliSupplier',
    denomination: 'Tel Aviv – Jerusalem Express Bus',
    type: 'bus',
    lineClass: 'Express',
    stationA: 'telAvivSavidor',
    stationB: 'jerusalemNavon',
    currency: 'ILS',
    prices: { Adult: { cost: '16', markup: '25' }, Child: { cost: '8', markup: '25' }, Senior: { cost: '8', markup: '25' } },
    // Friday's last buses leave before the Sabbath; Saturday's first after it ends.
    events: [
      ...both('06:30', '07:00', 60, 50, SUNDAY_TO_THURSDAY),
      ...both('09:00', '10:00', 60, 50, SUNDAY_TO_THURSDAY),
      ...both('13:00', '14:30', 60, 50, SUNDAY_TO_THURSDAY),
      ...both('17:30', '18:30', 60, 50, SUNDAY_TO_THURSDAY),
      ...both('08:00', '09:00', 60, 50, [5]),
      ...both('12:30', '13:30', 60, 50, [5]),
      ...both('20:30', '21:30', 60, 50, [6]),
    ],
    approvalInputs: { bookingCode: true },
    cancellation: [
      { timeBefore: 24, unit: 'hours', feePercent: '0' },
      { timeBefore: 2, unit: 'hours', feePercent: '50' },
    ],
    amendment: [{ timeBefore: 3, unit: 'hours', feePercent: '0' }],
    flags: { amendable: true },
  },
};

/** Ids of a line's child rows: 16 numbers per line. */
const childId = (kind: string, line: DemoLineKey, n: number) => demoId(kind, (DEMO_LINE_KEYS.indexOf(line) + 1) * 16 + n);

function lineRow(key: DemoLineKey, l: DemoLine): Partial<Line> {
  return {
    id: DEMO_LINE_IDS[key],
    denomination: l.denomination,
    type: l.type,
    lineClass: l.lineClass,
    companyId: DEMO_COMPANY_IDS[l.company],
    slug: l.denomination
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    published: true,
    publishedAt: l.flags?.published === false ? null : new Date('2025-01-01T00:00:00Z'),
    supplierCurrency: l.currency,
    approvalInputs: { ...NO_APPROVAL_INPUTS, ...l.approvalInputs },
    fromCityId: DEMO_CITY_IDS[demoCityOfStation(l.stationA)],
    toCityId: DEMO_CITY_IDS[demoCityOfStation(l.stationB)],
    stationAId: DEMO_STATION_IDS[l.stationA],
    stationBId: DEMO_STATION_IDS[l.stationB],
    ...l.flags,
  };
}

function childRows(key: DemoLineKey, l: DemoLine) {
  const lineId = DEMO_LINE_IDS[key];
  const rate = UNITS_PER_USD[l.currency];
  const [a, b] = [DEMO_STATION_IDS[l.stationA], DEMO_STATION_IDS[l.stationB]];
  const ends = (direction: Direction) => (direction === 'aToB' ? [a, b] : [b, a]);
  const rules = (kind: LinePolicyRule['kind'], list: DemoRule[] = []) =>
    list.map((r, i) => ({ kind, timeBefore: r.timeBefore, unit: r.unit, feePercent: r.feePercent, position: i }));
  return {
    stations: (['aToB', 'bToA'] as const).flatMap((direction, d) =>
      ends(direction).map((stationId, position) => ({
        id: childId('e3', key, d * 2 + position),
        lineId,
        stationId,
        direction,
        position,
        isPrimary: true,
        isBoarding: position === 0,
        isDropoff: position === 1,
      })),
    ),
    events: l.events.map((e, n) => {
      const [fromStationId, toStationId] = ends(e.direction);
      return {
        id: demoEventId(key, n),
        lineId,
        direction: e.direction,
        title: `${e.direction === 'aToB' ? 'A → B' : 'B → A'} ${e.time}`,
        fromStationId,
        toStationId,
        daysOfWeek: e.days ?? DAILY,
        departureTime: `${e.time}:00`,
        durationMinutes: e.durationMinutes,
        startDate: '2025-01-01',
        endDate: null,
        dateRanges: [{ startDate: '2025-01-01', endDate: null }],
        seats: e.seats,
      };
    }),
    prices: Object.entries(l.prices).map(([passengerType, p], i) => {
      const amount = amountWithMarkup(p.cost, p.markup);
      return {
        id: childId('e4', key, i),
        lineId,
        passengerType,
        cost: p.cost,
        amount,
        currency: l.currency,
        markup: p.markup,
        costUsd: toUsd(p.cost, rate),
        amountUsd: toUsd(amount, rate),
      };
    }),
    extras: (l.extras ?? []).map((x, i) => ({
      id: childId('e5', key, i),
      lineId,
      extraType: x.extraType,
      label: x.label,
      note: x.note ?? null,
      needInput: x.inputLabel !== undefined,
      inputLabel: x.inputLabel ?? null,
      mandatory: x.mandatory ?? false,
      perPassenger: x.perPassenger ?? false,
      price: x.price,
      currency: l.currency,
      priceUsd: toUsd(x.price, rate),
      position: i,
    })),
    rules: [...rules('cancellation', l.cancellation), ...rules('amendment', l.amendment)].map((r, i) => ({
      id: childId('e6', key, i),
      lineId,
      direction: null,
      ...r,
    })),
    vehicles: Object.entries(l.vehicles ?? {}).map(([typeName, amount], i) => ({
      id: childId('e7', key, i),
      lineId,
      typeName,
      amount,
      currency: l.currency,
      amountUsd: toUsd(amount, rate),
    })),
    packs: (l.packs ?? []).map((p, i) => ({
      id: childId('e8', key, i),
      lineId,
      name: p.name,
      description: p.description,
      amount: p.price,
      currency: l.currency,
      amountUsd: toUsd(p.price, rate),
      position: i,
    })),
  };
}

async function insertMissing(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, values: ObjectLiteral[]): Promise<number> {
  if (values.length === 0) return 0;
  const result = await manager.createQueryBuilder().insert().into(entity).values(values).orIgnore().execute();
  return (result.raw as unknown[]).length;
}

/**
 * The demo lines (one per kind a booking can be on), their stops, prices, extras, packs, rules and vehicles, and their
 * trips from DEMO_TRIP_DAYS_BEFORE days before the seed date to DEMO_TRIP_DAYS_AFTER days after it.
 */
export const inventorySeed: SeedStep = {
  name: 'inventory',
  entities: [...INVENTORY_ENTITIES],
  async run({ manager, now }) {
    const lines = Object.entries(DEMO_LINES) as [DemoLineKey, DemoLine][];
    const children = lines.map(([key, l]) => childRows(key, l));
    let inserted = await insertMissing(
      manager,
      Line,
      lines.map(([key, l]) => lineRow(key, l)),
    );
    inserted += await insertMissing(
      manager,
      LineStation,
      children.flatMap((c) => c.stations),
    );
    inserted += await insertMissing(
      manager,
      LineEvent,
      children.flatMap((c) => c.events),
    );
    inserted += await insertMissing(
      manager,
      LinePrice,
      children.flatMap((c) => c.prices),
    );
    inserted += await insertMissing(
      manager,
      LineExtraOption,
      children.flatMap((c) => c.extras),
    );
    inserted += await insertMissing(
      manager,
      LinePolicyRule,
      children.flatMap((c) => c.rules),
    );
    inserted += await insertMissing(
      manager,
      LineVehicleType,
      children.flatMap((c) => c.vehicles),
    );
    inserted += await insertMissing(
      manager,
      LinePack,
      children.flatMap((c) => c.packs),
    );
    const eventIds = children.flatMap((c) => c.events.map((e) => e.id));
    return inserted + (await generateEventTrips(manager, eventIds, { fromDay: -DEMO_TRIP_DAYS_BEFORE, toDay: DEMO_TRIP_DAYS_AFTER, now }));
  },
};
