import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { BOOKING_STATUSES } from '@farebox/domain';

/** The shapes of the booking's JSON columns, as the detail answers them. */

const nullable = (type: unknown, description?: string) => ApiProperty({ type: type as never, nullable: true, description });
const optionalNullable = (type: unknown, description?: string) => ApiPropertyOptional({ type: type as never, nullable: true, description });

/** A value per leg of the journey (seat numbers, QR codes). */
export class LegValuesDto {
  @optionalNullable(String, 'Outbound') departure?: string | null;
  @optionalNullable(String, 'Return') return?: string | null;
}

export class PassengerExtraInfoDto {
  @ApiProperty() slug: string;
  @ApiProperty() value: string;
}

export class ItemSupplierApiDto {
  @ApiProperty() status: string;
  @nullable(String) supplierBookingReference: string | null;
  @nullable(String) supplierIntegrationBookingId: string | null;
  @ApiProperty() supplierIntegration: string;
}

export class AdditionalFeeDto {
  @ApiProperty() description: string;
  @ApiProperty({ example: '5.00' }) price: string;
}

export class AdditionalTransactionDto {
  @ApiProperty({ enum: ['charge', 'refund'] }) type: 'charge' | 'refund';
  @ApiProperty({ example: '5.00' }) price: string;
  @ApiProperty() description: string;
  @ApiProperty() isSettled: boolean;
  @nullable(String) email: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AddonSelectionDto {
  @ApiProperty() offerItemCode: string;
  @ApiProperty({ example: '5.00' }) price: string;
}

export class AddonDto {
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() paymentStatus: string;
  @ApiProperty({ type: [AddonSelectionDto] }) selection: AddonSelectionDto[];
}

export class RedeemedCouponDto {
  @ApiProperty() code: string;
  @ApiProperty({ example: '5.00' }) amount: string;
  @ApiProperty({ example: 'USD' }) currency: string;
}

export class ApprovedExtraDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['passengerRequest', 'original', 'other'] }) status: string;
  @optionalNullable(String) otherValue?: string | null;
}

/** What the last approve saved. */
export class StoredApprovalInputsDto {
  @optionalNullable(String) bookingCode?: string | null;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { $ref: getSchemaPath(LegValuesDto) }, description: 'By passenger id' })
  seats?: Record<string, LegValuesDto>;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'By passenger id' }) qrCodes?: Record<string, string>;
  @optionalNullable(String, 'HH:mm, local') pickupTime?: string | null;
  @ApiPropertyOptional({ type: [ApprovedExtraDto] }) extras?: ApprovedExtraDto[];
}

/** The pending or last change request (without the proposed journey, which carries contact data). */
export class AmendRequestDto {
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiProperty({ description: 'Who: the user name' }) requestedBy: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) previousStatus: string;
  @ApiProperty({ type: [String] }) changedFields: string[];
  @ApiPropertyOptional() description?: string;
}

export class CancellationDto {
  @ApiProperty() refundType: string;
  @optionalNullable(String) feePercent?: string | null;
  @optionalNullable(String) amount?: string | null;
  @optionalNullable(String) costRefundInSupplierCurrency?: string | null;
  @ApiPropertyOptional() includeFees?: boolean;
  @optionalNullable(String) cancellationType?: string | null;
  @optionalNullable(String) reason?: string | null;
}

/** The application (agency) the booking came from. */
export class BookingApplicationDto {
  @ApiProperty() name: string;
  @nullable(String) email: string | null;
  @nullable(String) domain: string | null;
}
