import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFound, type AuthenticatedUser } from '@farebox/platform';
import { SupplierApi } from '../integrations/supplier-api.port.js';
import { supplierDetailsNotAvailable } from './booking.errors.js';
import { assertCanRead } from './booking-loader.js';
import type { SupplierBookingDataDto } from './dto/booking-results.dto.js';
import { Booking } from './booking.entity.js';

/** The supplier-API details modal (spec 2.4): the booking as the supplier's system holds it. */
@Injectable()
export class BookingSupplierService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly supplier: SupplierApi,
  ) {}

  async details(id: string, user: AuthenticatedUser): Promise<SupplierBookingDataDto> {
    const booking = await this.dataSource.manager.findOneBy(Booking, { id });
    if (!booking) throw notFound('Booking');
    assertCanRead(user, booking);
    if (!booking.isSupplierApi || !booking.supplierBookingCode) throw supplierDetailsNotAvailable(booking.reference);
    const data = await this.supplier.getBooking({ integration: booking.supplierIntegration, reference: booking.supplierBookingCode });
    if (!data) throw supplierDetailsNotAvailable(booking.reference);
    return data;
  }
}
