import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import { LineDto, LineFieldsDto, LineSyncRunDto, SyncLineDto, UpdateLineDto } from './dto/line-editor.dto.js';
import { LineEditorService } from './line-editor.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
/** Who may open a line: staff, and agents (their own company's lines only; another company's line is 404). */
const LINE_READERS = [...STAFF_ROLES, Role.Agent];
/** Tab 0, Publish, Unpublish, Duplicate and Sync: full admins who may write (spec part 2, section 6). */
const LINE_EDITORS = { roles: STAFF_WRITE_ROLES, fullAdmin: true } as const;

@ApiTags('lines')
@Controller('lines')
export class LinesEditorController {
  constructor(private readonly lines: LineEditorService) {}

  @Post()
  @Access(LINE_EDITORS)
  @ApiOperation({ summary: 'Create a line from tab 0 (unpublished, with its primary stops A and B); 400 details list every invalid field' })
  @ApiCreatedResponse({ type: LineDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  create(@Body() dto: LineFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<LineDto> {
    return this.lines.create(dto, user);
  }

  @Get(':id')
  @Access({ roles: LINE_READERS })
  @ApiOperation({ summary: 'One line for the editor: tab 0 fields, stations with city and timezone, multi-stations, policies, access' })
  @ApiOkResponse({ type: LineDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<LineDto> {
    return this.lines.get(user, id);
  }

  @Put(':id')
  @Access(LINE_EDITORS)
  @ApiOperation({ summary: 'Save tab 0 from the version it was edited from; a stale version answers 409 EditConflict with what changed since' })
  @ApiOkResponse({ type: LineDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateLineDto, @CurrentUser() user: AuthenticatedUser): Promise<LineDto> {
    return this.lines.update(id, dto, user);
  }

  @Post(':id/publish')
  @HttpCode(HttpStatus.OK)
  @Access(LINE_EDITORS)
  @ApiOperation({ summary: 'Publish; of two racing calls one wins, the other (or a retry) gets 409 "The line is already published."' })
  @ApiOkResponse({ type: LineDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  publish(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<LineDto> {
    return this.lines.setPublished(id, true, user);
  }

  @Post(':id/unpublish')
  @HttpCode(HttpStatus.OK)
  @Access(LINE_EDITORS)
  @ApiOperation({ summary: 'Unpublish; of two racing calls one wins, the other (or a retry) gets 409 "The line is already unpublished."' })
  @ApiOkResponse({ type: LineDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  unpublish(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<LineDto> {
    return this.lines.setPublished(id, false, user);
  }

  @Post(':id/duplicate')
  @Access(LINE_EDITORS)
  @ApiOperation({ summary: 'Copy the line, unpublished, with prices, policies, stations, events and extras; never its trips or bookings' })
  @ApiCreatedResponse({ type: LineDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  duplicate(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<LineDto> {
    return this.lines.duplicate(id, user);
  }

  @Post(':id/sync')
  @Access(LINE_EDITORS)
  @ApiOperation({ summary: 'Sync Line: queue a sync of the days in advance (supplier-API or scraping lines only, 409 otherwise)' })
  @ApiCreatedResponse({ type: LineSyncRunDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  sync(@Param('id', uuid) id: string, @Body() dto: SyncLineDto, @CurrentUser() user: AuthenticatedUser): Promise<LineSyncRunDto> {
    return this.lines.sync(id, dto, user);
  }

  @Get(':id/change-log')
  @Access({ roles: LINE_READERS })
  @ApiOperation({ summary: 'Change log of the line, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<ChangeLogEntryDto[]> {
    return this.lines.changeLogOf(user, id);
  }
}
