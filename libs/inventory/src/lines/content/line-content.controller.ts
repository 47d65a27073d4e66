import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import { LineInfoDto, UpdateLineInfoDto } from './dto/line-info.dto.js';
import { LinePicturesTicketDto, UpdateLinePicturesTicketDto } from './dto/line-pictures-ticket.dto.js';
import { LineInfoService } from './line-info.service.js';
import { LinePicturesTicketService } from './line-pictures-ticket.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
/** Staff read every line; an agent reads its own company's lines (404 for another's: LineAccessService). */
const LINE_READERS = [...STAFF_ROLES, Role.Agent];
/** Tabs 3 and 5 are full admin only (spec 2.9, 6). */
const TAB_WRITERS = { roles: STAFF_WRITE_ROLES, fullAdmin: true } as const;

@ApiTags('line editor')
@Controller('lines')
export class LineContentController {
  constructor(
    private readonly info: LineInfoService,
    private readonly picturesTicket: LinePicturesTicketService,
  ) {}

  @Get(':id/info')
  @Access({ roles: LINE_READERS })
  @ApiOperation({ summary: 'The Info & Social tab: texts, itinerary, services, luggage, videos, voucher and passenger alerts' })
  @ApiOkResponse({ type: LineInfoDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  getInfo(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<LineInfoDto> {
    return this.info.get(user, id);
  }

  @Put(':id/info')
  @Access(TAB_WRITERS)
  @ApiOperation({ summary: 'Save the Info & Social tab from the line version it was edited from; rich text is sanitised' })
  @ApiOkResponse({ type: LineInfoDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  updateInfo(@Param('id', uuid) id: string, @Body() dto: UpdateLineInfoDto, @CurrentUser() user: AuthenticatedUser): Promise<LineInfoDto> {
    return this.info.update(user, id, dto);
  }

  @Get(':id/pictures-ticket')
  @Access({ roles: LINE_READERS })
  @ApiOperation({ summary: 'The Pictures & Ticket tab: pictures, ticket template, approval inputs and approval attachments' })
  @ApiOkResponse({ type: LinePicturesTicketDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  getPicturesTicket(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<LinePicturesTicketDto> {
    return this.picturesTicket.get(user, id);
  }

  @Put(':id/pictures-ticket')
  @Access(TAB_WRITERS)
  @ApiOperation({ summary: 'Save the Pictures & Ticket tab from the line version it was edited from' })
  @ApiOkResponse({ type: LinePicturesTicketDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  updatePicturesTicket(
    @Param('id', uuid) id: string,
    @Body() dto: UpdateLinePicturesTicketDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<LinePicturesTicketDto> {
    return this.picturesTicket.update(user, id, dto);
  }
}
