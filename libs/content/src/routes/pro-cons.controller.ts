import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, type Page } from '@farebox/platform';
import { CreateProConDto, ListProsConsQueryDto, ProConDto, SearchProsConsQueryDto } from './dto/pro-con.dto.js';
import { PRO_CON_PICKER_LIMIT, ProConsService } from './pro-cons.service.js';

@ApiTags('routes')
@Controller('v1')
export class ProConsController {
  constructor(private readonly prosCons: ProConsService) {}

  @Get('pros-and-cons')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Pros and cons by slug (20 a page), filtered by type and by a search in slug and text' })
  @ApiPagedResponse(ProConDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListProsConsQueryDto): Promise<Page<ProConDto>> {
    return this.prosCons.list(query);
  }

  @Get('pros')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: `Pros by slug matching the search (at most ${PRO_CON_PICKER_LIMIT}), for the route editor` })
  @ApiOkResponse({ type: [ProConDto] })
  @ApiErrors(ErrorCode.ValidationFailed)
  pros(@Query() query: SearchProsConsQueryDto): Promise<ProConDto[]> {
    return this.prosCons.pick('pro', query.search);
  }

  @Get('cons')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: `Cons by slug matching the search (at most ${PRO_CON_PICKER_LIMIT}), for the route editor` })
  @ApiOkResponse({ type: [ProConDto] })
  @ApiErrors(ErrorCode.ValidationFailed)
  cons(@Query() query: SearchProsConsQueryDto): Promise<ProConDto[]> {
    return this.prosCons.pick('con', query.search);
  }

  @Post('pro-con')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: "Create a pro or con; 400 lists every invalid field, a slug already taken answers 409 'slug already exists'" })
  @ApiCreatedResponse({ type: ProConDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.Conflict)
  create(@Body() dto: CreateProConDto): Promise<ProConDto> {
    return this.prosCons.create(dto);
  }
}
