import { Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, PAYMENT_ADMIN_RULE } from '@farebox/domain';
import { Access, ApiErrors, ApiIdempotent, CurrentUser, IdempotencyKeyHeader, type AuthenticatedUser } from '@farebox/platform';
import { BookingMoneyService } from './booking-money.service.js';
import { PaymentDetailDto } from './dto/payment.dto.js';
import { ChangePriceDto, MoneyTransactionDto } from './dto/payment-write.dto.js';

const uuid = new ParseUUIDPipe({ version: '4' });
const E = ErrorCode;
/** A money move on the booking's version, through the gateway (PaymentDeclined: nothing was recorded). */
const MOVE_ERRORS = [
  E.ValidationFailed,
  E.IdempotencyKeyRequired,
  E.NotFound,
  E.TransitionRefused,
  E.EditConflict,
  E.PaymentDeclined,
  E.PaymentGatewayRefused,
  E.PaymentGatewayUnavailable,
  E.PaymentGatewayNotConfigured,
] as const;

@ApiTags('payments')
@Controller('bookings')
export class BookingMoneyController {
  constructor(private readonly money: BookingMoneyService) {}

  @Post(':id/charge')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENT_ADMIN_RULE)
  @ApiIdempotent()
  @ApiOperation({ summary: "Charge the customer's stored card through the gateway: the gap to the price (recoverTransaction) or the amounts given" })
  @ApiOkResponse({ type: PaymentDetailDto })
  @ApiErrors(...MOVE_ERRORS, E.NoPaymentMethod)
  charge(
    @Param('id', uuid) id: string,
    @Body() dto: MoneyTransactionDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PaymentDetailDto> {
    return this.money.charge(id, dto, key, user);
  }

  @Post(':id/refund')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENT_ADMIN_RULE)
  @ApiIdempotent()
  @ApiOperation({ summary: 'Refund through the gateway: the overpaid part (recoverTransaction) or the amounts given; never more than captured' })
  @ApiOkResponse({ type: PaymentDetailDto })
  @ApiErrors(...MOVE_ERRORS, E.RefundAboveCaptured, E.NotRefundableThroughGateway)
  refund(
    @Param('id', uuid) id: string,
    @Body() dto: MoneyTransactionDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PaymentDetailDto> {
    return this.money.refund(id, dto, key, user);
  }

  @Post(':id/change-price')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENT_ADMIN_RULE)
  @ApiIdempotent()
  @ApiOperation({ summary: 'Change the booking price and supplier cost (per item), with a reason; a reconciliation choice needs a finance scope' })
  @ApiOkResponse({ type: PaymentDetailDto })
  @ApiErrors(E.ValidationFailed, E.IdempotencyKeyRequired, E.NotFound, E.EditConflict)
  changePrice(
    @Param('id', uuid) id: string,
    @Body() dto: ChangePriceDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PaymentDetailDto> {
    return this.money.changePrice(id, dto, key, user);
  }
}
