import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { COUPON_CANCEL_ACTIONS, CURRENCIES, REFUND_COUPON_STATUSES, type CouponCancelAction, type RefundCouponStatus } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The coupon filters of spec part 3, section 2. */
export class ListRefundCouponsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Start of the code (case-insensitive)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  code?: string;

  @ApiPropertyOptional({ description: "Start of the customer's e-mail (case-insensitive)" })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(320)
  email?: string;

  @ApiPropertyOptional({ description: 'A booking reference the coupon was issued for or consumed by (exact)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  bookingReference?: string;

  @ApiPropertyOptional({ enum: REFUND_COUPON_STATUSES })
  @IsOptional()
  @IsIn(REFUND_COUPON_STATUSES)
  status?: RefundCouponStatus;

  @ApiPropertyOptional({ enum: CURRENCIES })
  @IsOptional()
  @IsIn(CURRENCIES)
  currency?: string;
}

export class CouponConsumptionDto {
  @ApiProperty({ example: '-12.50', description: 'Taken off the balance (negative decimal)' }) amount: string;
  @ApiProperty({ type: [String] }) bookingReferences: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** One row of the coupons table. */
export class RefundCouponDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() code: string;
  @ApiProperty({ example: '40.00', description: 'The sum of the ledger (decimal)' }) balance: string;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) expireAt: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ type: [String], description: 'The cancelled bookings it was issued for' }) bookingReferences: string[];
  @ApiProperty({ type: [CouponConsumptionDto] }) consumptions: CouponConsumptionDto[];
  @ApiProperty({ enum: REFUND_COUPON_STATUSES }) status: RefundCouponStatus;
  @ApiProperty({ example: '1.50', description: 'Refunded on top of the balance by a cancel including processing fees' }) processingFee: string;
  @ApiProperty({ enum: COUPON_CANCEL_ACTIONS, isArray: true, description: 'The cancels this user may do now' })
  allowedActions: CouponCancelAction[];
}

export class CancelRefundCouponDto {
  @ApiProperty({ description: 'Refund the processing fee too (Cancel including fees)' })
  @IsBoolean({ message: 'includeProcessingFees must be true or false' })
  includeProcessingFees: boolean;
}

export class CancelledRefundCouponDto {
  @ApiProperty({ type: RefundCouponDto }) coupon: RefundCouponDto;
  @ApiProperty({ example: '41.50', description: 'Refunded to the card(s) (decimal)' }) refunded: string;
}
