import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { formatDateTimeInZone, isoDateInZone, todayIso } from '@/ui/format';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/states';
import { useProduct, type ProductDetail } from '../search/products.api';
import { WithRouteIds } from '../search/route-ids';
import { useBooking } from '../bookings.api';
import type { BookingDetail } from '../booking.types';
import { loadDraft, newDraftId, removeDraft } from './booking-draft';
import { BookingForm } from './booking-form';
import { editValues, newBookingValues, onOtherProduct } from './booking-form-values';
import { SourceBookingNotice } from './source-booking-notice';

/**
 * `/bookings/edit/:bookingId`: `new` creates (from the search's product, or the draft under `id`), otherwise edits.
 * The cities may be named by slug and the product by its transport reference (spec 2 route table).
 */
export function BookingEditPage() {
  const { bookingId } = useParams();
  return <WithRouteIds>{bookingId === 'new' || !bookingId ? <NewBookingPage /> : <ExistingBookingPage id={bookingId} />}</WithRouteIds>;
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-sm text-sky-900 underline">
      {label}
    </Link>
  );
}

/** The booking being exchanged, loaded before the form that starts from its passengers. */
function ExchangeSource({ id, children }: { id: string; children: (booking: BookingDetail) => ReactNode }) {
  const booking = useBooking(id);
  if (booking.isError) return <ErrorState error={booking.error} onRetry={() => void booking.refetch()} />;
  if (!booking.data) return <Loading label="Loading the booking to exchange…" />;
  return children(booking.data);
}

/** A new booking or an exchange; the URL's `id` names its local draft (assigned on arrival, so a reload restores it). */
function NewBookingPage() {
  const [params, setParams] = useSearchParams();
  const draftId = params.get('id');
  const startDraft = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('id', newDraftId());
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    if (!draftId) startDraft();
  }, [draftId, startDraft]);
  // Read once per draft id: the form keeps saving into it while it is edited.
  const draft = useMemo(() => (draftId ? loadDraft(draftId) : null), [draftId]);
  const productId = params.get('productId') ?? draft?.productId ?? '';
  const exchangeFrom = params.get('exchangeFrom');
  const query = {
    lineId: productId,
    date: draft?.values.outbound.date || params.get('date') || todayIso(),
    from: draft?.values.from || params.get('from') || undefined,
  };
  const product = useProduct(productId ? query : null);

  const discardDraft = () => {
    if (draftId) removeDraft(draftId);
    startDraft();
  };

  const header = (
    <PageHeader title={exchangeFrom ? 'Exchange booking' : 'New booking'}>
      <BackLink to="/bookings/search" label="Back to booking search" />
    </PageHeader>
  );
  if (!draftId) return <Loading label="Preparing the booking…" />;
  if (!productId) {
    return (
      <div>
        {header}
        <EmptyState
          title="No product chosen"
          text="Search the products between two cities and choose one to book."
          action={
            <Link to="/bookings/search" className={buttonClasses('primary')}>
              Search products
            </Link>
          }
        />
      </div>
    );
  }

  const form = (old?: BookingDetail) =>
    product.data && (
      <BookingForm
        key={draftId}
        mode={old ? { kind: 'exchange', draftId, from: old } : { kind: 'create', draftId }}
        lineId={productId}
        product={product.data}
        initial={{
          ...newBookingValues({
            date: query.date,
            from: params.get('from') ?? undefined,
            to: params.get('to') ?? undefined,
            product: product.data,
            exchangeFrom: old,
          }),
          // A draft saved before the form had a field keeps that field's default.
          ...draft?.values,
        }}
      />
    );

  return (
    <div className="space-y-4">
      {header}
      {exchangeFrom && <SourceBookingNotice bookingId={exchangeFrom} purpose="exchange" />}
      {draft && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
          <span>Restored the unsaved booking from {formatDateTimeInZone(new Date(draft.savedAt).toISOString())}.</span>
          <Button variant="secondary" size="sm" onClick={discardDraft}>
            Discard draft
          </Button>
        </div>
      )}
      {product.isError ? (
        <ErrorState error={product.error} onRetry={() => void product.refetch()} />
      ) : !product.data ? (
        <Loading label="Loading the product…" />
      ) : exchangeFrom ? (
        <ExchangeSource id={exchangeFrom}>{form}</ExchangeSource>
      ) : (
        form()
      )}
    </div>
  );
}

/**
 * Which product an existing booking is edited on, and from where: its own line on the date of its outbound trip (in
 * the booking's direction), or the one the URL names after Change product (`productId`, `date`, `from`).
 */
function useEditedProduct(booking: BookingDetail | undefined) {
  const [params] = useSearchParams();
  const otherLine = params.get('productId');
  const item = booking?.items[0];
  const lineId = otherLine ?? item?.product.id;
  const date = otherLine ? (params.get('date') ?? todayIso()) : item && isoDateInZone(item.trip.departureAt, item.trip.timezone);
  const from = otherLine ? params.get('from') || undefined : (booking?.fromCityId ?? undefined);
  const product = useProduct(lineId && date ? { lineId, date, from } : null);
  const initial = (detail: BookingDetail, chosen: ProductDetail) =>
    otherLine ? onOtherProduct(editValues(detail, chosen), chosen, date!, from, params.get('to') ?? undefined) : editValues(detail, chosen);
  return { lineId, otherLine, product, failed: product.isError ? product : null, initial };
}

/** Edit an existing booking (spec 2.3); the supplier may change when it is moved to another product. */
function ExistingBookingPage({ id }: { id: string }) {
  const booking = useBooking(id);
  const edited = useEditedProduct(booking.data);
  const reload = async () => (await booking.refetch()).data;

  const header = (
    <PageHeader title={`Edit booking${booking.data ? ` ${booking.data.reference}` : ''}`}>
      <BackLink to="/bookings" label="Back to bookings" />
    </PageHeader>
  );
  const failed = booking.isError ? booking : edited.failed;
  if (failed) {
    return (
      <div>
        {header}
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      </div>
    );
  }
  if (!booking.data || !edited.product.data || !edited.lineId) {
    return (
      <div>
        {header}
        <Loading label="Loading the booking…" />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {header}
      {edited.otherLine && <SourceBookingNotice bookingId={id} purpose="edit" />}
      <BookingForm
        key={`${booking.data.id}:${edited.lineId}`}
        mode={{ kind: 'edit', booking: booking.data, reload }}
        lineId={edited.lineId}
        product={edited.product.data}
        initial={edited.initial(booking.data, edited.product.data)}
      />
    </div>
  );
}
