import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, PAYMENTS_REPORT_FULL_RULE, PAYMENTS_REPORT_WRITE_RULE } from '@farebox/domain';
import {
  ApiErrors,
  Access,
  ApiIdempotent,
  ApiPagedResponse,
  CurrentUser,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeyHeader,
  type AuthenticatedUser,
  type Page,
} from '@farebox/platform';
import { TopupLedgerFilterDto, TopupLedgerItemDto, TopupLedgerQueryDto } from './dto/topup-ledger.dto.js';
import { CancelDepositRequestDto, DepositRequestDto, TopupAnswerDto, TopupReceiptAnswerDto, TopupReceiptDto, TopupRequestDto } from './dto/topup-write.dto.js';
import { TopupCommandsService } from './topup-commands.service.js';
import { TopupLedgerService } from './topup-ledger.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('finance')
@Controller('v2/supplier')
export class TopupsController {
  constructor(
    private readonly commands: TopupCommandsService,
    private readonly ledger: TopupLedgerService,
  ) {}

  @Get(':id/topup-ledger')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: "A top-up supplier's ledger with running balances, newest first (20 a page)" })
  @ApiPagedResponse(TopupLedgerItemDto)
  @ApiErrors(ErrorCode.NotFound, ErrorCode.NotTopupSupplier)
  ledgerPage(@Param('id', uuid) id: string, @Query() query: TopupLedgerQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<Page<TopupLedgerItemDto>> {
    return this.ledger.page(id, query, user);
  }

  @Get(':id/topup-ledger.csv')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The whole ledger (same filters) as CSV, streamed' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.NotTopupSupplier)
  ledgerCsv(@Param('id', uuid) id: string, @Query() query: TopupLedgerFilterDto, @Res() res: FastifyReply): Promise<void> {
    return this.ledger.csv(id, query, res);
  }

  @Post(':id/topup')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENTS_REPORT_WRITE_RULE)
  @ApiIdempotent()
  @ApiOperation({ summary: 'A deposit request, a deposit (optionally answering an open request) or an adjustment' })
  @ApiOkResponse({ type: TopupAnswerDto })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.CurrencyMismatch, ErrorCode.NotTopupSupplier, ErrorCode.TransitionRefused, ErrorCode.NoCurrencyRate)
  topup(
    @Param('id', uuid) id: string,
    @Body() dto: TopupRequestDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TopupAnswerDto> {
    return this.commands.request(id, dto, key, user);
  }

  @Post(':id/topup/update')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENTS_REPORT_WRITE_RULE)
  @ApiHeader({ name: IDEMPOTENCY_KEY_HEADER, required: false, description: 'Optional: a retry with the same key gets the first answer' })
  @ApiErrors(ErrorCode.IdempotencyKeyReused)
  @ApiOperation({ summary: 'Add a receipt link to a deposit (the newest is shown); the newest link sent again adds nothing' })
  @ApiOkResponse({ type: TopupReceiptAnswerDto })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.CurrencyMismatch, ErrorCode.NotTopupSupplier, ErrorCode.Conflict)
  receipt(
    @Param('id', uuid) id: string,
    @Body() dto: TopupReceiptDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TopupReceiptAnswerDto> {
    return this.commands.addReceipt(id, dto, key, user);
  }

  @Post(':id/topup/deposit-requests/:requestId/cancel')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENTS_REPORT_WRITE_RULE)
  @ApiIdempotent()
  @ApiOperation({ summary: 'Cancel an open deposit request' })
  @ApiOkResponse({ type: DepositRequestDto })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.TransitionRefused, ErrorCode.EditConflict, ErrorCode.NotTopupSupplier)
  cancelRequest(
    @Param('id', uuid) id: string,
    @Param('requestId', uuid) requestId: string,
    @Body() dto: CancelDepositRequestDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DepositRequestDto> {
    return this.commands.cancelRequest(id, requestId, dto, key, user);
  }
}
