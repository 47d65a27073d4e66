import { applyDecorators, Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { PAYMENT_ADMIN_RULE } from '@farebox/domain';
import { Access, ApiIdempotent, CurrentUser, ErrorResponseDto, IdempotencyKeyHeader, type AuthenticatedUser } from '@farebox/platform';
import { BookingMoneyService } from './booking-money.service.js';
import { PaymentDetailDto } from './dto/payment.dto.js';
import { ChangePriceDto, MoneyTransactionDto } from './dto/payment-write.dto.js';

const uuid = new ParseUUIDPipe({ version: '4' });
const ApiGatewayErrors = () =>
  applyDecorators(
    ApiPaymentRequiredResponse({ type: ErrorResponseDto, description: 'PaymentDeclined: the gateway declined; nothing was recorded' }),
    ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'PaymentGatewayUnavailable' }),
    ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'PaymentGatewayNotConfigured: PAYMENT_GATEWAY_URL is not set' }),
  );

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
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'TransitionRefused (nothing to recover, fraudulent booking), NoPaymentMethod, EditConflict' })
  @ApiGatewayErrors()
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
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'RefundAboveCaptured, TransitionRefused (disputed, nothing to recover), EditConflict' })
  @ApiGatewayErrors()
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
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "details list every invalid field ('Value should be greater or equal 0', ...)" })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'EditConflict: the booking changed meanwhile' })
  changePrice(
    @Param('id', uuid) id: string,
    @Body() dto: ChangePriceDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PaymentDetailDto> {
    return this.money.changePrice(id, dto, key, user);
  }
}
