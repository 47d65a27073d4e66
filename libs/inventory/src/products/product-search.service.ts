import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { City } from '@farebox/geo';
import {
  CutoffSaleMessage,
  ErrorCode,
  exceedsPrepaid,
  seatsToRelease,
  sellableSeats,
  type CompanyRule,
  type FullAllocationPolicy,
  type TripSeats,
} from '@farebox/domain';
import { CurrencyRatesService } from '@farebox/finance';
import { AppException, Clock, notFound } from '@farebox/platform';
import { invalidField } from '../inventory.errors.js';
import { LineExtraOption } from '../lines/line-extra-option.entity.js';
import { LinePack } from '../lines/line-pack.entity.js';
import { LinePolicyRule } from '../lines/line-policy-rule.entity.js';
import { LinePrice } from '../lines/line-price.entity.js';
import { LineVehicleType } from '../lines/line-vehicle-type.entity.js';
import { Line } from '../lines/line.entity.js';
import { RideRulesService } from '../ride-rules/ride-rules.service.js';
import { applyPriceRules, PriceRulesReader, ruleTripOf, tripLocalFactsSql, type LoadedPriceRule } from '../prices/price-rules.reader.js';
import { chargesDto, loadSaleTerms, type LineSaleTerms } from './line-sale-terms.js';
import { effectivePrepaidSql } from '../trips/trip-prepaid.js';
import { tripPricingFactsOf, tripPricingFactsSql, tripPriceRules, type TripPricingFactsRow } from '../trips/trip-price-rules.js';
import { passengerTypesOf } from './passenger-types.js';
import type { DepartureDto, PassengerPriceDto, PolicyRuleDto, ProductCityDto, ProductDetailDto, ProductDto } from './product.dto.js';

export interface ProductSearch {
  fromCityId: string;
  toCityId: string;
  /** YYYY-MM-DD in the From city's timezone. */
  date: string;
  companyId?: string;
  /** Only the line with this slug (the route's transportReference). */
  lineSlug?: string;
  /** The sales channel's inventory rule: only the listed companies' lines (allow) or none of them (block). */
  channelCompanies?: CompanyRule | null;
}

export interface ProductOptions {
  /** Departure city: the line's station A city (default) or station B city. */
  fromCityId?: string;
  /** Date of the return departures (default: the outbound date). */
  returnDate?: string;
}

interface DepartureRow extends TripPricingFactsRow, SeatRow {
  id: string;
  line_id: string;
  event_id: string | null;
  direction: string;
  arrival_at: Date;
  timezone: string;
  from_id: string;
  from_name: string;
  from_address: string | null;
  from_city_id: string;
  to_id: string;
  to_name: string;
  to_address: string | null;
  to_city_id: string;
  local_date: string;
  local_time: string;
  local_dow: number;
}

interface DepartureFilter {
  fromCity: ProductCityDto;
  toCityId: string;
  date: string;
  lineId?: string;
  companyId?: string;
  lineSlug?: string;
  channelCompanies?: CompanyRule | null;
  /** Only lines published and shown on search. */
  searchableOnly?: boolean;
}

/** The book-before cutoff of trip t on line l: the reverse cutoff for the reverse direction (see bookBeforeFor). */
const BOOK_BEFORE_SQL = `COALESCE(CASE WHEN t.direction = 'bToA' THEN l.reverse_cutoff_minutes END, l.book_before_minutes)`;

/** Trip t's prepaid allocation, from where the trip takes it. */
const PREPAID_SEATS_SQL = effectivePrepaidSql('t');

interface SeatRow {
  departure_at: Date;
  seats_total: number;
  seats_left: number;
  /** The trip's prepaid allocation: its own number, else its event's allocations on its day. */
  prepaid_seats: number;
  released_prepaid_seats: number | null;
  allocation_cutoff_minutes: number | null;
  full_allocation_policy: FullAllocationPolicy;
}

/** What a seat reservation is: within the departure's prepaid allocation, or beyond it (the booking waits for the supplier). */
export interface SaleCheck {
  beyondPrepaid: boolean;
}

const seatsOf = (r: SeatRow): TripSeats => ({
  seatsTotal: r.seats_total,
  seatsLeft: r.seats_left,
  prepaidSeats: r.prepaid_seats,
  releasedSeats: r.released_prepaid_seats,
});
const sellableOf = (r: SeatRow, now: Date) => sellableSeats(seatsOf(r), r.departure_at, now, r.allocation_cutoff_minutes, r.full_allocation_policy);
/** The seat columns of trip t on line l. */
const SEAT_COLUMNS_SQL = `t.departure_at, t.seats_total, t.seats_left, ${PREPAID_SEATS_SQL} AS prepaid_seats, t.released_prepaid_seats,
  l.allocation_cutoff_minutes, l.full_allocation_policy`;

