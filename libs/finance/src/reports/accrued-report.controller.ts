import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PAYMENTS_REPORT_FULL_RULE } from '@farebox/domain';
import { Access, Clock, ApiPagedResponse, streamCsvBatches, type Page } from '@farebox/platform';
import { ACCRUED_BREAKDOWN_CSV_HEADER, ACCRUED_CSV_HEADER, AccruedReportService } from './accrued-report.service.js';
import { ApiCsvDownload, csvFilename } from './csv-download.js';
import { AccruedBreakdownQueryDto, AccruedBreakdownRowDto, AccruedQueryDto, AccruedReportDto } from './dto/accrued.dto.js';

const ACCRUED_RULE_TEXT =
  'Supplier transactions booked in the range that are unpaid or unapproved (an approval after `to` counts as unapproved); top-up suppliers are left out';

@ApiTags('finance')
@Controller()
export class AccruedReportController {
  constructor(
    private readonly accrued: AccruedReportService,
    private readonly clock: Clock,
  ) {}

  @Get('payments-report/accrued')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: `Accrued supplier cost per supplier and currency. ${ACCRUED_RULE_TEXT}` })
  @ApiOkResponse({ type: AccruedReportDto })
  report(@Query() query: AccruedQueryDto): Promise<AccruedReportDto> {
    return this.accrued.report(query);
  }

  @Get('payments-report/accrued.csv')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The accrued report as CSV (Download Accrued for Past Year: from = today − 1 year)' })
  @ApiCsvDownload()
  csv(@Query() query: AccruedQueryDto, @Res() res: FastifyReply): Promise<void> {
    return streamCsvBatches(res, csvFilename('accrued-supplier-cost', this.clock.today()), ACCRUED_CSV_HEADER, this.accrued.csvBatches(query));
  }

  @Get('v2/supplier/eom-accrued-breakdown')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The accrued transactions of one supplier (the breakdown modal), oldest first, 20 a page' })
  @ApiPagedResponse(AccruedBreakdownRowDto)
  breakdown(@Query() query: AccruedBreakdownQueryDto): Promise<Page<AccruedBreakdownRowDto>> {
    return this.accrued.breakdown(query);
  }

  @Get('v2/supplier/eom-accrued-breakdown.csv')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The breakdown as CSV (every row), streamed' })
  @ApiCsvDownload()
  breakdownCsv(@Query() query: AccruedBreakdownQueryDto, @Res() res: FastifyReply): Promise<void> {
    return streamCsvBatches(res, csvFilename('accrued-breakdown', this.clock.today()), ACCRUED_BREAKDOWN_CSV_HEADER, this.accrued.breakdownCsvBatches(query));
  }
}
