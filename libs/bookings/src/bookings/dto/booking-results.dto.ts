import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_STATUSES, CUSTOMER_STATUSES, PAYMENT_STATUSES } from '@farebox/domain';

/** The answer of a cancel (replayed as is for a retry with the same Idempotency-Key). */
export class CancelResultDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() reference: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status: string;
  @ApiProperty({ enum: CUSTOMER_STATUSES }) customerStatus: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus: string;
  @ApiProperty({ example: '25.00', description: 'Refunded to the customer, booking currency' }) refunded: string;
  @ApiProperty({ example: '720.00', description: 'Refunded by the supplier, supplier currency' }) supplierRefunded: string;
  @ApiProperty() version: number;
}

export class SupplierPriceDto {
  @ApiProperty({ example: '720.00' }) cost: string;
  @ApiProperty({ example: 'THB' }) currency: string;
}

/** Booking data from the supplier's system (spec 3.1, Supplier booking data). */
export class SupplierBookingDataDto {
  @ApiProperty() supplierBookingReference: string;
  @ApiProperty() status: string;
  @ApiProperty({ type: String, nullable: true }) departure: string | null;
  @ApiProperty({ type: String, nullable: true }) arrival: string | null;
  @ApiProperty({ type: Number, nullable: true }) passengers: number | null;
  @ApiProperty({ type: SupplierPriceDto, nullable: true }) price: SupplierPriceDto | null;
  @ApiProperty({ type: String, nullable: true }) bookingCode: string | null;
  @ApiProperty({ type: String, nullable: true }) cancellationType: string | null;
  @ApiProperty({ type: String, nullable: true }) cancellationFee: string | null;
  @ApiProperty({ type: String, nullable: true }) cancellationCutoff: string | null;
  @ApiProperty({ type: String, nullable: true }) bookingFee: string | null;
  @ApiProperty({ type: String, nullable: true }) ticketUrl: string | null;
}
