import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { Notification } from './notification.entity.js';
import { notificationNotFound } from './notification.errors.js';

export interface NotificationInput {
  title: string;
  text: string;
  link?: string | null;
}

/** How many notifications the header list shows (newest first). */
export const NOTIFICATION_LIST_LIMIT = 100;

@Injectable()
export class NotificationsService {
  constructor(@InjectRepository(Notification) private readonly notifications: Repository<Notification>) {}

  /**
   * Adds a notification for a user. Pass the transaction's manager so the notification commits (or rolls back)
   * with the change it announces; pass null to write on its own.
   */
  async notify(manager: EntityManager | null, userId: string, input: NotificationInput): Promise<Notification> {
    const repo = manager ? manager.getRepository(Notification) : this.notifications;
    return repo.save(repo.create({ userId, title: input.title, text: input.text, link: input.link ?? null }));
  }

  /** The user's own notifications, newest first. */
  list(userId: string): Promise<Notification[]> {
    return this.notifications.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: NOTIFICATION_LIST_LIMIT });
  }

  /** Marks the given notifications of this user seen (ids of other users are ignored), then lists them all. */
  async markSeen(userId: string, ids: string[]): Promise<Notification[]> {
    if (ids.length > 0) await this.notifications.update({ userId, id: In(ids) }, { seen: true });
    return this.list(userId);
  }

  /** Marks one of the user's notifications opened (and seen); another user's id answers 404. */
  async markOpened(userId: string, id: string): Promise<Notification> {
    const notification = await this.notifications.findOneBy({ id, userId });
    if (!notification) throw notificationNotFound();
    notification.opened = true;
    notification.seen = true;
    return this.notifications.save(notification);
  }
}