const cityDto = (c: City): ProductCityDto => ({ id: c.id, name: c.name, timezone: c.timezone });

/** The products (lines with departures) a booking is made on: search by cities and date, and one product's details. */
@Injectable()
export class ProductSearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly priceRules: PriceRulesReader,
    private readonly rideRules: RideRulesService,
    private readonly rates: CurrencyRatesService,
  ) {}

  /** The line's booking fee, round-trip discounts, offline price, extra info definitions and reverse cutoff. */
  saleTerms(line: Line, manager: EntityManager = this.dataSource.manager): Promise<LineSaleTerms> {
    return loadSaleTerms(manager, { rideRules: this.rideRules, rates: this.rates, today: this.clock.today() }, line);
  }

  /**
   * Before a booking takes `count` seats of a trip in the caller's transaction: locks the trip row (so concurrent
   * bookings check one after the other), records the prepaid seats the allocation cutoff releases the first time
   * one is inside it, and answers 409 when the released seats, or under the line's 'full' allocation policy the sold
   * prepaid allocation, are those the booking would need (see sellableSeats in @farebox/domain). The seat reservation
   * itself still checks seats_left. Tells whether the booking goes beyond the prepaid allocation.
   */
  async assertSellable(manager: EntityManager, tripId: string, count: number): Promise<SaleCheck> {
    const [row] = await manager.query<SeatRow[]>(`SELECT ${SEAT_COLUMNS_SQL} FROM trip t JOIN line l ON l.id = t.line_id WHERE t.id = $1 FOR UPDATE OF t`, [
      tripId,
    ]);
    if (!row) throw notFound('Trip');
    const now = this.clock.now();
    const release = seatsToRelease(seatsOf(row), row.departure_at, now, row.allocation_cutoff_minutes);
    if (release !== null) {
      await manager.query(`UPDATE trip SET released_prepaid_seats = $2 WHERE id = $1`, [tripId, release]);
      row.released_prepaid_seats = release;
    }
    const left = sellableOf(row, now);
    if (left < count && left < row.seats_left) {
      const message =
        row.full_allocation_policy === 'full' && row.prepaid_seats > 0 ? CutoffSaleMessage.AllocationSoldOut : CutoffSaleMessage.AllocationReleased;
      throw new AppException(HttpStatus.CONFLICT, ErrorCode.NotEnoughSeats, message(left), { requested: count, seatsLeft: left });
    }
    return { beyondPrepaid: exceedsPrepaid(seatsOf(row), count) };
  }

  /** Lines with available departures from one city to the other on a local date; 400 for a date before today there. */
  async searchProducts(search: ProductSearch): Promise<ProductDto[]> {
    const [fromCity, toCity] = await Promise.all([this.city(search.fromCityId), this.city(search.toCityId)]);
    await this.assertNotPast(search.date, fromCity.timezone);
    const rows = await this.departureRows({
      fromCity,
      toCityId: toCity.id,
      date: search.date,
      companyId: search.companyId,
      lineSlug: search.lineSlug,
      channelCompanies: search.channelCompanies,
      searchableOnly: true,
    });
    if (rows.length === 0) return [];
    const lineIds = [...new Set(rows.map((r) => r.line_id))];
    const [lines, prices, rules] = await Promise.all([
      this.dataSource.getRepository(Line).find({ where: { id: In(lineIds) }, relations: { company: true } }),
      this.pricesByLine(lineIds),
      this.priceRules.byLine(lineIds),
    ]);
    const terms = new Map(await Promise.all(lines.map(async (line) => [line.id, await this.saleTerms(line)] as const)));
    return lines
      .map((line) =>
        this.productOf(
          line,
          fromCity,
          cityDto(toCity),
          rows.filter((r) => r.line_id === line.id),
          prices.get(line.id) ?? [],
          rules.get(line.id) ?? [],
          terms.get(line.id)!,
        ),
      )
      .sort((a, b) => a.denomination.localeCompare(b.denomination) || a.id.localeCompare(b.id));
  }

  /** One line on a date in one direction, with its extras, passenger types, rules and return departures; 404 for an unknown line. */
  async getProduct(lineId: string, date: string, options: ProductOptions = {}): Promise<ProductDetailDto> {
    const line = await this.dataSource.getRepository(Line).findOne({ where: { id: lineId }, relations: { company: true, fromCity: true, toCity: true } });
    if (!line) throw notFound('Line');
    const fromCityId = options.fromCityId ?? line.fromCityId;
    if (fromCityId !== line.fromCityId && fromCityId !== line.toCityId) throw invalidField('from', 'The line does not leave from this city.');
    const [from, to] = fromCityId === line.fromCityId ? [line.fromCity!, line.toCity!] : [line.toCity!, line.fromCity!];
    const [outbound, inbound, priceMap, extras, vehicleTypes, packs, rules, priceRuleMap] = await Promise.all([
      this.departureRows({ fromCity: cityDto(from), toCityId: to.id, date, lineId }),
      this.departureRows({ fromCity: cityDto(to), toCityId: from.id, date: options.returnDate ?? date, lineId }),
      this.pricesByLine([lineId]),
      this.dataSource.getRepository(LineExtraOption).find({ where: { lineId }, order: { position: 'ASC', id: 'ASC' } }),
      this.dataSource.getRepository(LineVehicleType).find({ where: { lineId }, order: { typeName: 'ASC' } }),
      this.dataSource.getRepository(LinePack).find({ where: { lineId }, order: { position: 'ASC', id: 'ASC' } }),
      this.dataSource.getRepository(LinePolicyRule).find({ where: { lineId }, order: { position: 'ASC', id: 'ASC' } }),
      this.priceRules.byLine([lineId]),
    ]);
    const terms = await this.saleTerms(line);
    const prices = priceMap.get(lineId) ?? [];
    const priceRules = priceRuleMap.get(lineId) ?? [];
    const ruleDtos = (kind: LinePolicyRule['kind']): PolicyRuleDto[] =>
      rules
        .filter((r) => r.kind === kind)
        .map((r) => ({ timeBefore: r.timeBefore, unit: r.unit, feePercent: r.feePercent.toFixed(2), direction: r.direction }));
    return {
      ...this.productOf(line, cityDto(from), cityDto(to), outbound, prices, priceRules, terms),
      slug: line.slug,
      published: line.published,
      approvalInputs: line.approvalInputs,
      newExtras: line.newExtras,
      isSupplierApi: line.isSupplierApi,
      supplierIntegration: line.supplierIntegration,
      manualBookings: line.manualBookings,
      automaticApproval: line.automaticApproval,
      privateMaxPassengers: line.privateMaxPassengers,
      vehicleOnBoard: line.vehicleOnBoard,
      refundable: line.refundable,
      amendable: line.amendable,
      supplierCurrency: line.supplierCurrency,
      passengerTypes: passengerTypesOf(line.company!.passengerTypes, prices),
      extras: extras.map((x) => ({
        id: x.id,
        extraType: x.extraType,
        label: x.label,
        note: x.note,
        needInput: x.needInput,
        inputLabel: x.inputLabel,
        mandatory: x.mandatory,
        perPassenger: x.perPassenger,
        price: x.price.toFixed(2),
        currency: x.currency,
        priceUsd: x.priceUsd.toFixed(2),
      })),
      vehicleTypes: vehicleTypes.map((v) => ({
        id: v.id,
        typeName: v.typeName,
        amount: v.amount.toFixed(2),
        currency: v.currency,
        amountUsd: v.amountUsd.toFixed(2),
      })),
      packs: packs.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        amount: p.amount.toFixed(2),
        currency: p.currency,
        amountUsd: p.amountUsd.toFixed(2),
      })),
      cancellationRules: ruleDtos('cancellation'),
      amendmentRules: ruleDtos('amendment'),
      returnDepartures: inbound.map((r) => departureOf(r, prices, priceRules)),
      passengerExtraInfo: terms.extraInfo.map((d) => ({ ...d, choices: [...d.choices] })),
    };
  }

  private productOf(
    line: Line,
    fromCity: ProductCityDto,
    toCity: ProductCityDto,
    rows: DepartureRow[],
    prices: PassengerPriceDto[],
    priceRules: LoadedPriceRule[],
    terms: LineSaleTerms,
  ): ProductDto {
    return {
      id: line.id,
      denomination: line.denomination,
      type: line.type,
      lineClass: line.lineClass,
      company: { id: line.companyId, name: line.company!.name },
      privateTransfer: line.isPrivateTransfer,
      minPassengers: line.minPassengers,
      fromCity,
      toCity,
      departures: rows.map((r) => departureOf(r, prices, priceRules)),
      charges: chargesDto(terms),
    };
  }

  private async city(id: string): Promise<City> {
    const [city] = await this.dataSource.query<City[]>(`SELECT id, name, timezone FROM city WHERE id = $1`, [id]);
    if (!city) throw notFound('City');
    return city;
  }

  private async assertNotPast(date: string, timezone: string): Promise<void> {
    const [{ past }] = await this.dataSource.query<{ past: boolean }[]>(`SELECT $1::date < ($3::timestamptz AT TIME ZONE $2)::date AS past`, [
      date,
      timezone,
      this.clock.now(),
    ]);
    if (past) throw invalidField('date', 'The date must not be before today.');
  }

  /**
   * Departures that can still be sold: from a city to another on a local date of the departure city, not gone
   * yet, not inside the line's book-before cutoff (the reverse cutoff for bToA, see bookBeforeFor) nor beyond its
   * booking window (see isBookable in @farebox/domain), not blocked, with seats that may be sold (inside the
   * allocation cutoff, not the released prepaid ones: sellableSeats). The range on departure_at reads the trip
   * (from, to, departure) index.
   */
  private async departureRows(f: DepartureFilter): Promise<DepartureRow[]> {
    const params: unknown[] = [f.fromCity.id, f.toCityId, f.date, f.fromCity.timezone, this.clock.now()];
    const and: string[] = [];
    if (f.lineId) and.push(`t.line_id = $${params.push(f.lineId)}`);
    if (f.companyId) and.push(`l.company_id = $${params.push(f.companyId)}`);
    if (f.lineSlug) and.push(`l.slug = $${params.push(f.lineSlug)}`);
    if (f.channelCompanies) {
      const listed = `l.company_id = ANY($${params.push(f.channelCompanies.companyIds)}::uuid[])`;
      and.push(f.channelCompanies.action === 'allow' ? listed : `NOT ${listed}`);
    }
    if (f.searchableOnly) and.push('l.published AND l.is_show_on_search');
    const rows = await this.dataSource.query<DepartureRow[]>(
      `SELECT t.id, t.line_id, t.event_id, t.direction, t.arrival_at, t.timezone, ${SEAT_COLUMNS_SQL},
              fs.id AS from_id, fs.name AS from_name, fs.address AS from_address, fs.city_id AS from_city_id,
              ts.id AS to_id, ts.name AS to_name, ts.address AS to_address, ts.city_id AS to_city_id,
              ${tripLocalFactsSql('t')}, ${tripPricingFactsSql('t', 'e')}
         FROM trip t
         JOIN line l ON l.id = t.line_id
         LEFT JOIN line_event e ON e.id = t.event_id
         JOIN station fs ON fs.id = t.from_station_id
         JOIN station ts ON ts.id = t.to_station_id
        WHERE t.from_city_id = $1 AND t.to_city_id = $2
          AND t.departure_at >= ($3::date)::timestamp AT TIME ZONE $4
          AND t.departure_at < ($3::date + 1)::timestamp AT TIME ZONE $4
          AND t.departure_at > $5 AND NOT t.blocked AND t.seats_left > 0
          AND (${BOOK_BEFORE_SQL} IS NULL OR t.departure_at - make_interval(mins => ${BOOK_BEFORE_SQL}) >= $5)
          AND (l.allocation_booking_window_minutes IS NULL OR t.departure_at <= $5::timestamptz + make_interval(mins => l.allocation_booking_window_minutes))
          ${and.map((c) => `AND ${c}`).join(' ')}
        ORDER BY t.departure_at, t.id`,
      params,
    );
    const now = this.clock.now();
    return rows.map((r) => ({ ...r, seats_left: sellableOf(r, now) })).filter((r) => r.seats_left > 0);
  }

  private async pricesByLine(lineIds: string[]): Promise<Map<string, PassengerPriceDto[]>> {
    const rows = await this.dataSource.getRepository(LinePrice).find({ where: { lineId: In(lineIds) }, order: { passengerType: 'ASC' } });
    const byLine = new Map<string, PassengerPriceDto[]>();
    for (const p of rows) {
      const list = byLine.get(p.lineId) ?? [];
      list.push({ passengerType: p.passengerType, amount: p.amount.toFixed(2), currency: p.currency, amountUsd: p.amountUsd.toFixed(2) });
      byLine.set(p.lineId, list);
    }
    return byLine;
  }
}

/** A departure with its prices: the line's, or a price rule's where one matches the trip or was chosen for it (see tripPriceRules). */
function departureOf(r: DepartureRow, linePrices: PassengerPriceDto[], priceRules: LoadedPriceRule[]): DepartureDto {
  const trip = ruleTripOf(r, r.from_id, r.to_id);
  const prices = applyPriceRules(
    linePrices.map((p) => ({ ...p, amount: new Decimal(p.amount), amountUsd: new Decimal(p.amountUsd) })),
    tripPriceRules(priceRules, tripPricingFactsOf(r)),
    trip,
  ).map((p) => ({ ...p, amount: p.amount.toFixed(2), amountUsd: p.amountUsd.toFixed(2) }));
  return {
    tripId: r.id,
    eventId: r.event_id,
    direction: r.direction,
    departureAt: r.departure_at.toISOString(),
    arrivalAt: r.arrival_at.toISOString(),
    timezone: r.timezone,
    seatsLeft: r.seats_left,
    from: { id: r.from_id, name: r.from_name, address: r.from_address, cityId: r.from_city_id },
    to: { id: r.to_id, name: r.to_name, address: r.to_address, cityId: r.to_city_id },
    prices,
  };
}
