import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, PAYMENT_ADMIN_RULE, PAYMENT_READ_RULE } from '@farebox/domain';
import {
  Access,
  ApiErrors,
  ApiIdempotent,
  ApiPagedResponse,
  CurrentUser,
  IdempotencyKeyHeader,
  streamCsvPieces,
  type AuthenticatedUser,
  type Page,
} from '@farebox/platform';
import { ListPaymentsQueryDto } from './dto/list-payments-query.dto.js';
import { NModifiedDto, PaymentDetailDto, PaymentListItemDto } from './dto/payment.dto.js';
import { MarkPaidByReferencesDto, MarkPaymentsDto, PaymentStatusDto } from './dto/payment-write.dto.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { PaymentsCsvService } from './payments-csv.service.js';
import { PAYMENTS_CSV_FILE } from './payments.export.js';
import { PaymentsQueryService } from './payments-query.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly query: PaymentsQueryService,
    private readonly csv: PaymentsCsvService,
    private readonly settlement: PaymentSettlementService,
  ) {}

  @Get()
  @Access(PAYMENT_READ_RULE)
  @ApiOperation({ summary: 'Booking payments (20 a page, newest booking first, with the total); an agent gets its own company only' })
  @ApiPagedResponse(PaymentListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListPaymentsQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<Page<PaymentListItemDto>> {
    return this.query.list(query, user);
  }

  @Get('export.csv')
  @Access(PAYMENT_READ_RULE)
  @ApiOperation({ summary: 'The payments list as CSV (same filters, every page); agents get no customer-side amounts' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiErrors(ErrorCode.ValidationFailed)
  async export(@Query() query: ListPaymentsQueryDto, @CurrentUser() user: AuthenticatedUser, @Res() res: FastifyReply): Promise<void> {
    // Written by PostgreSQL and streamed as it comes; no byte-order mark, as this export has always been.
    await streamCsvPieces(res, PAYMENTS_CSV_FILE, this.csv.header(user), this.csv.pieces(query, user), { byteOrderMark: false });
  }

  @Put()
  @Access(PAYMENT_ADMIN_RULE)
  @ApiIdempotent()
  @ApiOperation({ summary: 'Pay all selected: mark the listed payments paid; nModified counts those that were unpaid' })
  @ApiOkResponse({ type: NModifiedDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.IdempotencyKeyRequired)
  markPaid(@Body() dto: MarkPaymentsDto, @IdempotencyKeyHeader() key: string | undefined, @CurrentUser() user: AuthenticatedUser): Promise<NModifiedDto> {
    return this.settlement.markPaid(dto, key, user);
  }

  @Post('mark-paid-by-references')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENT_ADMIN_RULE)
  @ApiIdempotent()
  @ApiOperation({ summary: 'Upload Payments: mark the payments of these booking references paid, all or none (expectedCount)' })
  @ApiOkResponse({ type: NModifiedDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.IdempotencyKeyRequired, ErrorCode.NotAllMarkedPaid)
  markPaidByReferences(
    @Body() dto: MarkPaidByReferencesDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<NModifiedDto> {
    return this.settlement.markPaidByReferences(dto, key, user);
  }

  @Get(':id')
  @Access(PAYMENT_READ_RULE)
  @ApiOperation({ summary: 'One payment with its transactions, price changes and the actions the user may take; an agent only its own company (403)' })
  @ApiOkResponse({ type: PaymentDetailDto })
  @ApiErrors(ErrorCode.NotFound)
  get(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<PaymentDetailDto> {
    return this.query.detail(id, user);
  }

  @Put(':id/status')
  @Access(PAYMENT_ADMIN_RULE)
  @ApiIdempotent()
  @ApiOperation({ summary: 'Mark as Paid (unpaid -> paid) or Mark as Unpaid (paid -> unpaid)' })
  @ApiOkResponse({ type: PaymentDetailDto })
  @ApiErrors(ErrorCode.IdempotencyKeyRequired, ErrorCode.NotFound, ErrorCode.TransitionRefused)
  setStatus(
    @Param('id', uuid) id: string,
    @Body() dto: PaymentStatusDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PaymentDetailDto> {
    return this.settlement.setStatus(id, dto.status, key, user);
  }
}
