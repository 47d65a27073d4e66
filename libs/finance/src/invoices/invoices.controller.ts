import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, INVOICE_FILE_TYPES, PAYMENTS_REPORT_FULL_RULE, PAYMENTS_REPORT_WRITE_RULE } from '@farebox/domain';
import { ApiErrors, Access, ApiIdempotent, ApiPagedResponse, CurrentUser, IdempotencyKeyHeader, type AuthenticatedUser, type Page } from '@farebox/platform';
import { InvoiceDetailDto, InvoiceDto, UploadedInvoiceDto } from './dto/invoice.dto.js';
import { InvoiceActionDto } from './dto/invoice-action.dto.js';
import { ListInvoicesQueryDto } from './dto/list-invoices-query.dto.js';
import { UploadInvoiceDto } from './dto/upload-invoice.dto.js';
import { InvoiceActionsService } from './invoice-actions.service.js';
import { InvoiceUploadInterceptor } from './invoice-upload.interceptor.js';
import { InvoiceUploadService, type UploadedInvoiceFile } from './invoice-upload.service.js';
import { InvoicesQueryService } from './invoices-query.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
const unknownInvoice = ApiErrors(ErrorCode.NotFound);

/** Supplier invoices: upload, the Invoices tab list, one invoice with its history, its file, and the workflow actions. */
@ApiTags('finance')
@Controller('v2/supplier')
export class InvoicesController {
  constructor(
    private readonly uploads: InvoiceUploadService,
    private readonly query: InvoicesQueryService,
    private readonly actions: InvoiceActionsService,
  ) {}

  @Post(':id/invoice')
  @Access(PAYMENTS_REPORT_WRITE_RULE)
  @UseInterceptors(InvoiceUploadInterceptor)
  @ApiOperation({
    summary:
      "Upload a supplier invoice (finance-admin, finance-ops or upload-invoice; others 403 'Insufficient permissions'): approved at once " +
      'when the uploader may approve its gap level, otherwise pending approval with the assignee notified',
  })
  @ApiConsumes('multipart/form-data')
  @ApiExtraModels(UploadInvoiceDto)
  @ApiBody({
    schema: {
      allOf: [
        { $ref: getSchemaPath(UploadInvoiceDto) },
        {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary', description: 'One PDF, PNG, JPEG or WebP (checked by content), at most 10 MB' } },
        },
      ],
    },
  })
  @ApiIdempotent()
  @ApiCreatedResponse({ type: UploadedInvoiceDto, description: 'The invoice; a retry with the same Idempotency-Key answers the first upload again' })
  @ApiErrors(
    ErrorCode.NotFound,
    ErrorCode.InvalidInvoiceFile,
    ErrorCode.PayloadTooLarge,
    ErrorCode.DuplicateInvoiceNumber,
    ErrorCode.CycleAlreadyInvoiced,
    ErrorCode.PeriodAlreadyInvoiced,
    ErrorCode.NoCurrencyRate,
  )
  upload(
    @Param('id', uuid) id: string,
    @Body() dto: UploadInvoiceDto,
    @UploadedFile() file: UploadedInvoiceFile | undefined,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UploadedInvoiceDto> {
    return this.uploads.upload(id, dto, file, key, user);
  }

  @Get('invoices')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The Invoices tab: filters, sort (newest first by default), 20 a page, with the actions the caller may take on each' })
  @ApiPagedResponse(InvoiceDto)
  list(@Query() query: ListInvoicesQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<Page<InvoiceDto>> {
    return this.query.list(query, user);
  }

  @Get('invoice/:id')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'One invoice with its history (who, when, note, assignee of every transition)' })
  @ApiOkResponse({ type: InvoiceDetailDto })
  @unknownInvoice
  detail(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<InvoiceDetailDto> {
    return this.query.detail(id, user);
  }

  @Get('invoice/:id/file')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "The invoice's file, shown inline; only full-admin staff with a finance role or upload-invoice (403 'Insufficient permissions')" })
  @ApiProduces(...INVOICE_FILE_TYPES)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @unknownInvoice
  @ApiErrors(ErrorCode.InvoiceFileMissing)
  async file(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser, @Res() res: FastifyReply): Promise<void> {
    const file = await this.query.file(id, user);
    void res.type(file.contentType).header('Content-Disposition', `inline; filename="${file.fileName}"`).send(file.content);
  }

  @Post('invoice/:id/action')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENTS_REPORT_WRITE_RULE)
  @ApiIdempotent()
  @ApiOperation({
    summary:
      'Assign, approve, reject, mark paid or cancel the payment of an invoice (the invoice machine); an approve without the right ' +
      'for the gap level becomes an assign. Finance roles only (403 otherwise).',
  })
  @ApiOkResponse({ type: InvoiceDetailDto })
  @ApiErrors(ErrorCode.TransitionRefused, ErrorCode.EditConflict)
  @unknownInvoice
  act(
    @Param('id', uuid) id: string,
    @Body() dto: InvoiceActionDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InvoiceDetailDto> {
    return this.actions.act(id, dto, key, user);
  }
}
