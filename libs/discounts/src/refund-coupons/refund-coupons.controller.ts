import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, REFUND_COUPON_CANCEL_RULE, SCREEN_RULES } from '@farebox/domain';
import { Access, ApiErrors, ApiIdempotent, ApiPagedResponse, CurrentUser, IdempotencyKeyHeader, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CancelledRefundCouponDto, CancelRefundCouponDto, ListRefundCouponsQueryDto, RefundCouponDto } from './refund-coupon.dto.js';
import { RefundCouponsService } from './refund-coupons.service.js';

/** Refund coupons, "Manage Codes" (spec part 3, sections 2 to 4). */
@ApiTags('refund-coupons')
@Controller('refund-coupons')
export class RefundCouponsController {
  constructor(private readonly coupons: RefundCouponsService) {}

  @Get()
  @Access(SCREEN_RULES.refundCoupons)
  @ApiOperation({ summary: 'Refund coupons by code, e-mail, booking reference, status and currency, newest first' })
  @ApiPagedResponse(RefundCouponDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListRefundCouponsQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<Page<RefundCouponDto>> {
    return this.coupons.list(query, user);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @Access(REFUND_COUPON_CANCEL_RULE)
  @ApiIdempotent()
  @ApiOperation({
    summary: "Cancel the coupon and refund its balance (and, including fees, the processing fee) to the source booking's card payments",
  })
  @ApiOkResponse({ type: CancelledRefundCouponDto })
  @ApiErrors(
    ErrorCode.ValidationFailed,
    ErrorCode.NotFound,
    ErrorCode.RefundCouponNotCancellable,
    ErrorCode.RefundCouponNotRefundable,
    ErrorCode.PaymentGatewayRefused,
    ErrorCode.PaymentGatewayUnavailable,
    ErrorCode.PaymentGatewayNotConfigured,
  )
  cancel(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: CancelRefundCouponDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CancelledRefundCouponDto> {
    return this.coupons.cancel(id, dto.includeProcessingFees, key, user);
  }
}
