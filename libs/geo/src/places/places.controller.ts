import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { ListPlacesQueryDto, PlaceDto, PlaceFieldsDto, PlaceRowDto, UpdatePlaceDto } from './dto/place.dto.js';
import { PlacesService } from './places.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('points-of-interest')
@Controller('v2/points-of-interest')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Places by name (20 a page) with city, country, type, position and main picture; filtered by city, name and type' })
  @ApiPagedResponse(PlaceRowDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListPlacesQueryDto): Promise<Page<PlaceRowDto>> {
    return this.places.list(query);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: "One place; 404 says 'the place: {id} is not found.'" })
  @ApiOkResponse({ type: PlaceDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<PlaceDto> {
    return this.places.get(id);
  }

  @Post()
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Create a place; city, country and type are ids and the city must lie in the country; HTML is sanitised' })
  @ApiCreatedResponse({ type: PlaceDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  create(@Body() dto: PlaceFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<PlaceDto> {
    return this.places.create(dto, user);
  }

  @Put(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Update a place from the version it was edited from (an older one is 409 EditConflict)' })
  @ApiOkResponse({ type: PlaceDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdatePlaceDto, @CurrentUser() user: AuthenticatedUser): Promise<PlaceDto> {
    return this.places.update(id, dto, user);
  }

  @Delete(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a place' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.places.delete(id);
  }

  @Get(':id/change-log')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string): Promise<ChangeLogEntryDto[]> {
    return this.places.changeLogOf(id);
  }
}
