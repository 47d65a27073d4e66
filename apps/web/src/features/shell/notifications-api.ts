import { client, data, type Schemas } from '@/api/http';

export type NotificationItem = Schemas['NotificationDto'];

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const notificationsApi = {
  list: () => data(client.GET('/api/notifications')),
  markSeen: (ids: string[]) => data(client.PUT('/api/notifications', { body: { ids } })),
  markOpened: (id: string) => data(client.PUT('/api/notifications/{id}', { params: { path: { id } } })),
};
