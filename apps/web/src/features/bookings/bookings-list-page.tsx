import { canAccess, SCREEN_RULES } from '@farebox/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { SelectField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { OpenEndedPager } from '@/ui/pager';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState, errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useRowSelection } from '@/ui/use-row-selection';
import { useUrlFilters } from '@/ui/use-url-filters';
import { useViewParam } from '@/ui/use-view-param';
import { useWideScreen } from '@/ui/use-wide-screen';
import { usePermissions } from '@/features/users/use-permissions';
import { FILTER_TEXT_DEBOUNCE_MS } from '@/ui/use-debounced-value';
import { BOOKING_FILTER_DEFAULTS, BOOKING_FILTER_KEYS, TEXT_FILTER_KEYS } from './booking-filters';
import { BookingFiltersForm, SORT_OPTIONS } from './booking-filters-form';
import type { BookingListItem } from './booking.types';
import { useBookingsList, useSetHandled } from './bookings.api';
import { BookingsMobileList, BookingsTable } from './bookings-table';

const BookingViewModal = lazy(() => import('./view/booking-view-modal').then((m) => ({ default: m.BookingViewModal })));
const BulkVouchersModal = lazy(() => import('./bulk/bulk-vouchers-modal').then((m) => ({ default: m.BulkVouchersModal })));
const BulkEmailModal = lazy(() => import('./bulk/bulk-email-modal').then((m) => ({ default: m.BulkEmailModal })));
const PassengerListModal = lazy(() => import('./bulk/passenger-list-modal').then((m) => ({ default: m.PassengerListModal })));

type ListModal = 'vouchers' | 'email' | 'passengerList' | null;

/** /bookings (spec 2.1): filters in the URL, 20 a page without a total, the booking view as a modal on top. */
export function BookingsListPage() {
  const { actor, isFullAdmin, isAgent } = usePermissions();
  const audience = { isFullAdmin, isAgent };
  const { filters, draft, page, setFilter, setPage, reset } = useUrlFilters(BOOKING_FILTER_KEYS, TEXT_FILTER_KEYS, {
    debounceMs: FILTER_TEXT_DEBOUNCE_MS,
    defaults: BOOKING_FILTER_DEFAULTS,
  });
  const list = useBookingsList(filters, page);
  const wide = useWideScreen();
  const rows = list.data?.data ?? [];
  const selection = useRowSelection(
    `${JSON.stringify(filters)}|${page}`,
    rows.map((b) => b.id),
  );
  // `?view=<id>`, not `?booking=`: that is the list's reference filter (spec 2.1 route table).
  const view = useViewParam();
  const [modal, setModal] = useState<ListModal>(null);
  const setHandled = useSetHandled();
  const { notify } = useToast();

  const onHandledChange = (booking: BookingListItem, handled: boolean, settled: () => void) =>
    setHandled.mutate(
      { id: booking.id, handled },
      { onError: (e) => notify({ kind: 'error', title: 'Could not save', text: errorMessage(e) }), onSettled: settled },
    );

  const rowProps = {
    rows,
    audience,
    viewHref: view.hrefFor,
    selection: isFullAdmin ? selection : undefined,
    onHandledChange: isAgent ? onHandledChange : undefined,
  };

  return (
    <div>
      <PageHeader
        title="Bookings"
        actions={
          <>
            {canAccess(actor, SCREEN_RULES.bookingWrite) && (
              <Link to="/bookings/search" className={buttonClasses('primary')}>
                Create
              </Link>
            )}
            {isAgent && (
              <Button variant="secondary" onClick={() => setModal('passengerList')}>
                Download Passenger List
              </Button>
            )}
            {isFullAdmin && (
              <>
                <Button variant="secondary" disabled={selection.ids.length === 0} onClick={() => setModal('vouchers')}>
                  Send Vouchers
                </Button>
                <Button variant="secondary" disabled={selection.ids.length === 0} onClick={() => setModal('email')}>
                  Send Email
                </Button>
              </>
            )}
          </>
        }
      />
      <BookingFiltersForm draft={draft} setFilter={setFilter} reset={reset} audience={audience} typeAheadReady={!list.isPending} />
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <SelectField label="Sort" className="w-64" value={filters.sort} onChange={(e) => setFilter('sort', e.target.value)} options={SORT_OPTIONS} />
        {isFullAdmin && selection.ids.length > 0 && <p className="text-sm text-slate-800">{selection.ids.length} selected</p>}
      </div>
      {list.isPending ? (
        <Loading label="Loading bookings…" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div aria-busy={list.isFetching || undefined}>
          {rows.length === 0 ? (
            <EmptyState title="No results were found." text="No booking matches these filters." />
          ) : wide ? (
            <BookingsTable {...rowProps} />
          ) : (
            <BookingsMobileList {...rowProps} />
          )}
          <OpenEndedPager page={page} hasNext={list.data.meta.hasNext} onPageChange={setPage} />
        </div>
      )}
      <Suspense fallback={null}>
        {view.openId && <BookingViewModal bookingId={view.openId} onClose={view.close} viewHref={view.hrefFor} />}
        {modal === 'vouchers' && <BulkVouchersModal bookingIds={selection.ids} onClose={() => setModal(null)} onSent={selection.clear} />}
        {modal === 'email' && <BulkEmailModal bookingIds={selection.ids} onClose={() => setModal(null)} onSent={selection.clear} />}
        {modal === 'passengerList' && <PassengerListModal onClose={() => setModal(null)} />}
      </Suspense>
    </div>
  );
}
