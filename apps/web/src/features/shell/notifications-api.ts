import { api } from '@/api/http';

export interface NotificationItem {
  id: string;
  title: string;
  text: string;
  link: string | null;
  createdAt: string;
  seen: boolean;
  opened: boolean;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const notificationsApi = {
  list: () => api<NotificationItem[]>('/notifications'),
  markSeen: (ids: string[]) => api<NotificationItem[]>('/notifications', { method: 'PUT', body: { ids } }),
  markOpened: (id: string) => api<NotificationItem>(`/notifications/${encodeURIComponent(id)}`, { method: 'PUT' }),
};
