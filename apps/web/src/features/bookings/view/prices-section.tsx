import { formatDateTimeInZone, formatMoney } from '@/ui/format';
import { Table } from '@/ui/table';
import { humanize } from '../booking-display';
import { PriceChangesTable } from '@/features/payments/payment-history-tables';
import type { AdditionalTransaction, BookingPrices } from '../booking.types';
import { PaymentHistoryState, type BookingPaymentHistory } from './booking-payment-history';
import { Facts, Section } from './section';

/** Prices of the booking and its price history (Change price records, and the checkout's additional charges and refunds): full admins only. */
export function PricesSection({ prices, history }: { prices: BookingPrices; history: BookingPaymentHistory }) {
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
            prices.offlineSale && ['Sale', "Offline, at the line's offline price"],
            prices.additionalFees.length > 0 && ['Additional fees', prices.additionalFees.map((f) => `${f.description}: ${money(f.price)}`).join('; ')],
            prices.addons.length > 0 && ['Add-ons', prices.addons.map((a) => `${a.name} (${humanize(a.paymentStatus)})`).join('; ')],
            prices.redeemedCoupons.length > 0 && ['Coupons', prices.redeemedCoupons.map((c) => `${c.code}: ${formatMoney(c.amount, c.currency)}`).join('; ')],
          ]}
        />
      </Section>
      <Section title="Price history">
        <div className="space-y-3">
          <PaymentHistoryState history={history}>{(detail) => <PriceChangesTable priceChanges={detail?.priceChanges ?? []} />}</PaymentHistoryState>
          {prices.additionalTransactions.length > 0 && (
            <Table<AdditionalTransaction>
              caption="Additional charges and refunds"
              showCaption
              rows={prices.additionalTransactions}
              rowKey={(t, i) => `${t.createdAt}-${i}`}
              columns={[
                { key: 'createdAt', header: 'Date', render: (t) => formatDateTimeInZone(t.createdAt) },
                { key: 'type', header: 'Type', render: (t) => humanize(t.type) },
                { key: 'price', header: 'Amount', render: (t) => money(t.price) },
                { key: 'description', header: 'Description' },
                { key: 'isSettled', header: 'Settled', render: (t) => (t.isSettled ? 'Yes' : 'No') },
                { key: 'email', header: 'By', render: (t) => t.email ?? '—' },
              ]}
            />
          )}
        </div>
      </Section>
    </>
  );
}
