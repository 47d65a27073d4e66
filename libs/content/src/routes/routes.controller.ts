import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, PageQueryDto, type AuthenticatedUser, type Page } from '@farebox/platform';
import { RouteDto, RouteListItemDto, UpdateRouteDto } from './dto/route.dto.js';
import { RoutesService } from './routes.service.js';

@ApiTags('routes')
@Controller('v1')
export class RoutesController {
  constructor(private readonly routes: RoutesService) {}

  @Get('routes')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Route landing pages by slug (20 a page) with their cities, countries and transportation types' })
  @ApiPagedResponse(RouteListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: PageQueryDto): Promise<Page<RouteListItemDto>> {
    return this.routes.list(query);
  }

  @Get('route/:slug')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: "One route with its transportations' pros and cons; 404 says 'the route: {slug} is not found.'" })
  @ApiOkResponse({ type: RouteDto })
  @ApiErrors(ErrorCode.NotFound)
  get(@Param('slug') slug: string): Promise<RouteDto> {
    return this.routes.get(slug);
  }

  @Put('route/:slug')
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({
    summary:
      'Update a route from the version it was edited from: availability, promotion HTML (sanitised) and the transportations with their pros and cons by slug',
  })
  @ApiOkResponse({ type: RouteDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('slug') slug: string, @Body() dto: UpdateRouteDto, @CurrentUser() user: AuthenticatedUser): Promise<RouteDto> {
    return this.routes.update(slug, dto, user);
  }

  @Get('route/:slug/change-log')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.NotFound)
  changeLog(@Param('slug') slug: string): Promise<ChangeLogEntryDto[]> {
    return this.routes.changeLogOf(slug);
  }
}
