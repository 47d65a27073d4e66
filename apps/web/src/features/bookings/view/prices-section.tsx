import { formatDateTimeInZone, formatMoney } from '../../../ui/format';
import { Table } from '../../../ui/table';
import { humanize } from '../booking-display';
import type { BookingDetail, BookingPrices } from '../booking.types';
import { Facts, Section } from './section';

type Transaction = BookingPrices['additionalTransactions'][number];

/** Prices of the booking and its price history (additional charges and refunds): full admins only. */
export function PricesSection({ booking }: { booking: BookingDetail }) {
  const prices = booking.prices;
  if (!prices) return null;
  const currency = booking.price?.currency;
  const money = (amount: string | null) => formatMoney(amount, currency);
  return (
    <>
      <Section title="Prices">
        <Facts
          entries={[
            ['Price', money(prices.price)],
            !!booking.price?.amountUsd && ['Price in USD', formatMoney(booking.price.amountUsd, 'USD')],
            !!booking.supplierPrice && ['Cost (supplier currency)', formatMoney(booking.supplierPrice.amount, booking.supplierPrice.currency)],
            ['Price without add-ons', money(prices.priceWithoutAddons)],
            ['Base price', money(prices.basePrice)],
            ['Settled price', money(prices.settledPrice)],
            ['Initial price', money(prices.initialPrice)],
            prices.additionalFees.length > 0 && ['Additional fees', prices.additionalFees.map((f) => `${f.description}: ${money(f.price)}`).join('; ')],
            prices.addons.length > 0 && ['Add-ons', prices.addons.map((a) => `${a.name} (${humanize(a.paymentStatus)})`).join('; ')],
            prices.redeemedCoupons.length > 0 && ['Coupons', prices.redeemedCoupons.map((c) => `${c.code}: ${formatMoney(c.amount, c.currency)}`).join('; ')],
          ]}
        />
      </Section>
      <Section title="Price history">
        <Table<Transaction>
          caption="Price history"
          rows={prices.additionalTransactions}
          rowKey={(t, i) => `${t.createdAt}-${i}`}
          emptyText="No price changes"
          columns={[
            { key: 'createdAt', header: 'Date', render: (t) => formatDateTimeInZone(t.createdAt) },
            { key: 'type', header: 'Type', render: (t) => humanize(t.type) },
            { key: 'price', header: 'Amount', render: (t) => money(t.price) },
            { key: 'description', header: 'Description' },
            { key: 'isSettled', header: 'Settled', render: (t) => (t.isSettled ? 'Yes' : 'No') },
            { key: 'email', header: 'By', render: (t) => t.email ?? '—' },
          ]}
        />
      </Section>
    </>
  );
}
