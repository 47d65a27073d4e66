import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import {
  StationDetailDto,
  StationFieldsDto,
  StationListItemDto,
  StationListQueryDto,
  StationPlaceDto,
  StationZoneOptionsQueryDto,
  UpdateStationDto,
} from './dto/station.dto.js';
import { StationsService } from './stations.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('stations')
@Controller('stations')
export class StationsController {
  constructor(private readonly stations: StationsService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Stations by name (20 a page) with city, country and zone, filtered by city, name, location type and geometric type' })
  @ApiPagedResponse(StationListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: StationListQueryDto): Promise<Page<StationListItemDto>> {
    return this.stations.list(query);
  }

  @Get('zones')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: "The form's zone picker: zones of the city by name, at most 10" })
  @ApiOkResponse({ type: [StationPlaceDto] })
  @ApiErrors(ErrorCode.ValidationFailed)
  zoneOptions(@Query() query: StationZoneOptionsQueryDto): Promise<StationPlaceDto[]> {
    return this.stations.zoneOptions(query);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: "One station with its area outline; 404 says 'the station: {id} is not found.'" })
  @ApiOkResponse({ type: StationDetailDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<StationDetailDto> {
    return this.stations.get(id);
  }

  @Post()
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Create a station (point or area); 400 details list every invalid field, HTML is sanitised' })
  @ApiCreatedResponse({ type: StationDetailDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  create(@Body() dto: StationFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<StationDetailDto> {
    return this.stations.create(dto, user);
  }

  @Put(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Update a station from the version it was edited from; a new name or city gives a new slug, kept in the slug history' })
  @ApiOkResponse({ type: StationDetailDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateStationDto, @CurrentUser() user: AuthenticatedUser): Promise<StationDetailDto> {
    return this.stations.update(id, dto, user);
  }

  @Delete(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a station; refused (409 Conflict) with a message naming the lines, trips and bookings that use it' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.stations.delete(id);
  }

  @Get(':id/change-log')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string): Promise<ChangeLogEntryDto[]> {
    return this.stations.changeLogOf(id);
  }
}
