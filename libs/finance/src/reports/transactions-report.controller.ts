import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PAYMENTS_REPORT_READ_RULE } from '@farebox/domain';
import { Access, Clock, CurrentUser, streamCsvPieces, type AuthenticatedUser } from '@farebox/platform';
import { ApiCsvDownload, csvFilename } from './csv-download.js';
import { TransactionsReportDto, TransactionsReportQueryDto } from './dto/transactions-report.dto.js';
import { TRANSACTIONS_REPORT_FILE } from './transactions-report.export.js';
import { TRANSACTIONS_REPORT_CSV_HEADER, TransactionsReportService } from './transactions-report.service.js';

@ApiTags('finance')
@Controller('payments-report')
export class TransactionsReportController {
  constructor(
    private readonly report: TransactionsReportService,
    private readonly clock: Clock,
  ) {}

  @Get('reports')
  @Access(PAYMENTS_REPORT_READ_RULE)
  @ApiOperation({
    summary:
      'Reports tab: supplier transactions by booking date range (and supplier) or by booking reference, with totals per currency; agents get their own company only',
  })
  @ApiOkResponse({ type: TransactionsReportDto })
  list(@Query() query: TransactionsReportQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<TransactionsReportDto> {
    return this.report.page(query, user);
  }

  @Get('reports.csv')
  @Access(PAYMENTS_REPORT_READ_RULE)
  @ApiOperation({ summary: 'The report as CSV (same filters, every row), streamed' })
  @ApiCsvDownload()
  csv(@Query() query: TransactionsReportQueryDto, @CurrentUser() user: AuthenticatedUser, @Res() res: FastifyReply): Promise<void> {
    return streamCsvPieces(res, csvFilename(TRANSACTIONS_REPORT_FILE, this.clock.today()), TRANSACTIONS_REPORT_CSV_HEADER, this.report.csvPieces(query, user));
  }
}
