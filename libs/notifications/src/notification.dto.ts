import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import type { Notification } from './notification.entity.js';

export class NotificationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() text: string;
  @ApiProperty({ type: String, nullable: true, example: '/companies' }) link: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty() seen: boolean;
  @ApiProperty() opened: boolean;

  static from(n: Notification): NotificationDto {
    return { id: n.id, title: n.title, text: n.text, link: n.link, createdAt: n.createdAt, seen: n.seen, opened: n.opened };
  }
}

export class MarkNotificationsSeenDto {
  @ApiProperty({ type: [String], format: 'uuid', description: "The notifications to mark seen (only the caller's own are touched)" })
  @IsArray()
  @ArrayMaxSize(500)
  @IsUUID('all', { each: true })
  ids: string[];
}
