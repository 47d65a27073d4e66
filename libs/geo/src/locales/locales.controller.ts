import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { ListLocalesQueryDto, LocaleDto, LocaleFieldsDto, UpdateLocaleDto } from './dto/locale.dto.js';
import { LocalesService } from './locales.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('locales')
@Controller('locales')
export class LocalesController {
  constructor(private readonly locales: LocalesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Locales by name (20 a page)' })
  @ApiPagedResponse(LocaleDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListLocalesQueryDto): Promise<Page<LocaleDto>> {
    return this.locales.list(query);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'One locale' })
  @ApiOkResponse({ type: LocaleDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<LocaleDto> {
    return this.locales.get(id);
  }

  @Post()
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Create a locale; 400 details list every invalid field' })
  @ApiCreatedResponse({ type: LocaleDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  create(@Body() dto: LocaleFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<LocaleDto> {
    return this.locales.create(dto, user);
  }

  @Put(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Update a locale from the version it was edited from' })
  @ApiOkResponse({ type: LocaleDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateLocaleDto, @CurrentUser() user: AuthenticatedUser): Promise<LocaleDto> {
    return this.locales.update(id, dto, user);
  }
}
