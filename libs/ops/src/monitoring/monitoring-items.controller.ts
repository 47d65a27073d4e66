import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, MONITORING_ITEMS_RULE, MONITORING_ITEMS_WRITE_RULE } from '@farebox/domain';
import {
  Access,
  ApiErrors,
  ApiIdempotent,
  ApiPagedResponse,
  CurrentUser,
  IdempotencyKeyHeader,
  PageQueryDto,
  type AuthenticatedUser,
  type Page,
} from '@farebox/platform';
import { MonitoringItemDto, MonitoringItemFieldsDto, MonitoringRunDto, PauseMonitoringItemDto, UpdateMonitoringItemDto } from './dto/monitoring-item.dto.js';
import { MonitoringItemsService } from './monitoring-items.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });

/** /monitoring's items: full admins while monitoring is enabled (404 MonitoringDisabled otherwise); read-admin reads only. */
@ApiTags('monitoring')
@Controller('monitoring/items')
export class MonitoringItemsController {
  constructor(private readonly items: MonitoringItemsService) {}

  @Get()
  @Access(MONITORING_ITEMS_RULE)
  @ApiOperation({ summary: 'Monitoring items, newest first, each with its last 5 runs' })
  @ApiPagedResponse(MonitoringItemDto)
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.MonitoringDisabled)
  list(@Query() query: PageQueryDto): Promise<Page<MonitoringItemDto>> {
    return this.items.list(query);
  }

  @Post()
  @Access(MONITORING_ITEMS_WRITE_RULE)
  @ApiOperation({ summary: 'Create an item; its schedule starts at once' })
  @ApiCreatedResponse({ type: MonitoringItemDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.MonitoringDisabled)
  create(@Body() dto: MonitoringItemFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<MonitoringItemDto> {
    return this.items.create(dto, user);
  }

  @Put(':id')
  @Access(MONITORING_ITEMS_WRITE_RULE)
  @ApiOperation({ summary: 'Edit an item (its query, output or schedule) from the version read; the schedule follows' })
  @ApiOkResponse({ type: MonitoringItemDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.MonitoringDisabled)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateMonitoringItemDto): Promise<MonitoringItemDto> {
    return this.items.update(id, dto);
  }

  @Patch(':id/paused')
  @Access(MONITORING_ITEMS_WRITE_RULE)
  @ApiOperation({ summary: 'Pause (removes the schedule) or resume (restores it) an item' })
  @ApiOkResponse({ type: MonitoringItemDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.MonitoringDisabled)
  setPaused(@Param('id', uuid) id: string, @Body() dto: PauseMonitoringItemDto): Promise<MonitoringItemDto> {
    return this.items.setPaused(id, dto);
  }

  @Post(':id/runs')
  @Access(MONITORING_ITEMS_WRITE_RULE)
  @ApiIdempotent()
  @ApiOperation({
    summary:
      'Run now, once per Idempotency-Key: runs the query, posts to Slack and answers the recorded run (a failure is a failed run, not an error); a retry with the key answers that run again',
  })
  @ApiCreatedResponse({ type: MonitoringRunDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.MonitoringDisabled)
  runNow(@Param('id', uuid) id: string, @IdempotencyKeyHeader() key: string | undefined, @CurrentUser() user: AuthenticatedUser): Promise<MonitoringRunDto> {
    return this.items.runNow(id, key, user);
  }

  @Delete(':id')
  @HttpCode(204)
  @Access(MONITORING_ITEMS_WRITE_RULE)
  @ApiOperation({ summary: 'Delete an item, its runs and its schedule' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.MonitoringDisabled)
  remove(@Param('id', uuid) id: string): Promise<void> {
    return this.items.remove(id);
  }
}
