import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { ADJUSTMENT_TYPES, DEPOSIT_REQUEST_STATES, TOPUP_REQUEST_TYPES, type DepositRequestState } from '@farebox/domain';
import { DEPOSIT_REQUEST_ACTIONS, type DepositRequestActionName } from './topup-ledger.dto.js';

// The fields' rules and messages are the shared validateTopupRequest / validateReceipt of @farebox/domain (the web
// form runs the same); they are only declared here, not checked twice.

/** The deposit request's version the ledger showed: acting on an older one is refused with what changed since. */
const actedOnVersion = () =>
  ApiPropertyOptional({ description: "The deposit request's version the user acted on; an older one is 409 EditConflict with every change since" });

/** POST .../topup/deposit-requests/{requestId}/cancel: the body is optional. */
export class CancelDepositRequestDto {
  @actedOnVersion() @IsOptional() @IsInt() @Min(1) version?: number;
}

/** POST /v2/supplier/{id}/topup (spec 3 'Top-up request'). */
export class TopupRequestDto {
  @ApiProperty({ enum: TOPUP_REQUEST_TYPES }) @IsOptional() @IsString() @MaxLength(50) type: string;
  @ApiProperty({ type: String, example: '15000.00', description: 'Supplier currency; a deposit request or deposit above 0, an adjustment signed and not 0' })
  @IsOptional()
  amount: string | number;
  @ApiProperty({ example: 'THB', description: "Must be the supplier's currency (409 currencyMismatch otherwise)" })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  currency: string;
  @ApiPropertyOptional({ example: 'immediate', description: "Deposit requests: 'immediate' or one of the offered dates (15th and month ends for a year)" })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  dueDate?: string;
  @ApiPropertyOptional({ enum: ADJUSTMENT_TYPES, default: 'cash' }) @IsOptional() @IsString() @MaxLength(20) adjustmentType?: string;
  @ApiPropertyOptional({ example: '2026-11-20', description: 'Adjustments: the day it counts from (default today)' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  adjustmentDate?: string;
  @ApiPropertyOptional({ description: 'Required for adjustments' }) @IsOptional() @IsString() @MaxLength(2000) note?: string;
  @ApiPropertyOptional({ description: 'A deposit answering this open deposit request (it becomes deposited)' }) @IsOptional() @IsUUID('4') depositId?: string;
  @actedOnVersion() @IsOptional() @IsInt() @Min(1) depositRequestVersion?: number;
  @ApiPropertyOptional({ description: 'Sent by the form for display; ignored' }) @IsOptional() @IsString() @MaxLength(300) supplierName?: string;
  @ApiPropertyOptional({ description: 'Sent by the form for display; ignored' }) @IsOptional() @IsString() @MaxLength(50) calculationBasedOn?: string;
  @ApiPropertyOptional({ description: 'Sent by the form for display; ignored' }) @IsOptional() @IsString() @MaxLength(50) invoicePaymentCycle?: string;
}

export class TopupAnswerDto {
  @ApiProperty({ enum: ['success'] }) answer: 'success';
  @ApiProperty({ description: 'The deposit request, deposit or adjustment made' }) id: string;
}

/** POST /v2/supplier/{id}/topup/update: a receipt link for a deposit. */
export class TopupReceiptDto {
  @ApiProperty({ description: 'The deposit (its ledger id)' }) @IsUUID('4') depositId: string;
  @ApiProperty({ example: 'THB' }) @IsOptional() @IsString() @MaxLength(10) currency: string;
  @ApiProperty({ example: 'https://drive.example.com/receipts/123.pdf' }) @IsOptional() @IsString() @MaxLength(2000) receipt: string;
}

export class TopupReceiptAnswerDto {
  @ApiProperty({ enum: ['receipt'] }) answer: 'receipt';
  @ApiProperty() receipt: string;
}

export class DepositRequestDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: DEPOSIT_REQUEST_STATES }) state: DepositRequestState;
  @ApiProperty({ example: '15000.00' }) amount: string;
  @ApiProperty({ example: 'THB' }) currency: string;
  @ApiProperty({ example: '410.96' }) amountUsd: string;
  @ApiProperty({ type: String, nullable: true, description: "null: 'Immediate'" }) dueDate: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ description: 'Raised by the daily job' }) isAuto: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() version: number;
  @ApiProperty({ enum: DEPOSIT_REQUEST_ACTIONS, isArray: true }) allowedActions: DepositRequestActionName[];
}
