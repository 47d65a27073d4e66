import { LINE_POLICY_DIRECTION_LABELS } from '@farebox/domain';
import { useState } from 'react';
import { formatMoney } from '@/ui/format';
import { ConfirmDialog } from '@/ui/modal';
import { Table, type Column } from '@/ui/table';
import type { PriceChangeExample, PriceChangeImpact } from './prices.api';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const COLUMNS = (currency: string): Column<PriceChangeExample>[] => [
  { key: 'departure', header: 'Departure (local)', render: (e) => `${e.localDate} ${e.localTime}` },
  { key: 'direction', header: 'Direction', render: (e) => LINE_POLICY_DIRECTION_LABELS[e.direction] },
  {
    key: 'changes',
    header: 'Price (old → new)',
    render: (e) => (
      <ul>
        {e.changes.map((c) => (
          <li key={c.passengerType}>
            {c.passengerType}: {c.from === null ? 'not sold' : formatMoney(c.from, currency)} → {c.to === null ? 'not sold' : formatMoney(c.to, currency)}
          </li>
        ))}
      </ul>
    ),
  },
  { key: 'sold', header: 'Seats sold', render: (e) => String(e.seatsSold) },
];

/** What a price change does to the line's future trips, as the server's dry run of the save answered it. */
export function PriceChangeImpactView({ impact }: { impact: PriceChangeImpact }) {
  return (
    <div className="space-y-2 text-sm text-slate-800">
      <p className="font-medium">
        {impact.trips === 0 ? 'No future trip changes price.' : `${plural(impact.trips, 'future trip changes', 'future trips change')} price.`}
      </p>
      {impact.trips > 0 && (
        <p>
          {impact.tripsWithBookings > 0 ? `${plural(impact.tripsWithBookings, 'of them has', 'of them have')} bookings: ` : ''}
          Bookings already made keep the price they were made at; only new bookings pay the new price.
        </p>
      )}
      {impact.examples.length > 0 && (
        <Table
          caption={impact.trips > impact.examples.length ? `First ${impact.examples.length} of ${impact.trips} trips` : 'Trips'}
          showCaption
          columns={COLUMNS(impact.currency)}
          rows={impact.examples}
          rowKey={(e) => e.departureAt + e.direction}
        />
      )}
    </div>
  );
}

interface Pending {
  impact: PriceChangeImpact;
  apply: () => Promise<unknown>;
}

/**
 * Preview before save: `preview(dryRun, apply)` asks the server what the change does (the same code, rolled back),
 * shows it in a dialog, and runs `apply` when the user confirms. `dialog` is the dialog to render.
 */
export function usePriceChangePreview({ title, confirmLabel, danger = false }: { title: string; confirmLabel: string; danger?: boolean }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = async (dryRun: () => Promise<{ impact: PriceChangeImpact }>, apply: () => Promise<unknown>) => {
    const { impact } = await dryRun();
    setPending({ impact, apply });
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.apply();
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    preview,
    dialog: (
      <ConfirmDialog
        open={pending !== null}
        title={title}
        message={pending && <PriceChangeImpactView impact={pending.impact} />}
        confirmLabel={confirmLabel}
        danger={danger}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    ),
  };
}
