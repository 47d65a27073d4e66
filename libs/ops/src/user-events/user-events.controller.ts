import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, USER_EVENTS_API_KEY_HEADER, USER_EVENTS_READ_RULE } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, Public, type AuthenticatedUser, type Page } from '@farebox/platform';
import { IngestedUserEventsDto, IngestUserEventsDto, ListUserEventsQueryDto, UserEventDto } from './dto/user-event.dto.js';
import { UserEventsKeyGuard } from './user-events-key.guard.js';
import { UserEventsService } from './user-events.service.js';

@ApiTags('user-events')
@Controller('user-events')
export class UserEventsController {
  constructor(private readonly events: UserEventsService) {}

  @Post()
  @Public()
  @UseGuards(UserEventsKeyGuard)
  @HttpCode(202)
  @ApiOperation({ summary: "Ingestion for the public site: 1 to 500 events in one request, authenticated by the site's own key (not a user session)" })
  @ApiHeader({ name: USER_EVENTS_API_KEY_HEADER, required: true, description: 'USER_EVENTS_API_KEY of the server' })
  @ApiAcceptedResponse({ type: IngestedUserEventsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.UserEventsKeyInvalid, ErrorCode.PayloadTooLarge, ErrorCode.UserEventsNotConfigured)
  async ingest(@Body() dto: IngestUserEventsDto): Promise<IngestedUserEventsDto> {
    return { stored: await this.events.ingest(dto.events) };
  }

  @Get()
  @Access(USER_EVENTS_READ_RULE)
  @ApiOperation({ summary: 'The viewer, newest first: holders of view-user-events, and full admins while monitoring is enabled (403 for others)' })
  @ApiPagedResponse(UserEventDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListUserEventsQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<Page<UserEventDto>> {
    return this.events.list(query, user);
  }
}
