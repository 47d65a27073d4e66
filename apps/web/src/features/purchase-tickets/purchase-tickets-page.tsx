import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cartPaymentUrl, isPurchaseFinished, PURCHASE_TICKETS_MAX, PURCHASE_TICKETS_MIN, validatePurchaseTickets, type FieldProblem } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { ComboboxField } from '@/ui/combobox-field';
import { SelectField, TextField, type SelectOption } from '@/ui/form-fields';
import { formatDateTimeInZone } from '@/ui/format';
import { PageHeader } from '@/ui/page-header';
import { errorMessage } from '@/ui/states';
import { FILTER_TEXT_DEBOUNCE_MS, useDebouncedValue } from '@/ui/use-debounced-value';
import { useIdempotencyKey } from '@/ui/use-idempotency-key';
import { opsApi, opsKeys } from '@/features/ops/ops-api';
import {
  useCreatePurchase,
  usePurchaseLines,
  usePurchaseProgress,
  usePurchaseTrips,
  type Direction,
  type PurchaseBatch,
  type PurchaseLine,
} from './purchase-tickets.api';

const fieldError = (problems: FieldProblem[], field: string) => problems.find((p) => p.field === field)?.message;

/**
 * Purchase Tickets (spec part 2, 2.15): the line "From X To Y" with Switch Directions, the departure, the e-mail for
 * the vouchers and the number of tickets; Create Bookings holds the seats and the worker creates one booking per
 * ticket while the screen shows the progress (the fields stay locked meanwhile); then the number created and the pay link.
 */
export function PurchaseTicketsPage() {
  const [lineQuery, setLineQuery] = useState('');
  const lines = usePurchaseLines(useDebouncedValue(lineQuery, FILTER_TEXT_DEBOUNCE_MS));
  const [line, setLine] = useState<PurchaseLine | null>(null);
  const [direction, setDirection] = useState<Direction>('aToB');
  const trips = usePurchaseTrips(line?.id, direction);
  const [tripId, setTripId] = useState('');
  const [email, setEmail] = useState('');
  const [tickets, setTickets] = useState('1');
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [batchId, setBatchId] = useState<string>();
  const { keyFor } = useIdempotencyKey();
  const create = useCreatePurchase();
  const progress = usePurchaseProgress(batchId);
  const batch = progress.data;
  const processing = create.isPending || (!!batchId && (!batch || !isPurchaseFinished(batch.state)));
  const locked = processing || batch?.state === 'done';

  const [from, to] = line ? (direction === 'aToB' ? [line.cityA, line.cityB] : [line.cityB, line.cityA]) : [null, null];
  const lineOptions: SelectOption[] = (lines.data ?? []).map((l) => ({ value: l.id, label: `${l.denomination} (${l.cityA} – ${l.cityB})` }));
  const tripOptions: SelectOption[] = (trips.data ?? []).map((trip) => ({
    value: trip.id,
    label: `${formatDateTimeInZone(trip.departureAt, trip.timezone)} ${trip.fromStation} → ${trip.toStation} (${trip.seatsLeft} seats left)`,
  }));

  const chooseLine = (option: SelectOption | null) => {
    setLine((lines.data ?? []).find((l) => l.id === option?.value) ?? null);
    setTripId('');
  };
  const switchDirections = () => {
    setDirection((d) => (d === 'aToB' ? 'bToA' : 'aToB'));
    setTripId('');
  };

  const submit = async () => {
    setFailure(null);
    const count = tickets.trim() === '' ? null : Number(tickets);
    const found = [...(line ? [] : [{ field: 'lineId', message: 'This field is required.' }]), ...validatePurchaseTickets({ tripId, email, tickets: count })];
    setProblems(found);
    if (found.length > 0 || !line) return;
    const body = { lineId: line.id, tripId, email: email.trim(), tickets: count! };
    try {
      const queued = await create.mutateAsync({ body, key: keyFor(body) });
      setBatchId(queued.id);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) setProblems(error.fieldErrors);
      else setFailure(errorMessage(error));
    }
  };

  const startOver = () => {
    setBatchId(undefined);
    setTripId('');
    setProblems([]);
    void trips.refetch();
  };

  return (
    <div className="space-y-4">
      <PageHeader title="Purchase Tickets" />
      <form
        noValidate
        aria-label="Purchase tickets"
        className="max-w-2xl space-y-4 rounded border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset disabled={locked} className="space-y-4">
          <ComboboxField
            label="Line"
            required
            placeholder="Type a line or a city"
            value={line ? { value: line.id, label: `${line.denomination} (${line.cityA} – ${line.cityB})` } : null}
            onChange={chooseLine}
            options={lineOptions}
            onQueryChange={setLineQuery}
            loading={lines.isFetching}
            error={fieldError(problems, 'lineId')}
            disabled={locked}
          />
          {line && (
            <div className="flex items-center gap-3">
              <p className="text-base font-medium text-slate-900" aria-live="polite">
                From {from} To {to}
              </p>
              <Button variant="secondary" size="sm" onClick={switchDirections}>
                Switch Directions
              </Button>
            </div>
          )}
          <SelectField
            label="Departure"
            required
            placeholder={
              !line ? 'Choose a line first' : tripOptions.length === 0 && !trips.isPending ? 'No upcoming departures with free seats' : 'Choose a departure'
            }
            options={tripOptions}
            loadingOptions={!!line && trips.isPending}
            value={tripId}
            onChange={(e) => setTripId(e.target.value)}
            error={fieldError(problems, 'tripId')}
          />
          <TextField
            label="E-mail for vouchers"
            required
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError(problems, 'email')}
          />
          <TextField
            label="Number of tickets"
            required
            type="number"
            min={PURCHASE_TICKETS_MIN}
            max={PURCHASE_TICKETS_MAX}
            step={1}
            hint={`${PURCHASE_TICKETS_MIN} to ${PURCHASE_TICKETS_MAX}; one booking per ticket.`}
            value={tickets}
            onChange={(e) => setTickets(e.target.value)}
            error={fieldError(problems, 'tickets')}
          />
        </fieldset>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        {batch?.state !== 'done' && (
          <Button type="submit" loading={processing} disabled={locked}>
            Create Bookings
          </Button>
        )}
      </form>
      {batch && <PurchaseOutcome batch={batch} onStartOver={startOver} />}
    </div>
  );
}

