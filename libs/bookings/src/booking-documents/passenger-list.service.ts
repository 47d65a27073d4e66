import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CustomerStatus, Role } from '@farebox/domain';
import { Company } from '@farebox/companies';
import { notAuthorized } from '@farebox/identity';
import { Clock, notFound, toCsv, type AuthenticatedUser, type CsvFile } from '@farebox/platform';
import type { CompanyPassengerListQueryDto, PassengerListQueryDto } from './dto/passenger-list-query.dto.js';
import { formatLocalIso, previousDayIn, SALES_REPORT_TIMEZONE } from './zoned-time.js';

export const PASSENGER_LIST_COLUMNS = [
  'Booking reference',
  'Departure (local)',
  'Time zone',
  'Line',
  'From',
  'To',
  'First name',
  'Last name',
  'Passenger type',
  'Age',
  'Phone',
  'E-mail',
  'Seat',
  'Booking code',
  'Status',
  'Customer status',
] as const;

interface Filter {
  /** Null: every company (staff without a company filter). */
  companyId: string | null;
  day: string;
  customerStatus: CustomerStatus;
  tripId: string | null;
}

interface RawRow {
  reference: string;
  departure_at: Date;
  timezone: string;
  line: string;
  from_station: string | null;
  to_station: string | null;
  first_name: string;
  last_name: string;
  passenger_type: string;
  age: number | null;
  phone: string | null;
  email: string | null;
  seat: string | null;
  booking_code: string | null;
  status: string;
  customer_status: string;
}

/** Every zone is within 14 hours of UTC: this window holds every instant whose local day is `day`. */
function utcWindowOf(day: string): [Date, Date] {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const hours = (h: number) => h * 3_600_000;
  return [new Date(midnight - hours(14)), new Date(midnight + hours(24 + 14))];
}

/**
 * Passenger lists: one row per passenger of each journey (outbound or return) departing on a day, the day read
 * in the departure station's time zone. Contact details fall back to the booking's for the lead passenger.
 */
@Injectable()
export class PassengerListService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The booking list's Download Passenger List: approved bookings; an agent gets its own company's only. */
  forDeparture(query: PassengerListQueryDto, user: AuthenticatedUser): Promise<CsvFile> {
    const companyId = user.role === Role.Agent ? user.companyId : (query.company ?? null);
    if (user.role === Role.Agent && !companyId) throw notAuthorized();
    return this.build(
      { companyId, day: query.departureDate, customerStatus: CustomerStatus.Approved, tripId: query.tripId ?? null },
      `passengers-${query.departureDate}.csv`,
    );
  }

  /** The company view's approved and cancelled lists (yesterday in Asia/Jerusalem by default). */
  async forCompany(companyId: string, query: CompanyPassengerListQueryDto, user: AuthenticatedUser): Promise<CsvFile> {
    if (user.role === Role.Agent && user.companyId !== companyId) throw notAuthorized();
    if (!(await this.dataSource.manager.existsBy(Company, { id: companyId }))) throw notFound('Company');
    const day = query.date ?? previousDayIn(this.clock.now(), SALES_REPORT_TIMEZONE);
    return this.build({ companyId, day, customerStatus: query.status, tripId: null }, `passengers-${query.status}-${day}.csv`);
  }

  private async build(filter: Filter, filename: string): Promise<CsvFile> {
    const [from, to] = utcWindowOf(filter.day);
    const rows: RawRow[] = await this.dataSource.query(
      `SELECT b.reference, bi.departure_at, bi.timezone, l.denomination AS line, fs.name AS from_station, ts.name AS to_station,
              p.first_name, p.last_name, p.passenger_type, p.age,
              COALESCE(p.phone, CASE WHEN p.position = 0 THEN b.phone END) AS phone,
              COALESCE(p.email, CASE WHEN p.position = 0 THEN b.email END) AS email,
              p.seats ->> (CASE WHEN bi.position = 0 THEN 'departure' ELSE 'return' END) AS seat,
              COALESCE(b.approval_inputs ->> 'bookingCode', b.supplier_booking_code) AS booking_code,
              b.status, b.customer_status
         FROM booking b
         JOIN booking_item bi ON bi.booking_id = b.id
         JOIN booking_passenger p ON p.booking_id = b.id
         JOIN line l ON l.id = bi.line_id
         LEFT JOIN station fs ON fs.id = bi.from_station_id
         LEFT JOIN station ts ON ts.id = bi.to_station_id
        WHERE ($1::uuid IS NULL OR b.company_id = $1)
          AND b.customer_status = $2
          AND bi.departure_at >= $3 AND bi.departure_at < $4
          AND (bi.departure_at AT TIME ZONE bi.timezone)::date = $5::date
          AND ($6::uuid IS NULL OR bi.trip_id = $6)
        ORDER BY bi.departure_at, b.reference, bi.position, p.position`,
      [filter.companyId, filter.customerStatus, from, to, filter.day, filter.tripId],
    );
    const content = toCsv(
      PASSENGER_LIST_COLUMNS,
      rows.map((r) => [
        r.reference,
        formatLocalIso(r.departure_at, r.timezone),
        r.timezone,
        r.line,
        r.from_station,
        r.to_station,
        r.first_name,
        r.last_name,
        r.passenger_type,
        r.age,
        r.phone,
        r.email,
        r.seat,
        r.booking_code,
        r.status,
        r.customer_status,
      ]),
    );
    return { filename, content };
  }
}
