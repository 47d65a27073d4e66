import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { APPROVAL_ATTACHMENT_TYPES, BOOKING_WRITE_RULE, ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES, type AccessRule } from '@farebox/domain';
import { Access, ApiErrors, ApiIdempotent, ChangeLogEntryDto, CurrentUser, IdempotencyKeyHeader, type AuthenticatedUser } from '@farebox/platform';
import { AttachmentUploadInterceptor } from './attachment-upload.interceptor.js';
import { BookingAttachmentsService, type UploadedAttachment } from './booking-attachments.service.js';
import { BookingCancelService } from './booking-cancel.service.js';
import { BookingCommandsService } from './booking-commands.service.js';
import { BookingEditService } from './booking-edit.service.js';
import { BookingReadService } from './booking-read.service.js';
import { BookingSupplierService } from './booking-supplier.service.js';
import { BookingWriterService } from './booking-writer.service.js';
import { BookingAttachmentDto } from './dto/booking-attachment.dto.js';
import {
  AddNoteDto,
  ApproveBookingDto,
  CancelBookingDto,
  DeclineBookingDto,
  HandledDto,
  InProgressDto,
  VersionedCommandDto,
} from './dto/booking-commands.dto.js';
import { BookingDetailDto } from './dto/booking-detail.dto.js';
import { BookingListDto } from './dto/booking-list-item.dto.js';
import { CancelResultDto, SupplierBookingDataDto } from './dto/booking-results.dto.js';
import { CreateBookingDto, CreatedBookingDto, ExchangeBookingDto, NotifyBookingDto, UpdateBookingDto } from './dto/booking-write.dto.js';
import { QueuedDto } from '../booking-documents/dto/send-mail.dto.js';
import { ListBookingsQueryDto } from './dto/list-bookings-query.dto.js';

const READERS: AccessRule = { roles: [...STAFF_ROLES, Role.Agent] };
/** Approve, decline, re-approve and the change-request answers: the supplier's agents and staff (spec 4). */
const CONFIRMERS: AccessRule = { roles: [...STAFF_WRITE_ROLES, Role.Agent] };
/** Create, edit, cancel, exchange and notes: full admins (spec 6); the web guards booking search and edit with it. */
const FULL_ADMIN_WRITERS = BOOKING_WRITE_RULE;
const uuid = new ParseUUIDPipe({ version: '4' });
const E = ErrorCode;
/** A workflow command: the booking's rules (400 with field messages, 409 with the rule's reason) and its version. */
const COMMAND_ERRORS = [E.ValidationFailed, E.NotFound, E.TransitionRefused, E.EditConflict] as const;
/** Seats a booking takes, and the USD rate its booking fee, round-trip discounts or offline price are converted at. */
const SEAT_ERRORS = [E.NotEnoughSeats, E.DepartureBlocked, E.NoCurrencyRate] as const;
/** Money moved back at the gateway and the cancellation at the supplier (cancel). */
const REFUND_ERRORS = [
  E.RefundAboveCaptured,
  E.NotRefundableThroughGateway,
  E.NotVoidable,
  E.PaymentGatewayRefused,
  E.PaymentGatewayUnavailable,
  E.PaymentGatewayNotConfigured,
  E.SupplierCancelFailed,
  E.SupplierApiUnavailable,
  E.SupplierApiNotConfigured,
] as const;