/** The progress of the purchase, then the bookings created and the pay link (or why it stopped). */
function PurchaseOutcome({ batch, onStartOver }: { batch: PurchaseBatch; onStartOver: () => void }) {
  const config = useQuery({ queryKey: opsKeys.config, queryFn: opsApi.config, staleTime: Infinity });
  const payUrl = cartPaymentUrl(config.data?.publicSiteUrl, batch.cartReference);
  return (
    <section aria-label="Purchase result" className="max-w-2xl space-y-3 rounded border border-slate-200 bg-white p-4">
      {!isPurchaseFinished(batch.state) && (
        <div className="space-y-1">
          <label htmlFor="purchase-progress" className="text-sm text-slate-800">
            Creating bookings: {batch.createdCount} of {batch.tickets}
          </label>
          <progress id="purchase-progress" className="block w-full" max={batch.tickets} value={batch.createdCount} />
        </div>
      )}
      {batch.state === 'done' && (
        <>
          <p role="status" className="font-medium text-slate-900">
            {batch.createdCount} {batch.createdCount === 1 ? 'booking' : 'bookings'} created (cart {batch.cartReference}).
          </p>
          {payUrl ? (
            <a href={payUrl} target="_blank" rel="noopener noreferrer" className="text-sky-900 underline">
              Pay for the bookings
              <span className="sr-only"> (opens the public site in a new tab)</span>
            </a>
          ) : (
            <p className="text-sm text-slate-700">{config.isPending ? '…' : 'The pay link needs the public site, which is not configured.'}</p>
          )}
        </>
      )}
      {batch.state === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          The purchase stopped after {batch.createdCount} of {batch.tickets} bookings: {batch.error}
        </p>
      )}
      {isPurchaseFinished(batch.state) && (
        <Button variant="secondary" onClick={onStartOver}>
          New purchase
        </Button>
      )}
    </section>
  );
}
