import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  ADJUSTMENT_TYPES,
  DEFAULT_LEDGER_BASIS,
  DEPOSIT_REQUEST_STATES,
  LEDGER_BASES,
  LEDGER_ITEM_TYPES,
  LEDGER_OPERATIONS,
  type AdjustmentType,
  type DepositRequestState,
  type LedgerBasis,
  type LedgerItemType,
  type LedgerOperation,
} from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

export class TopupLedgerFilterDto {
  @ApiPropertyOptional({ enum: LEDGER_OPERATIONS, default: 'all', description: 'Only the rows of one operation (the balances stay those of the whole ledger)' })
  @IsOptional()
  @IsIn(LEDGER_OPERATIONS)
  operation: LedgerOperation = 'all';

  @ApiPropertyOptional({
    enum: LEDGER_BASES,
    default: DEFAULT_LEDGER_BASIS,
    description: 'Booking rows are dated and ordered by their booking date or their effective date',
  })
  @IsOptional()
  @IsIn(LEDGER_BASES)
  basis: LedgerBasis = DEFAULT_LEDGER_BASIS;
}

export class TopupLedgerQueryDto extends IntersectionType(TopupLedgerFilterDto, PageQueryDto) {}

export const DEPOSIT_REQUEST_ACTIONS = ['cancel', 'deposit'] as const;
export type DepositRequestActionName = (typeof DEPOSIT_REQUEST_ACTIONS)[number];

export class LedgerDepositRequestDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: DEPOSIT_REQUEST_STATES }) state: DepositRequestState;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-15', description: "null: 'Immediate'" }) dueDate: string | null;
  @ApiProperty({ description: 'What cancel and an answering deposit send as the version they act on' }) version: number;
  @ApiProperty({ enum: DEPOSIT_REQUEST_ACTIONS, isArray: true, description: 'What the caller may do with it now' }) allowedActions: DepositRequestActionName[];
}

/** A top-up ledger item (spec 3); amounts in the supplier currency and in USD, balances after the row. */
export class TopupLedgerItemDto {
  @ApiProperty({ description: 'The supplier transaction, top-up entry or deposit request' }) id: string;
  @ApiProperty({ description: 'Booking rows: the booking or effective date (the basis); others: when they were made (or the adjustment date)' })
  timestamp: string;
  @ApiProperty({ enum: LEDGER_ITEM_TYPES }) type: LedgerItemType;
  @ApiProperty({ enum: ADJUSTMENT_TYPES, nullable: true }) adjustmentType: AdjustmentType | null;
  @ApiProperty({ type: String, nullable: true }) bookingReference: string | null;
  @ApiProperty({ example: '-2500.00', description: 'Signed: a booking cost consumes the balance (negative), a deposit adds; a deposit request moves nothing' })
  amount: string;
  @ApiProperty({ example: '41250.00', description: 'The balance after this row' }) balance: string;
  @ApiProperty({ example: '-68.49' }) amountUsd: string;
  @ApiProperty({ example: '1130.14', description: 'Σ of the USD amounts (each at its own date) up to this row' }) balanceUsd: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, nullable: true }) invoiceReference: string | null;
  @ApiProperty({ type: String, nullable: true, description: "A deposit's newest receipt link" }) receipt: string | null;
  @ApiProperty({ type: String, nullable: true }) modifiedBy: string | null;
  @ApiProperty({ description: 'A booking cost whose effective date is still ahead: in the booking-date balance, not yet in the balance' })
  isFreezedAmount: boolean;
  @ApiProperty({ description: 'The first row dated after today' }) isFirstFuturePayment: boolean;
  @ApiPropertyOptional({ type: LedgerDepositRequestDto }) depositRequest?: LedgerDepositRequestDto;
}