@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly read: BookingReadService,
    private readonly commands: BookingCommandsService,
    private readonly writer: BookingWriterService,
    private readonly edits: BookingEditService,
    private readonly cancellations: BookingCancelService,
    private readonly supplier: BookingSupplierService,
    private readonly attachments: BookingAttachmentsService,
  ) {}

  @Get()
  @Access(READERS)
  @ApiOperation({ summary: 'Booking list (spec 2.1): 20 a page, no total (meta.hasNext); agents get their company only, in supplier currency' })
  @ApiOkResponse({ type: BookingListDto })
  @ApiErrors(E.ValidationFailed)
  @Header('Content-Type', 'application/json; charset=utf-8')
  list(@Query() query: ListBookingsQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<string> {
    return this.read.listJson(query, user);
  }

  @Post()
  @Access(FULL_ADMIN_WRITERS)
  @ApiOperation({ summary: 'Create a booking (seats taken, priced from the line; automatic-approval lines start approved)' })
  @ApiCreatedResponse({ type: BookingDetailDto })
  @ApiErrors(E.ValidationFailed, E.NotFound, ...SEAT_ERRORS)
  async create(@Body() dto: CreateBookingDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    return this.read.detail((await this.writer.create(dto, user)).id, user);
  }

  @Get(':id')
  @Access(READERS)
  @ApiOperation({ summary: 'One booking with allowedActions, history and notes (an agent: own company only, 403 otherwise)' })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(E.NotFound)
  detail(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    return this.read.detail(id, user);
  }

  @Get(':id/change-log')
  @Access({ roles: STAFF_ROLES, fullAdmin: true })
  @ApiOperation({ summary: 'Change log, newest first: who changed which field from what to what (full admins, like the booking log)' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(E.NotFound)
  changeLog(@Param('id', uuid) id: string): Promise<ChangeLogEntryDto[]> {
    return this.read.changeLogOf(id);
  }

  @Put(':id')
  @Access(FULL_ADMIN_WRITERS)
  @ApiOperation({
    summary:
      'Edit from `version`; a journey change on an approved booking opens a change request (applied when accepted). Supplier-API bookings: phone, email, isFraudulent only',
  })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(...COMMAND_ERRORS, E.SupplierApiReadOnly, ...SEAT_ERRORS)
  async update(@Param('id', uuid) id: string, @Body() dto: UpdateBookingDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    await this.edits.update(id, dto, user);
    return this.read.detail(id, user);
  }

  @Post(':id/notify')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access(FULL_ADMIN_WRITERS)
  @ApiOperation({ summary: "After an edit is saved, the notify modal's Yes: e-mail the support team (the editor's team address) and/or the supplier" })
  @ApiAcceptedResponse({ type: QueuedDto })
  @ApiErrors(E.ValidationFailed, E.NotFound, E.TransitionRefused)
  notify(@Param('id', uuid) id: string, @Body() dto: NotifyBookingDto, @CurrentUser() user: AuthenticatedUser): Promise<QueuedDto> {
    return this.edits.notify(id, dto, user);
  }

  @Get(':id/supplier-details')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: "The supplier-API booking as the supplier's system holds it" })
  @ApiOkResponse({ type: SupplierBookingDataDto })
  @ApiErrors(E.NotFound, E.SupplierDetailsUnavailable, E.SupplierApiUnavailable, E.SupplierApiNotConfigured)
  supplierDetails(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<SupplierBookingDataDto> {
    return this.supplier.details(id, user);
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @Access(CONFIRMERS)
  @ApiOperation({ summary: 'Approve with the inputs the product defines (booking code, seats, QR codes, pickup time, extras)' })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(...COMMAND_ERRORS)
  async approve(@Param('id', uuid) id: string, @Body() dto: ApproveBookingDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    await this.commands.approve(id, dto, user);
    return this.read.detail(id, user);
  }

  @Post(':id/attachments')
  @Access(CONFIRMERS)
  @UseInterceptors(AttachmentUploadInterceptor)
  @ApiOperation({
    summary:
      'Upload an approval attachment (multipart field file) for the approval that names it in attachmentIds; who may approve or re-approve the booking now',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'PDF, PNG, JPEG or WebP (checked by content), at most 10 MB' } },
    },
  })
  @ApiCreatedResponse({ type: BookingAttachmentDto })
  @ApiErrors(E.ValidationFailed, E.InvalidAttachment, E.PayloadTooLarge, E.NotFound, E.TransitionRefused)
  @ApiErrors(...COMMAND_ERRORS)
  uploadAttachment(
    @Param('id', uuid) id: string,
    @UploadedFile() file: UploadedAttachment | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<BookingAttachmentDto> {
    return this.attachments.upload(id, file, user);
  }

  @Get(':id/attachments/:attachmentId')
  @Access(READERS)
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'Download an approval attachment (an agent: own company only, 403 otherwise)' })
  @ApiProduces(...APPROVAL_ATTACHMENT_TYPES)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(E.AttachmentNotFound)
  async attachment(
    @Param('id', uuid) id: string,
    @Param('attachmentId', uuid) attachmentId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const file = await this.attachments.read(id, attachmentId, user);
    void res.type(file.contentType).header('Content-Disposition', contentDisposition(file.fileName)).send(file.content);
  }

  @Post(':id/reapprove')
  @HttpCode(HttpStatus.OK)
  @Access(CONFIRMERS)
  @ApiOperation({ summary: 'Re-approve an approved booking (full admin), or one awaiting tickets (its supplier)' })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(...COMMAND_ERRORS)
  async reapprove(@Param('id', uuid) id: string, @Body() dto: ApproveBookingDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    await this.commands.approve(id, dto, user, 'reapprove');
    return this.read.detail(id, user);
  }

  @Post(':id/decline')
  @HttpCode(HttpStatus.OK)
  @Access(CONFIRMERS)
  @ApiOperation({ summary: 'Decline with a reason (two reasons are for full admins only) and the departure block choice' })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(...COMMAND_ERRORS)
  async decline(@Param('id', uuid) id: string, @Body() dto: DeclineBookingDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    await this.commands.decline(id, dto, user);
    return this.read.detail(id, user);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @Access(FULL_ADMIN_WRITERS)
  @ApiIdempotent()
  @ApiOperation({
    summary:
      'Cancel with a full, partial or no refund (an uncaptured card authorisation is voided); supplier-API bookings at the supplier or in admin only. ' +
      'Every refusal below comes before the supplier is called.',
  })
  @ApiOkResponse({ type: CancelResultDto })
  @ApiErrors(...COMMAND_ERRORS, E.IdempotencyKeyRequired, ...REFUND_ERRORS)
  cancel(
    @Param('id', uuid) id: string,
    @Body() dto: CancelBookingDto,
    @CurrentUser() user: AuthenticatedUser,
    @IdempotencyKeyHeader() key: string | undefined,
  ): Promise<CancelResultDto> {
    return this.cancellations.cancel(id, dto, user, key);
  }

  @Post(':id/change-request/approve')
  @HttpCode(HttpStatus.OK)
  @Access(CONFIRMERS)
  @ApiOperation({ summary: 'Accept the pending change request' })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(...COMMAND_ERRORS)
  async approveChange(@Param('id', uuid) id: string, @Body() dto: VersionedCommandDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    await this.commands.answerChangeRequest(id, dto, user, 'approve');
    return this.read.detail(id, user);
  }

  @Post(':id/change-request/decline')
  @HttpCode(HttpStatus.OK)
  @Access(CONFIRMERS)
  @ApiOperation({ summary: 'Refuse the pending change request (the booking returns to its status before the request)' })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(...COMMAND_ERRORS)
  async declineChange(@Param('id', uuid) id: string, @Body() dto: VersionedCommandDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    await this.commands.answerChangeRequest(id, dto, user, 'decline');
    return this.read.detail(id, user);
  }

  @Post(':id/in-progress')
  @HttpCode(HttpStatus.OK)
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Mark a pending manual booking as being worked on by me (or clear it); keeps the version' })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(E.NotFound, E.TransitionRefused)
  async inProgress(@Param('id', uuid) id: string, @Body() dto: InProgressDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    await this.commands.setInProgress(id, dto.inProgress, user);
    return this.read.detail(id, user);
  }

  @Post(':id/handled')
  @HttpCode(HttpStatus.OK)
  @Access({ roles: [Role.Agent] })
  @ApiOperation({ summary: "The agent's handled checkbox; keeps the version" })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(E.NotFound, E.TransitionRefused)
  async handled(@Param('id', uuid) id: string, @Body() dto: HandledDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    await this.commands.setHandled(id, dto.handled, user);
    return this.read.detail(id, user);
  }

  @Post(':id/exchange')
  @HttpCode(HttpStatus.OK)
  @Access(FULL_ADMIN_WRITERS)
  @ApiOperation({ summary: 'Cancel this booking, create the new one and move the payment to it, atomically' })
  @ApiOkResponse({ type: CreatedBookingDto })
  @ApiErrors(...COMMAND_ERRORS, ...SEAT_ERRORS)
  exchange(@Param('id', uuid) id: string, @Body() dto: ExchangeBookingDto, @CurrentUser() user: AuthenticatedUser): Promise<CreatedBookingDto> {
    return this.writer.exchange(id, dto, user);
  }

  @Post(':id/notes')
  @HttpCode(HttpStatus.OK)
  @Access(FULL_ADMIN_WRITERS)
  @ApiOperation({ summary: 'Add a note' })
  @ApiOkResponse({ type: BookingDetailDto })
  @ApiErrors(E.ValidationFailed, E.NotFound)
  async addNote(@Param('id', uuid) id: string, @Body() dto: AddNoteDto, @CurrentUser() user: AuthenticatedUser): Promise<BookingDetailDto> {
    await this.commands.addNote(id, dto, user);
    return this.read.detail(id, user);
  }
}
