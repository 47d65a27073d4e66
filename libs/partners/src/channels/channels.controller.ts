import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, type Page } from '@farebox/platform';
import { ListChannelsQueryDto, SalesChannelDto } from './channels.dto.js';
import { ChannelsService } from './channels.service.js';

@ApiTags('partners')
@Controller('channels')
export class ChannelsController {
  constructor(private readonly channels: ChannelsService) {}

  @Get()
  @Access({ roles: [...STAFF_ROLES, Role.Agent] })
  @ApiOperation({ summary: 'Sales channels by name (the booking domains); limit=0 for all of them' })
  @ApiPagedResponse(SalesChannelDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListChannelsQueryDto): Promise<Page<SalesChannelDto>> {
    return this.channels.list(query);
  }
}
