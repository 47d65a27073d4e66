import { Controller, HttpCode, HttpStatus, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, PaymentMessage, PAYMENTS_REPORT_WRITE_RULE } from '@farebox/domain';
import {
  Access,
  ApiErrors,
  ApiIdempotent,
  AppException,
  CurrentUser,
  IdempotencyKeyHeader,
  SingleFileUpload,
  validationFailed,
  type AuthenticatedUser,
} from '@farebox/platform';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { referencesFromUpload } from './upload-payments.js';

const MAX_UPLOAD_BYTES = 1024 * 1024;
/** The bulk mark-paid body takes at most this many references (MarkPaidByReferencesDto). */
const MAX_REFERENCES = 1000;

export class UploadPaymentsResultDto {
  @ApiProperty({ description: 'How many payments were marked paid' }) nModified: number;
  @ApiProperty({ description: 'How many distinct references the file held (all must be marked, or none is)' }) expectedCount: number;
}

const tooLarge = () => new AppException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCode.PayloadTooLarge, 'The file must be at most 1 MB.');

/** A text/csv or text/plain body, read as it arrives (the app leaves text bodies unparsed), at most 1 MB. */
async function textBody(req: FastifyRequest): Promise<string> {
  // Already read by another body parser (JSON, form): no CSV in it.
  if (req.body !== undefined || req.raw.readableEnded) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Upload of payments by CSV on the payments report's overview. It lives in bookings, not finance, because it is the
 * bookings' Mark as Paid (PaymentSettlementService.markPaidByReferences: all the references or none, the same
 * messages) and finance may not import bookings (bookings imports finance).
 */
@ApiTags('finance')
@Controller('payments-report')
export class UploadPaymentsController {
  constructor(private readonly settlement: PaymentSettlementService) {}

  @Post('upload-payments')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENTS_REPORT_WRITE_RULE)
  @ApiIdempotent()
  @UseInterceptors(SingleFileUpload(MAX_UPLOAD_BYTES, tooLarge))
  @ApiOperation({
    summary: 'Upload payments: mark paid the payments of the booking references in a CSV (a bookingReference column, or one reference per line), all or none',
  })
  @ApiConsumes('text/csv', 'text/plain', 'multipart/form-data')
  @ApiBody({
    schema: { type: 'string', example: 'bookingReference\r\nFB12345\r\nFB12346\r\n' },
    description: 'The CSV as the body, or a multipart field `file`',
  })
  @ApiOkResponse({ type: UploadPaymentsResultDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.IdempotencyKeyRequired, ErrorCode.PayloadTooLarge, ErrorCode.NotAllMarkedPaid)
  async upload(
    @Req() req: FastifyRequest,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UploadPaymentsResultDto> {
    const references = referencesFromUpload(file ? file.buffer.toString('utf8') : await textBody(req));
    if (references.length === 0) throw validationFailed([{ field: 'file', message: PaymentMessage.AtLeastOnePayment }], PaymentMessage.AtLeastOnePayment);
    if (references.length > MAX_REFERENCES) {
      const message = `At most ${MAX_REFERENCES} booking references per upload.`;
      throw validationFailed([{ field: 'file', message }], message);
    }
    const { nModified } = await this.settlement.markPaidByReferences({ references, expectedCount: references.length }, key, user);
    return { nModified, expectedCount: references.length };
  }
}
