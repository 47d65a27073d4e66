import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, sendCsv, type AuthenticatedUser } from '@farebox/platform';
import { BookingMailService } from './booking-mail.service.js';
import { PassengerListQueryDto } from './dto/passenger-list-query.dto.js';
import { BookingEmailDto, BulkBookingsDto, BulkEmailDto, QueuedDto, ResendRequestDto, SendVoucherDto } from './dto/send-mail.dto.js';
import { PassengerListService } from './passenger-list.service.js';
import { VoucherPdfService } from './voucher-pdf.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
/** Spec part 2, section 6: vouchers, e-mails, booking requests and the e-mail log are full-admin only. */
const FULL_ADMIN_WRITE = { roles: STAFF_WRITE_ROLES, fullAdmin: true } as const;
const FULL_ADMIN_READ = { roles: STAFF_ROLES, fullAdmin: true } as const;

@ApiTags('booking mail')
@Controller('bookings')
export class BookingMailController {
  constructor(
    private readonly mail: BookingMailService,
    private readonly vouchers: VoucherPdfService,
    private readonly passengerLists: PassengerListService,
  ) {}

  @Get('passenger-list.csv')
  @Access({ roles: [...STAFF_ROLES, Role.Agent] })
  @ApiOperation({ summary: "Passengers of the approved bookings departing on a day (an agent gets its own company's only)" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiErrors(ErrorCode.ValidationFailed)
  async passengerList(@Query() query: PassengerListQueryDto, @CurrentUser() user: AuthenticatedUser, @Res() res: FastifyReply): Promise<void> {
    sendCsv(res, await this.passengerLists.forDeparture(query, user));
  }

  @Post('vouchers')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access(FULL_ADMIN_WRITE)
  @ApiOperation({ summary: 'Queue the voucher of each booking to its customer; bookings that may not get one are listed as skipped' })
  @ApiAcceptedResponse({ type: QueuedDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  sendVouchers(@Body() dto: BulkBookingsDto, @CurrentUser() user: AuthenticatedUser): Promise<QueuedDto> {
    return this.mail.sendVouchers(dto.bookingIds, user);
  }

  @Post('emails')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access(FULL_ADMIN_WRITE)
  @ApiOperation({ summary: "Queue an e-mail (subject and plain-text body) to each booking's customer" })
  @ApiAcceptedResponse({ type: QueuedDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  sendEmails(@Body() dto: BulkEmailDto, @CurrentUser() user: AuthenticatedUser): Promise<QueuedDto> {
    return this.mail.sendBulkEmail(dto, user);
  }

  @Post(':id/send-voucher')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access(FULL_ADMIN_WRITE)
  @ApiOperation({ summary: "Queue the voucher PDF to an address (the booking's e-mail when none is given)" })
  @ApiAcceptedResponse({ type: QueuedDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.TransitionRefused)
  sendVoucher(@Param('id', uuid) id: string, @Body() dto: SendVoucherDto, @CurrentUser() user: AuthenticatedUser): Promise<QueuedDto> {
    return this.mail.sendVoucher(id, dto, user);
  }

  @Post(':id/resend-request')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access(FULL_ADMIN_WRITE)
  @ApiOperation({ summary: 'Queue the booking request to the given agent e-mails' })
  @ApiAcceptedResponse({ type: QueuedDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  resendRequest(@Param('id', uuid) id: string, @Body() dto: ResendRequestDto, @CurrentUser() user: AuthenticatedUser): Promise<QueuedDto> {
    return this.mail.resendRequest(id, dto, user);
  }

  @Get(':id/emails')
  @Access(FULL_ADMIN_READ)
  @ApiOperation({ summary: 'E-mail log of the booking, newest first' })
  @ApiOkResponse({ type: [BookingEmailDto] })
  @ApiErrors(ErrorCode.NotFound)
  emails(@Param('id', uuid) id: string): Promise<BookingEmailDto[]> {
    return this.mail.emailsOf(id);
  }

  @Get(':id/voucher.pdf')
  @Access(FULL_ADMIN_READ)
  @ApiOperation({ summary: "The voucher PDF, built from the booking and its supplier's voucher settings" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(ErrorCode.NotFound)
  async voucher(@Param('id', uuid) id: string, @Res() res: FastifyReply): Promise<void> {
    const file = await this.vouchers.forBooking(id);
    void res.type(file.contentType).header('Content-Disposition', `inline; filename="${file.filename}"`).send(file.content);
  }
}
