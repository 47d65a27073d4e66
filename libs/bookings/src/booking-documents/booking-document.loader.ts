import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Company } from '@farebox/companies';
import { Station } from '@farebox/geo';
import { Line } from '@farebox/inventory';
import { FileStorage, notFound } from '@farebox/platform';
import { Booking } from '../bookings/booking.entity.js';
import { BookingItem } from '../bookings/booking-item.entity.js';
import { BookingPassenger } from '../bookings/booking-passenger.entity.js';
import type { VoucherPlace, VoucherSource } from './voucher-model.js';

/** A booking with what its vouchers and e-mails show. */
export interface BookingDocument {
  booking: Booking;
  supplier: Company;
  lines: Line[];
  source: VoucherSource;
}

const placeOf = (station: Station | undefined): VoucherPlace => ({
  station: station?.name ?? '',
  address: station?.address ?? null,
  city: station?.city?.name ?? '',
});

/**
 * Reads a booking, its journeys (stations and cities), passengers, lines and supplier company with the
 * supplier's logo: the one read model behind vouchers, booking e-mails and their subjects.
 */
@Injectable()
export class BookingDocumentLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async load(bookingId: string, manager: EntityManager = this.dataSource.manager): Promise<BookingDocument> {
    const booking = await manager.findOneBy(Booking, { id: bookingId });
    if (!booking) throw notFound('Booking');
    // One query after the other: a transaction's manager holds a single connection.
    const items = await manager.find(BookingItem, { where: { bookingId }, order: { position: 'ASC' } });
    const passengers = await manager.find(BookingPassenger, { where: { bookingId }, order: { position: 'ASC' } });
    const supplier = await manager.findOneByOrFail(Company, { id: booking.companyId });
    const stationIds = items.flatMap((i) => [i.fromStationId, i.toStationId]).filter((id): id is string => !!id);
    const stations = stationIds.length ? await manager.find(Station, { where: { id: In(stationIds) }, relations: { city: true } }) : [];
    const lines = await manager.find(Line, { where: { id: In([booking.lineId, ...items.map((i) => i.lineId)]) } });
    const logo = supplier.logoKey ? await this.storage.get(supplier.logoKey) : null;
    const stationById = new Map(stations.map((s) => [s.id, s]));
    const lineName = (id: string) => lines.find((l) => l.id === id)?.denomination ?? '';
    const source: VoucherSource = {
      reference: booking.reference,
      bookingCode: booking.approvalInputs?.bookingCode ?? booking.supplierBookingCode,
      customer: { firstName: booking.firstName, lastName: booking.lastName, email: booking.email, phone: booking.phone },
      price: { amount: booking.priceAmount, currency: booking.currency },
      priceUsd: booking.priceAmountUsd,
      costUsd: booking.costAmountUsd,
      costInSupplierCurrency: { amount: booking.costInSupplierCurrency, currency: booking.supplierCurrency },
      passengersCount: booking.passengersCount,
      journeys: items.map((item) => ({
        position: item.position,
        line: lineName(item.lineId),
        departureAt: item.departureAt,
        arrivalAt: item.arrivalAt,
        timezone: item.timezone,
        from: placeOf(item.fromStationId ? stationById.get(item.fromStationId) : undefined),
        to: placeOf(item.toStationId ? stationById.get(item.toStationId) : undefined),
        approvedDepartureTime: item.approvedDepartureTime,
      })),
      passengers: passengers.map((p) => ({ firstName: p.firstName, lastName: p.lastName, passengerType: p.passengerType, seats: p.seats })),
      supplier: { name: supplier.name, settings: supplier, logo },
    };
    return { booking, supplier, lines, source };
  }
}
