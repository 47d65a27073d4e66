import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, SHELL_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, SelfServiceWrite, type AuthenticatedUser } from '@farebox/platform';
import { MarkNotificationsSeenDto, NotificationDto } from './notification.dto.js';
import { NotificationsService } from './notifications.service.js';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Access({ roles: SHELL_ROLES })
  @ApiOkResponse({ type: [NotificationDto], description: "The caller's own notifications, newest first" })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<NotificationDto[]> {
    return (await this.notifications.list(user.id)).map((n) => NotificationDto.from(n));
  }

  @Put()
  @Access({ roles: SHELL_ROLES })
  @SelfServiceWrite()
  @ApiOkResponse({ type: [NotificationDto], description: 'Marks the given notifications seen, answers the whole list' })
  async markSeen(@CurrentUser() user: AuthenticatedUser, @Body() body: MarkNotificationsSeenDto): Promise<NotificationDto[]> {
    return (await this.notifications.markSeen(user.id, body.ids)).map((n) => NotificationDto.from(n));
  }

  @Put(':id')
  @Access({ roles: SHELL_ROLES })
  @SelfServiceWrite()
  @ApiOkResponse({ type: NotificationDto, description: "Marks the notification opened; NotFound for another user's notification too" })
  @ApiErrors(ErrorCode.NotFound)
  async markOpened(@CurrentUser() user: AuthenticatedUser, @Param('id', ParseUUIDPipe) id: string): Promise<NotificationDto> {
    return NotificationDto.from(await this.notifications.markOpened(user.id, id));
  }
}
