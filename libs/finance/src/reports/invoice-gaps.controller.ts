import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, PAYMENTS_REPORT_FULL_RULE } from '@farebox/domain';
import { ApiErrors, Access, Clock, ApiPagedResponse, streamCsvBatches, type Page } from '@farebox/platform';
import { ApiCsvDownload, csvFilename } from './csv-download.js';
import { InvoiceGapBreakdownDto, InvoiceGapRowDto, InvoiceGapsQueryDto } from './dto/invoice-gaps.dto.js';
import { INVOICE_GAPS_CSV_HEADER, InvoiceGapsService } from './invoice-gaps.service.js';

// eslint-disable-next-line no-useless-assignment -- read by the @Param() decorators below, which the rule does not see
const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('finance')
@Controller('payments-report')
export class InvoiceGapsController {
  constructor(
    private readonly gaps: InvoiceGapsService,
    private readonly clock: Clock,
  ) {}

  @Get('invoice-gaps')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'Invoice gaps since 1 January per supplier and currency (rejected invoices left out), 20 a page' })
  @ApiPagedResponse(InvoiceGapRowDto)
  list(@Query() query: InvoiceGapsQueryDto): Promise<Page<InvoiceGapRowDto>> {
    return this.gaps.page(query);
  }

  @Get('invoice-gaps.csv')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The invoice gaps report as CSV' })
  @ApiCsvDownload()
  csv(@Query() query: InvoiceGapsQueryDto, @Res() res: FastifyReply): Promise<void> {
    return streamCsvBatches(res, csvFilename('invoice-gaps', this.clock.today()), INVOICE_GAPS_CSV_HEADER, this.gaps.csvBatches(query));
  }

  @Get('invoice-gaps/:supplierId')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The breakdown: the supplier’s invoices since 1 January with their gaps, newest first' })
  @ApiOkResponse({ type: InvoiceGapBreakdownDto })
  @ApiErrors(ErrorCode.NotFound)
  breakdown(@Param('supplierId', uuid) supplierId: string): Promise<InvoiceGapBreakdownDto> {
    return this.gaps.breakdown(supplierId);
  }
}
