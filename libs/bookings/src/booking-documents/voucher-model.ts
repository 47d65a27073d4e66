import { Decimal } from 'decimal.js';
import { PRODUCT_DISPLAY_NAME, type CompanyFields, type VoucherAlert } from '@farebox/domain';
import { formatLocal } from './zoned-time.js';

export interface Money {
  amount: Decimal;
  currency: string;
}

/** The supplier company's voucher tab (spec part 1, section 3). */
export type VoucherSettings = Pick<
  CompanyFields,
  | 'isPrintedVoucherRequire'
  | 'showPriceOnVoucher'
  | 'showCostOnVoucher'
  | 'showPriceInSupplierCurrencyOnVoucher'
  | 'showCostInSupplierCurrencyOnVoucher'
  | 'showNumberOfTicketsOnVoucher'
  | 'isDisplayLogoAsSupplier'
  | 'voucherRemark'
  | 'voucherAlert'
>;

export interface VoucherPlace {
  station: string;
  address: string | null;
  city: string;
}

/** Everything a voucher is built from, read from the booking, its trips and its supplier. */
export interface VoucherSource {
  reference: string;
  bookingCode: string | null;
  customer: { firstName: string; lastName: string; email: string; phone: string | null };
  /** What the customer paid, in the customer's currency and in USD. */
  price: Money;
  priceUsd: Decimal;
  costUsd: Decimal;
  costInSupplierCurrency: Money;
  passengersCount: number;
  journeys: {
    position: number;
    line: string;
    departureAt: Date;
    arrivalAt: Date | null;
    timezone: string;
    from: VoucherPlace;
    to: VoucherPlace;
    /** HH:mm local, when the supplier confirmed another pickup time on approve. */
    approvedDepartureTime: string | null;
  }[];
  passengers: { firstName: string; lastName: string; passengerType: string; seats: { departure?: string | null; return?: string | null } }[];
  supplier: { name: string; settings: VoucherSettings; logo: { content: Buffer; contentType: string } | null };
}

export interface VoucherJourney {
  label: 'Outbound' | 'Return';
  line: string;
  from: string;
  to: string;
  departure: string;
  arrival: string | null;
  pickupTime: string | null;
  seats: { passenger: string; seat: string }[];
}

/** What the voucher shows, decided by the supplier's settings; the PDF only lays it out. */
export interface VoucherModel {
  reference: string;
  bookingCode: string | null;
  /** The supplier's name when its logo is displayed as supplier, otherwise the marketplace's. */
  brand: string;
  logo: Buffer | null;
  supplierName: string;
  alert: VoucherAlert | null;
  printedVoucherRequired: boolean;
  customer: { name: string; email: string; phone: string | null };
  journeys: VoucherJourney[];
  passengers: { name: string; type: string }[];
  amounts: { label: string; value: string }[];
  numberOfTickets: number | null;
  remark: string | null;
}

/** pdfkit embeds PNG and JPEG only; other logo types are left out rather than failing the voucher. */
const EMBEDDABLE_LOGO_TYPES = new Set(['image/png', 'image/jpeg']);

const formatMoney = (money: Money) => `${money.amount.toFixed(2)} ${money.currency}`;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const placeText = (place: VoucherPlace) => [place.station, place.address, place.city].filter(Boolean).join(', ');
const nonBlank = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

/**
 * The customer price in the supplier's currency: the same amount when both currencies agree, otherwise the USD
 * price at the booking's own cost rate (supplier cost / USD cost). Unknown when the booking has no USD cost.
 */
export function priceInSupplierCurrency(source: Pick<VoucherSource, 'price' | 'priceUsd' | 'costUsd' | 'costInSupplierCurrency'>): Money | null {
  const { price, priceUsd, costUsd, costInSupplierCurrency: cost } = source;
  if (price.currency === cost.currency) return price;
  if (costUsd.isZero()) return null;
  return { amount: priceUsd.times(cost.amount).dividedBy(costUsd).toDecimalPlaces(2, Decimal.ROUND_HALF_UP), currency: cost.currency };
}

function amountsOf(source: VoucherSource): VoucherModel['amounts'] {
  const s = source.supplier.settings;
  const amounts: VoucherModel['amounts'] = [];
  if (s.showPriceOnVoucher) amounts.push({ label: 'Price', value: formatMoney(source.price) });
  if (s.showPriceInSupplierCurrencyOnVoucher) {
    const converted = priceInSupplierCurrency(source);
    if (converted) amounts.push({ label: `Price (${converted.currency})`, value: formatMoney(converted) });
  }
  if (s.showCostOnVoucher) amounts.push({ label: 'Cost', value: formatMoney({ amount: source.costUsd, currency: 'USD' }) });
  if (s.showCostInSupplierCurrencyOnVoucher) {
    amounts.push({ label: `Cost (${source.costInSupplierCurrency.currency})`, value: formatMoney(source.costInSupplierCurrency) });
  }
  return amounts;
}

function journeyOf(source: VoucherSource, journey: VoucherSource['journeys'][number]): VoucherJourney {
  const leg = journey.position === 0 ? 'departure' : 'return';
  return {
    label: journey.position === 0 ? 'Outbound' : 'Return',
    line: journey.line,
    from: placeText(journey.from),
    to: placeText(journey.to),
    departure: `${formatLocal(journey.departureAt, journey.timezone)} (${journey.timezone})`,
    arrival: journey.arrivalAt ? `${formatLocal(journey.arrivalAt, journey.timezone)} (${journey.timezone})` : null,
    pickupTime: journey.approvedDepartureTime,
    seats: source.passengers.flatMap((p) => {
      const seat = nonBlank(p.seats[leg]);
      return seat ? [{ passenger: fullName(p), seat }] : [];
    }),
  };
}

export function buildVoucherModel(source: VoucherSource): VoucherModel {
  const { settings, logo, name } = source.supplier;
  const showLogo = settings.isDisplayLogoAsSupplier;
  const alertTitle = nonBlank(settings.voucherAlert?.title);
  const alertText = nonBlank(settings.voucherAlert?.text);
  return {
    reference: source.reference,
    bookingCode: nonBlank(source.bookingCode),
    brand: showLogo ? name : PRODUCT_DISPLAY_NAME,
    logo: showLogo && logo && EMBEDDABLE_LOGO_TYPES.has(logo.contentType) ? logo.content : null,
    supplierName: name,
    alert: alertTitle || alertText ? { title: alertTitle ?? '', text: alertText ?? '' } : null,
    printedVoucherRequired: settings.isPrintedVoucherRequire,
    customer: { name: fullName(source.customer), email: source.customer.email, phone: source.customer.phone },
    journeys: [...source.journeys].sort((a, b) => a.position - b.position).map((j) => journeyOf(source, j)),
    passengers: source.passengers.map((p) => ({ name: fullName(p), type: p.passengerType })),
    amounts: amountsOf(source),
    numberOfTickets: settings.showNumberOfTicketsOnVoucher ? Math.max(source.passengersCount, source.passengers.length) : null,
    remark: nonBlank(settings.voucherRemark),
  };
}
