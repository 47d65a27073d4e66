import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  PRICE_CHANGE_REASON_TYPES,
  PRICE_CHANGE_TEXT_MAX,
  SETTLEMENT_STATUSES,
  SettlementStatus,
  TRANSACTION_KINDS,
  type TransactionKind,
} from '@farebox/domain';

// Amounts are decimal strings ("120.50"); their rules and messages ('Value should be greater or equal 0', ...) are
// the shared ones in @farebox/domain, so they are only declared here, not checked twice.
const amount = (description: string) => ApiPropertyOptional({ type: String, example: '120.50', description });

export class PaymentStatusDto {
  @ApiProperty({ enum: SETTLEMENT_STATUSES, description: 'paid: Mark as Paid; unpaid: Mark as Unpaid (admin only)' })
  @IsIn(SETTLEMENT_STATUSES)
  status: SettlementStatus;
}

export class MarkPaymentDto {
  @ApiProperty() @IsUUID('4') id: string;
  @ApiProperty({ enum: [SettlementStatus.Paid] }) @IsIn([SettlementStatus.Paid]) status: typeof SettlementStatus.Paid;
}

export class MarkPaymentsDto {
  @ApiProperty({ type: [MarkPaymentDto], maxItems: 1000 })
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => MarkPaymentDto)
  payments: MarkPaymentDto[];
}

export class MarkPaidByReferencesDto {
  @ApiProperty({ type: [String], maxItems: 1000, description: 'Booking references (the upload textarea, split on spaces, commas and newlines)' })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  references: string[];

  @ApiProperty({ description: 'How many payments the user expects to be marked; any other count changes nothing (409)' })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  expectedCount: number;
}

export class ReconciliationDto {
  @ApiPropertyOptional({ type: String, example: '2025-06-01' }) @IsOptional() @IsString() effectiveDate?: string | null;
  @ApiPropertyOptional({ type: String, example: '2025-06' }) @IsOptional() @IsString() @MaxLength(50) cycle?: string | null;
}

/** The booking's version the money screen showed: acting on an older one is refused with what changed since. */
const actedOnVersion = () =>
  ApiPropertyOptional({ description: "The booking's version the user acted on; an older one is 409 EditConflict with every change since" });

export class ChangePriceDto {
  @actedOnVersion() @IsOptional() @IsInt() @Min(1) version?: number;
  @amount('New total price, booking currency') @IsOptional() amount?: string;
  @amount('New supplier total, supplier currency') @IsOptional() supplierAmount?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Supplier cost per booking item reference; must add up to supplierAmount',
  })
  @IsOptional()
  @IsObject()
  supplierCostPerItem?: Record<string, string>;

  @ApiPropertyOptional({ enum: PRICE_CHANGE_REASON_TYPES.map((t) => t.type), description: 'Optional: without it (and a reason) the note is required' })
  @IsOptional()
  @IsString()
  reasonType?: string;
  @ApiPropertyOptional({ description: "One of the type's reasons, or free text for a free-text type; required with a type" })
  @IsOptional()
  @IsString()
  @MaxLength(PRICE_CHANGE_TEXT_MAX)
  reason?: string;
  @ApiPropertyOptional({ description: 'Free note; required unless a reason is chosen' }) @IsOptional() @IsString() note?: string;

  @ApiPropertyOptional({ type: ReconciliationDto, description: 'An effective date or a reconciliation cycle; needs the finance-admin or finance-ops scope' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ReconciliationDto)
  reconciliation?: ReconciliationDto;
}

export class MoneyTransactionDto {
  @actedOnVersion() @IsOptional() @IsInt() @Min(1) version?: number;
  @ApiProperty({ enum: TRANSACTION_KINDS, description: 'recoverTransaction: the gap between price and paid amount; newTransaction: the amounts given' })
  @IsIn(TRANSACTION_KINDS)
  transactionType: TransactionKind;

  @amount('Booking currency; required for a new transaction') @IsOptional() amount?: string;
  @amount('Supplier currency; required for a new transaction') @IsOptional() supplierAmount?: string;
  @ApiPropertyOptional({ description: 'Required for a new transaction' }) @IsOptional() @IsString() @MaxLength(500) reason?: string;
}
