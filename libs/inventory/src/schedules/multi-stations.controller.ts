import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import { CreateMultiStationDto, MultiStationDto, MultiStationQueryDto, SetPrimaryStationDto, UpdateMultiStationDto } from './dto/multi-station.dto.js';
import { MultiStationsService } from './multi-stations.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
const READERS = [...STAFF_ROLES, Role.Agent];
const WRITERS = [...STAFF_WRITE_ROLES, Role.Agent];

@ApiTags('schedules')
@Controller('lines/:lineId/multi-stations')
export class MultiStationsController {
  constructor(private readonly stations: MultiStationsService) {}

  @Get()
  @Access({ roles: READERS })
  @ApiOperation({ summary: "A direction's multi-stations: the line's list, or an event's own with eventId" })
  @ApiOkResponse({ type: [MultiStationDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  list(@Param('lineId', uuid) lineId: string, @Query() query: MultiStationQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<MultiStationDto[]> {
    return this.stations.list(user, lineId, query);
  }

  @Post()
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'Add a stop or a pick-up/drop-off service (the list starts from the primary stations)' })
  @ApiCreatedResponse({ type: MultiStationDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  create(@Param('lineId', uuid) lineId: string, @Body() dto: CreateMultiStationDto, @CurrentUser() user: AuthenticatedUser): Promise<MultiStationDto> {
    return this.stations.create(user, lineId, dto);
  }

  @Post('primary')
  @Access({ roles: WRITERS })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Add primary station: the list's primary boarding (offset 0) or drop-off station becomes another station of the same city; the one it replaces stays as a stop. Answers the list",
  })
  @ApiOkResponse({ type: [MultiStationDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  setPrimary(@Param('lineId', uuid) lineId: string, @Body() dto: SetPrimaryStationDto, @CurrentUser() user: AuthenticatedUser): Promise<MultiStationDto[]> {
    return this.stations.setPrimary(user, lineId, dto);
  }

  @Put(':id')
  @Access({ roles: WRITERS })
  @ApiOperation({ summary: 'Edit an entry from the version it was opened on; the primary boarding station keeps offset 0' })
  @ApiOkResponse({ type: MultiStationDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  update(
    @Param('lineId', uuid) lineId: string,
    @Param('id', uuid) id: string,
    @Body() dto: UpdateMultiStationDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MultiStationDto> {
    return this.stations.update(user, lineId, id, dto);
  }

  @Delete(':id')
  @Access({ roles: WRITERS })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an entry; a primary station, or one future bookings use (409 naming them), is not deleted' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  delete(@Param('lineId', uuid) lineId: string, @Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.stations.delete(user, lineId, id);
  }
}
