import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, SUPPLY_CONFIG_READ_RULE, SUPPLY_CONFIG_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CreateSupplyConfigDto, ListSupplyConfigsQueryDto, SupplyConfigDto, UpdateSupplyConfigDto } from './dto/supply-config.dto.js';
import { SupplyConfigsService } from './supply-configs.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('supply-configs')
@Controller('supply-configs')
export class SupplyConfigsController {
  constructor(private readonly configs: SupplyConfigsService) {}

  @Get()
  @Access(SUPPLY_CONFIG_READ_RULE)
  @ApiOperation({ summary: 'Supply configs by supplier name (20 a page); the sandbox role sees sandbox suppliers only' })
  @ApiPagedResponse(SupplyConfigDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListSupplyConfigsQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<Page<SupplyConfigDto>> {
    return this.configs.list(query, user);
  }

  @Get(':id')
  @Access(SUPPLY_CONFIG_READ_RULE)
  @ApiOperation({ summary: 'One supply config' })
  @ApiOkResponse({ type: SupplyConfigDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<SupplyConfigDto> {
    return this.configs.get(id, user);
  }

  @Get(':id/change-log')
  @Access(SUPPLY_CONFIG_READ_RULE)
  @ApiOperation({ summary: 'The supply config’s change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<ChangeLogEntryDto[]> {
    return this.configs.changes(id, user);
  }

  @Post()
  @Access({ roles: SUPPLY_CONFIG_WRITE_ROLES })
  @ApiOperation({ summary: 'Create a supplier’s supply config (full admins, supply-manager; the sandbox role for sandbox suppliers)' })
  @ApiCreatedResponse({ type: SupplyConfigDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.Conflict)
  create(@Body() dto: CreateSupplyConfigDto, @CurrentUser() user: AuthenticatedUser): Promise<SupplyConfigDto> {
    return this.configs.create(dto, user);
  }

  @Put(':id')
  @Access({ roles: SUPPLY_CONFIG_WRITE_ROLES })
  @ApiOperation({ summary: 'Update a supply config from the version it was edited from' })
  @ApiOkResponse({ type: SupplyConfigDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateSupplyConfigDto, @CurrentUser() user: AuthenticatedUser): Promise<SupplyConfigDto> {
    return this.configs.update(id, dto, user);
  }
}
