import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/ui/button';
import { PagedTable } from '@/ui/list-page';
import type { Column } from '@/ui/table';
import { useUrlPage } from '@/ui/use-url-page';
import { useUserEvents, type UserEventDto, type UserEventsQuery } from './monitoring.api';
import { USER_EVENT_FILTER_KEYS, USER_EVENT_FILTER_LABELS, UserEventFiltersModal, type UserEventFilterValues } from './user-event-filters-modal';

const json = (value: Record<string, unknown>) => (Object.keys(value).length === 0 ? '' : JSON.stringify(value));

const COLUMNS: Column<UserEventDto>[] = [
  { key: 'timestamp', header: 'Time (UTC)', render: (e) => e.timestamp.slice(0, 19).replace('T', ' ') },
  { key: 'name', header: 'Event' },
  { key: 'visitorId', header: 'Visitor ID' },
  { key: 'sessionId', header: 'Session ID' },
  { key: 'properties', header: 'Properties', render: (e) => <code className="break-all text-xs">{json(e.properties)}</code> },
  { key: 'metadata', header: 'Metadata', render: (e) => <code className="break-all text-xs">{json(e.metadata)}</code> },
];

/** The user-events viewer: filters (a modal) and page in the URL, as the booking view's link sets them. */
export function UserEventsPanel() {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = useUrlPage();
  const [filtering, setFiltering] = useState(false);
  const values = Object.fromEntries(USER_EVENT_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as UserEventFilterValues;
  const query: UserEventsQuery = Object.fromEntries(USER_EVENT_FILTER_KEYS.filter((k) => values[k]).map((k) => [k, values[k]]));
  const list = useUserEvents(query, page, true);
  const active = USER_EVENT_FILTER_KEYS.filter((k) => values[k]);

  const apply = (next: UserEventFilterValues) =>
    setParams((prev) => {
      const url = new URLSearchParams(prev);
      for (const k of USER_EVENT_FILTER_KEYS) {
        if (next[k]) url.set(k, next[k]);
        else url.delete(k);
      }
      url.delete('page');
      return url;
    });
  const clear = () => apply(Object.fromEntries(USER_EVENT_FILTER_KEYS.map((k) => [k, ''])) as UserEventFilterValues);

  return (
    <section aria-label="User events" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setFiltering(true)}>
          Filters{active.length > 0 ? ` (${active.length})` : ''}
        </Button>
        {active.length > 0 && (
          <>
            <ul aria-label="Active filters" className="flex flex-wrap gap-2 text-sm">
              {active.map((k) => (
                <li key={k} className="rounded bg-slate-100 px-2 py-1 text-slate-900">
                  {USER_EVENT_FILTER_LABELS[k]}: {values[k]}
                </li>
              ))}
            </ul>
            <Button variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          </>
        )}
      </div>
      <PagedTable list={list} noun="user events" columns={COLUMNS} rowKey={(e) => e.id} page={page} onPageChange={setPage} />
      {filtering && <UserEventFiltersModal values={values} onApply={apply} onClose={() => setFiltering(false)} />}
    </section>
  );
}
