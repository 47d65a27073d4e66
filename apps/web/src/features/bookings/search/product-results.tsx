import { BookingMessage, toCents } from '@farebox/domain';
import { Button } from '@/ui/button';
import { formatMoney, formatTimeInZone } from '@/ui/format';
import { EmptyState } from '@/ui/states';
import { chargePhrases } from './product-charges';
import type { ProductCharges, ProductDeparture, ProductSummary } from './products.api';

/** The lowest price of a departure (what "from" prices show). */
function lowestPrice(departure: ProductDeparture) {
  return departure.prices.reduce<ProductDeparture['prices'][number] | undefined>(
    (low, p) => (!low || (toCents(p.amountUsd) ?? 0n) < (toCents(low.amountUsd) ?? 0n) ? p : low),
    undefined,
  );
}

function DepartureList({ departures }: { departures: readonly ProductDeparture[] }) {
  if (departures.length === 0) return <p className="text-sm text-slate-700">No departures on this date.</p>;
  return (
    <ul className="flex flex-wrap gap-2 text-sm" aria-label="Departures">
      {departures.map((d) => {
        const price = lowestPrice(d);
        return (
          <li key={d.tripId} className="rounded border border-slate-200 px-2 py-1">
            <span className="font-medium">{formatTimeInZone(d.departureAt, d.timezone)}</span>
            <span className="text-slate-700"> · {d.seatsLeft} seats left</span>
            {price && <span className="text-slate-700"> · from {formatMoney(price.amount, price.currency)}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function Charges({ charges }: { charges: ProductCharges }) {
  const phrases = chargePhrases(charges);
  if (phrases.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-3 text-sm text-slate-700" aria-label="Charges">
      {phrases.map((phrase) => (
        <li key={phrase}>{phrase}</li>
      ))}
    </ul>
  );
}

/** The products found for a search; choosing one opens the booking edit screen. */
export function ProductResults({ products, onChoose }: { products: readonly ProductSummary[]; onChoose: (product: ProductSummary) => void }) {
  if (products.length === 0) return <EmptyState title={BookingMessage.NoProducts} />;
  return (
    <ul className="space-y-3" aria-label="Available products">
      {products.map((p) => (
        <li key={p.id} className="flex flex-wrap items-start justify-between gap-3 rounded border border-slate-200 bg-white p-4">
          <div className="space-y-2">
            <h2 className="font-semibold text-slate-900">{p.denomination}</h2>
            <p className="text-sm text-slate-700">
              {p.company.name} · <span className="capitalize">{p.type.replace('_', ' ')}</span>
              {p.privateTransfer && ' · Private transfer'}
              {p.minPassengers > 1 && ` · at least ${p.minPassengers} passengers`}
            </p>
            <DepartureList departures={p.departures} />
            <Charges charges={p.charges} />
          </div>
          <Button onClick={() => onChoose(p)} aria-label={`Choose ${p.denomination}`}>
            Choose
          </Button>
        </li>
      ))}
    </ul>
  );
}
