import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notificationKeys, notificationsApi, type NotificationItem } from './notifications-api';

/** Notifications are polled this often while the shell is open. */
const POLL_MS = 60_000;

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** Header bell: unseen count, the list (opening it marks the shown ones seen), a click marks one opened and follows its link. */
export function NotificationsMenu() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data = [] } = useQuery({ queryKey: notificationKeys.list(), queryFn: notificationsApi.list, refetchInterval: POLL_MS });
  const unseen = data.filter((n) => !n.seen);

  const markSeen = useMutation({
    mutationFn: notificationsApi.markSeen,
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list(), list),
  });
  const markOpened = useMutation({
    mutationFn: notificationsApi.markOpened,
    onSuccess: (item) => queryClient.setQueryData<NotificationItem[]>(notificationKeys.list(), (list) => list?.map((n) => (n.id === item.id ? item : n))),
  });

  const onOpenList = () => {
    if (unseen.length > 0) markSeen.mutate(unseen.map((n) => n.id));
  };

  const open = (n: NotificationItem, close: () => void) => {
    close();
    markOpened.mutate(n.id);
    if (!n.link) return;
    if (n.link.startsWith('/')) void navigate(n.link);
    else window.location.assign(n.link);
  };

  return (
    <Popover className="relative">
      <PopoverButton
        onClick={onOpenList}
        className="relative rounded p-2 text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-white"
        aria-label={unseen.length > 0 ? `Notifications, ${unseen.length} unseen` : 'Notifications'}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 01-3.46 0" />
        </svg>
        {unseen.length > 0 && (
          <span
            data-testid="notifications-badge"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold text-white"
          >
            {unseen.length}
          </span>
        )}
      </PopoverButton>
      {/* Positioned inline rather than with `anchor`: an anchored (portalled) panel adds focus sentinels that axe flags. */}
      <PopoverPanel className="absolute right-0 z-30 mt-1 w-80 rounded border border-slate-200 bg-white text-slate-900 shadow-lg">
        {({ close }) => (
          <div>
            <h2 className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">Notifications</h2>
            {data.length === 0 ? (
              <p className="px-3 py-4 text-sm text-slate-700">No notifications</p>
            ) : (
              <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
                {data.map((n) => (
                  <li key={n.id}>
                    <button
                      type="button"
                      onClick={() => open(n, close)}
                      className="block w-full px-3 py-2 text-left hover:bg-sky-50 focus-visible:bg-sky-50 focus-visible:outline-none"
                    >
                      <span className={`block text-sm ${n.opened ? 'font-normal' : 'font-semibold'}`}>{n.title}</span>
                      <span className="block text-sm text-slate-700">{n.text}</span>
                      <span className="mt-0.5 flex justify-between text-xs text-slate-600">
                        <time dateTime={n.createdAt}>{formatTime(n.createdAt)}</time>
                        <span>{n.opened ? 'Opened' : 'New'}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
