import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, PROVINCE_WRITE_RULE, STAFF_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { ListProvincesQueryDto, ProvinceDto, ProvinceFieldsDto, ProvinceListItemDto, UpdateProvinceDto } from './dto/province.dto.js';
import { ProvincesService } from './provinces.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('provinces')
@Controller('v2/provinces')
export class ProvincesController {
  constructor(private readonly provinces: ProvincesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Provinces by name (20 a page) with their city counts, filtered by name and country' })
  @ApiPagedResponse(ProvinceListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListProvincesQueryDto): Promise<Page<ProvinceListItemDto>> {
    return this.provinces.list(query);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'One province with its cities' })
  @ApiOkResponse({ type: ProvinceDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<ProvinceDto> {
    return this.provinces.get(id);
  }

  @Post()
  @Access(PROVINCE_WRITE_RULE)
  @ApiOperation({ summary: 'Create a province (edit-province scope); 400 details list every invalid field, HTML is sanitised' })
  @ApiCreatedResponse({ type: ProvinceDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  create(@Body() dto: ProvinceFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<ProvinceDto> {
    return this.provinces.create(dto, user);
  }

  @Put(':id')
  @Access(PROVINCE_WRITE_RULE)
  @ApiOperation({ summary: 'Update a province and its cities from the version it was edited from (edit-province scope)' })
  @ApiOkResponse({ type: ProvinceDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateProvinceDto, @CurrentUser() user: AuthenticatedUser): Promise<ProvinceDto> {
    return this.provinces.update(id, dto, user);
  }

  @Delete(':id')
  @Access(PROVINCE_WRITE_RULE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a province (edit-province scope); refused (409 Conflict) naming its cities while it has any' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.provinces.delete(id);
  }

  @Get(':id/change-log')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string): Promise<ChangeLogEntryDto[]> {
    return this.provinces.changeLogOf(id);
  }
}
