import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, sendCsv, type AuthenticatedUser } from '@farebox/platform';
import { CompanyPassengerListQueryDto } from './dto/passenger-list-query.dto.js';
import { SalesReportDto } from './dto/sales-report.dto.js';
import { QueuedDto } from './dto/send-mail.dto.js';
import { PassengerListService } from './passenger-list.service.js';
import { SalesReportService } from './sales-report.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

/** The company view's passenger lists and Send Sales Report (spec part 1, section 2.5); agents: own company only. */
@ApiTags('companies')
@Controller('companies')
export class CompanyMailController {
  constructor(
    private readonly passengerLists: PassengerListService,
    private readonly salesReports: SalesReportService,
  ) {}

  @Get(':id/passenger-list.csv')
  @Access({ roles: [...STAFF_ROLES, Role.Agent] })
  @ApiOperation({ summary: "Passengers of the company's approved or cancelled bookings departing on a day (default yesterday)" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  async passengerList(
    @Param('id', uuid) id: string,
    @Query() query: CompanyPassengerListQueryDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: FastifyReply,
  ): Promise<void> {
    sendCsv(res, await this.passengerLists.forCompany(id, query, user));
  }

  @Post(':id/sales-report')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access({ roles: [...STAFF_WRITE_ROLES, Role.Agent] })
  @ApiOperation({ summary: "Queue the sales report of an Asia/Jerusalem day (default yesterday) to an address or the company's report e-mails" })
  @ApiAcceptedResponse({ type: QueuedDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.SalesReportFailed)
  salesReport(@Param('id', uuid) id: string, @Body() dto: SalesReportDto, @CurrentUser() user: AuthenticatedUser): Promise<QueuedDto> {
    return this.salesReports.queue(id, dto, user);
  }
}
