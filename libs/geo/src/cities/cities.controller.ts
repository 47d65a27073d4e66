import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CitiesService } from './cities.service.js';
import { CityDetailsDto, CityFieldsDto, CityListItemDto, ListV2CitiesQueryDto, UpdateCityDto } from './dto/city.dto.js';

const uuid = new ParseUUIDPipe({ version: '4' });

/** The cities screens (the booking and line pickers keep GET /api/geo/cities). */
@ApiTags('cities')
@Controller('v2/cities')
export class CitiesController {
  constructor(private readonly cities: CitiesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Cities by name (20 a page) with country, province and station count, filtered by country and name' })
  @ApiPagedResponse(CityListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListV2CitiesQueryDto): Promise<Page<CityListItemDto>> {
    return this.cities.list(query);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'One city with its nearby cities and stations' })
  @ApiOkResponse({ type: CityDetailsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<CityDetailsDto> {
    return this.cities.get(id);
  }

  @Post()
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Create a city; 400 details list every invalid field, HTML is sanitised, the slug comes from the name' })
  @ApiCreatedResponse({ type: CityDetailsDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  create(@Body() dto: CityFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<CityDetailsDto> {
    return this.cities.create(dto, user);
  }

  @Put(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Update a city from the version it was edited from; a rename moves the slug and keeps the old one in the slug history' })
  @ApiOkResponse({ type: CityDetailsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateCityDto, @CurrentUser() user: AuthenticatedUser): Promise<CityDetailsDto> {
    return this.cities.update(id, dto, user);
  }

  @Delete(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a city; refused (409 Conflict) with a message naming what uses it' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.cities.delete(id);
  }

  @Get(':id/change-log')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string): Promise<ChangeLogEntryDto[]> {
    return this.cities.changeLogOf(id);
  }
}
