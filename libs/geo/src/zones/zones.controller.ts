import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { ListZonesQueryDto, UpdateZoneDto, ZoneDto, ZoneFieldsDto, ZoneListItemDto } from './dto/zone.dto.js';
import { ZonesService } from './zones.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('zones')
@Controller('v2/zones')
export class ZonesController {
  constructor(private readonly zones: ZonesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Zones by name (20 a page) with their city and country, filtered by zone name' })
  @ApiPagedResponse(ZoneListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListZonesQueryDto): Promise<Page<ZoneListItemDto>> {
    return this.zones.list(query);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: "One zone; 404 says 'the zone: {id} is not found.'" })
  @ApiOkResponse({ type: ZoneDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<ZoneDto> {
    return this.zones.get(id);
  }

  @Post()
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Create a zone; 400 details list every invalid field, HTML is sanitised' })
  @ApiCreatedResponse({ type: ZoneDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  create(@Body() dto: ZoneFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<ZoneDto> {
    return this.zones.create(dto, user);
  }

  @Put(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Update a zone from the version it was edited from; a slug change is kept in the slug history' })
  @ApiOkResponse({ type: ZoneDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateZoneDto, @CurrentUser() user: AuthenticatedUser): Promise<ZoneDto> {
    return this.zones.update(id, dto, user);
  }

  @Delete(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a zone; refused (409 Conflict) with a message naming what uses it' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.zones.delete(id);
  }

  @Get(':id/change-log')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string): Promise<ChangeLogEntryDto[]> {
    return this.zones.changeLogOf(id);
  }
}
