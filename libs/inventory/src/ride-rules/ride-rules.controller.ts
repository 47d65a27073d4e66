import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { ResolvedRideAttributeDto, RideRuleDto, RideRuleFieldsDto, RideRuleListQueryDto, RideTargetQueryDto, UpdateRideRuleDto } from './dto/ride-rule.dto.js';
import { RideRulesService } from './ride-rules.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
/** Ride rules are written by full admins (spec part 2, section 6: every line tab but Schedules, transports). */
const WRITE = { roles: STAFF_WRITE_ROLES, fullAdmin: true } as const;

@ApiTags('ride-rules')
@Controller('ride-rules')
export class RideRulesController {
  constructor(private readonly rules: RideRulesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Ride rules by attribute, filtered by company, level and attribute' })
  @ApiPagedResponse(RideRuleDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: RideRuleListQueryDto): Promise<Page<RideRuleDto>> {
    return this.rules.list(query);
  }

  @Get('applicable')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'The attributes the ride rules set for one ride (a line or a transport), each with its rules and number of exceptions' })
  @ApiOkResponse({ type: [ResolvedRideAttributeDto] })
  @ApiErrors(ErrorCode.ValidationFailed)
  applicable(@Query() query: RideTargetQueryDto): Promise<ResolvedRideAttributeDto[]> {
    return this.rules.applicable(query);
  }

  @Get(':id')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'One ride rule' })
  @ApiOkResponse({ type: RideRuleDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<RideRuleDto> {
    return this.rules.get(id);
  }

  @Post()
  @Access(WRITE)
  @ApiOperation({ summary: 'Add a ride rule; 400 details list every invalid field with its message' })
  @ApiCreatedResponse({ type: RideRuleDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  create(@Body() dto: RideRuleFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<RideRuleDto> {
    return this.rules.create(dto, user);
  }

  @Put(':id')
  @Access(WRITE)
  @ApiOperation({ summary: 'Edit a ride rule from the version it was edited from (409 EditConflict when stale)' })
  @ApiOkResponse({ type: RideRuleDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateRideRuleDto, @CurrentUser() user: AuthenticatedUser): Promise<RideRuleDto> {
    return this.rules.update(id, dto, user);
  }

  @Delete(':id')
  @Access(WRITE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a ride rule' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.rules.delete(id);
  }
}
