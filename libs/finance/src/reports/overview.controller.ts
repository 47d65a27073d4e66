import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PAYMENTS_REPORT_FULL_RULE } from '@farebox/domain';
import { Access, ApiPagedResponse, Clock, CachedResponse, streamCsvBatches, type Page } from '@farebox/platform';
import { ApiCsvDownload, csvFilename } from './csv-download.js';
import { OverviewBoxesDto, OverviewInvoiceItemDto, OverviewInvoiceQueryDto, OverviewTopupItemDto, OverviewTopupQueryDto } from './dto/overview.dto.js';
import { OVERVIEW_INVOICE_CSV_HEADER, OverviewInvoiceService } from './overview-invoice.service.js';
import { OVERVIEW_TOPUP_CSV_HEADER, OverviewTopupService } from './overview-topup.service.js';

const BOXES_CACHE_SECONDS = 30;

@ApiTags('finance')
@Controller('payments-report/overview')
export class OverviewController {
  constructor(
    private readonly topup: OverviewTopupService,
    private readonly invoice: OverviewInvoiceService,
    private readonly clock: Clock,
  ) {}

  @Get('boxes')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  // The total balance sums every top-up supplier's days of cost (hundreds of thousands of daily rows): the header
  // shows an answer up to 30 s old rather than recomputing it for every open overview. The table rows are live.
  @CachedResponse({ ttlSeconds: BOXES_CACHE_SECONDS, shared: true })
  @ApiOperation({
    summary: `The five header boxes: total top-up balance (USD), invoices to pay (USD), top-up and end-of-month suppliers, open invoices (cached ${BOXES_CACHE_SECONDS} s)`,
  })
  @ApiOkResponse({ type: OverviewBoxesDto })
  boxes(): Promise<OverviewBoxesDto> {
    return this.topup.boxes();
  }

  @Get('topup')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'Top-up suppliers with their balances, 14-day average cost and days left (20 a page, by name)' })
  @ApiPagedResponse(OverviewTopupItemDto)
  topupPage(@Query() query: OverviewTopupQueryDto): Promise<Page<OverviewTopupItemDto>> {
    return this.topup.page(query);
  }

  @Get('topup.csv')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The top-up table as CSV (same filters, every row)' })
  @ApiCsvDownload()
  topupCsv(@Query() query: OverviewTopupQueryDto, @Res() res: FastifyReply): Promise<void> {
    return streamCsvBatches(res, csvFilename('overview-topup', this.clock.today()), OVERVIEW_TOPUP_CSV_HEADER, this.topup.csvBatches(query));
  }

  @Get('invoice')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'Invoice suppliers per payment cycle: cycle cost, USD and invoice status (20 a page)' })
  @ApiPagedResponse(OverviewInvoiceItemDto)
  invoicePage(@Query() query: OverviewInvoiceQueryDto): Promise<Page<OverviewInvoiceItemDto>> {
    return this.invoice.page(query);
  }

  @Get('invoice.csv')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The invoice table as CSV (same filters, every row)' })
  @ApiCsvDownload()
  invoiceCsv(@Query() query: OverviewInvoiceQueryDto, @Res() res: FastifyReply): Promise<void> {
    return streamCsvBatches(res, csvFilename('overview-invoice', this.clock.today()), OVERVIEW_INVOICE_CSV_HEADER, this.invoice.csvBatches(query));
  }
}
