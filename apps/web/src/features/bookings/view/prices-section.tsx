import { formatDateTimeInZone, formatMoney } from '../../../ui/format';
import { Table } from '../../../ui/table';
import { humanize } from '../booking-display';
import type { AdditionalTransaction, BookingPrices } from '../booking.types';
import { Facts, Section } from './section';

/** Prices of the booking and its price history (additional charges and refunds): full admins only. */
export function PricesSection({ prices }: { prices: BookingPrices }) {
  const currency = prices.price.currency;
  const money = (amount: string | null) => formatMoney(amount, currency);
  return (
    <>
      <Section title="Prices">
        <Facts
          entries={[
            ['Price', formatMoney(prices.price.amount, currency)],
            ['Price in USD', formatMoney(prices.priceUsd, 'USD')],
            ['Cost in USD', formatMoney(prices.costUsd, 'USD')],
            ['Cost in supplier currency', formatMoney(prices.costInSupplierCurrency.amount, prices.costInSupplierCurrency.currency)],
            ['Price without add-ons', money(prices.priceWithoutAddons)],
            ['Base price', money(prices.basePrice)],
            ['Settled price', money(prices.settledPrice)],
            ['Initial price', money(prices.initialPrice)],
            !!prices.returnDiscount && ['Return discount', money(prices.returnDiscount)],
            prices.additionalFees.length > 0 && ['Additional fees', prices.additionalFees.map((f) => `${f.description}: ${money(f.price)}`).join('; ')],
            prices.addons.length > 0 && ['Add-ons', prices.addons.map((a) => `${a.name} (${humanize(a.paymentStatus)})`).join('; ')],
            prices.redeemedCoupons.length > 0 && ['Coupons', prices.redeemedCoupons.map((c) => `${c.code}: ${formatMoney(c.amount, c.currency)}`).join('; ')],
          ]}
        />
      </Section>
      <Section title="Price history">
        <Table<AdditionalTransaction>
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
