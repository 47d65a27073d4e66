import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import { LineCutoffsDto, UpdateLineCutoffsDto } from './line-cutoffs.dto.js';
import { LineCutoffsService } from './line-cutoffs.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
/** Staff and agents reach the routes; LineAccessService decides per line (an agent: its own lines only, else 404). */
const READERS = [...STAFF_ROLES, Role.Agent];
const WRITERS = [...STAFF_WRITE_ROLES, Role.Agent];

@ApiTags('schedules')
@Controller('lines/:lineId')
export class LineCutoffsController {
  constructor(private readonly cutoffs: LineCutoffsService) {}

  @Get('cutoffs')
  @Access({ roles: READERS })
  @ApiOperation({ summary: "The line's cutoffs and booking window (Schedules tab), as days, hours and minutes" })
  @ApiOkResponse({ type: LineCutoffsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('lineId', uuid) lineId: string, @CurrentUser() user: AuthenticatedUser): Promise<LineCutoffsDto> {
    return this.cutoffs.get(user, lineId);
  }

  @Put('cutoffs')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'Save the cutoffs and booking window from the line version they were edited from' })
  @ApiOkResponse({ type: LineCutoffsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Forbidden, ErrorCode.EditConflict)
  update(@Param('lineId', uuid) lineId: string, @Body() dto: UpdateLineCutoffsDto, @CurrentUser() user: AuthenticatedUser): Promise<LineCutoffsDto> {
    return this.cutoffs.update(user, lineId, dto);
  }
}
