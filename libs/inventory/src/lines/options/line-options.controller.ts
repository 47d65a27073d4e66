import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import { LineExtrasDto, LineOptionsDto, UpdateLineExtrasDto, UpdateLineOptionsDto } from './dto/line-options.dto.js';
import { LineOptionsService } from './line-options.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
/** Staff read every line; an agent reads its own company's lines (404 for another's: LineAccessService). */
const LINE_READERS = [...STAFF_ROLES, Role.Agent];
/** The Options and Extras tabs are full admin only (spec 2.9, 6). */
const LINE_WRITERS = { roles: STAFF_WRITE_ROLES, fullAdmin: true } as const;

@ApiTags('line options')
@Controller('lines')
export class LineOptionsController {
  constructor(private readonly options: LineOptionsService) {}

  @Get(':id/options')
  @Access({ roles: LINE_READERS })
  @ApiOperation({ summary: 'The Options tab: phone required, extra info, prepaid tickets, key details and passenger extra info definitions' })
  @ApiOkResponse({ type: LineOptionsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  getOptions(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<LineOptionsDto> {
    return this.options.getOptions(user, id);
  }

  @Put(':id/options')
  @Access(LINE_WRITERS)
  @ApiOperation({ summary: 'Save the Options tab from the line version it was edited from' })
  @ApiOkResponse({ type: LineOptionsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  updateOptions(@Param('id', uuid) id: string, @Body() dto: UpdateLineOptionsDto, @CurrentUser() user: AuthenticatedUser): Promise<LineOptionsDto> {
    return this.options.updateOptions(user, id, dto);
  }

  @Get(':id/extras')
  @Access({ roles: LINE_READERS })
  @ApiOperation({ summary: 'The Extras tab: the extras bookings of the line may add, in their order' })
  @ApiOkResponse({ type: LineExtrasDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  getExtras(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<LineExtrasDto> {
    return this.options.getExtras(user, id);
  }

  @Put(':id/extras')
  @Access(LINE_WRITERS)
  @ApiOperation({ summary: "Save the Extras list from the line version it was edited from; USD prices at the finance area's rate of today" })
  @ApiOkResponse({ type: LineExtrasDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.NoCurrencyRate)
  updateExtras(@Param('id', uuid) id: string, @Body() dto: UpdateLineExtrasDto, @CurrentUser() user: AuthenticatedUser): Promise<LineExtrasDto> {
    return this.options.updateExtras(user, id, dto);
  }
}
