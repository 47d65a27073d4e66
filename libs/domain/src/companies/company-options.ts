/**
 * Fixed option lists of the company form (spec part 1, sections 3, 4 and 9). Used by the server DTOs and
 * rules and by the web form, so a value is typed once.
 */

export interface ChoiceOption<T extends string = string> {
  value: T;
  label: string;
}

const values = <T extends string>(options: readonly ChoiceOption<T>[]): readonly T[] => options.map((o) => o.value);

/** ISO 4217 codes offered for a supplier's currency (base currency USD). */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'TRY',
  'ILS',
  'EGP',
  'MAD',
  'ZAR',
  'KES',
  'AED',
  'JOD',
  'THB',
  'VND',
  'KHR',
  'LAK',
  'MYR',
  'SGD',
  'IDR',
  'PHP',
  'MMK',
  'INR',
  'LKR',
  'NPR',
  'CNY',
  'HKD',
  'TWD',
  'JPY',
  'KRW',
  'AUD',
  'NZD',
  'FJD',
  'CAD',
  'MXN',
  'GTQ',
  'CRC',
  'PAB',
  'COP',
  'PEN',
  'BOB',
  'CLP',
  'ARS',
  'BRL',
  'UYU',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const BASE_CURRENCY: Currency = 'USD';

export const REGION_OPTIONS: readonly ChoiceOption<'latam' | 'apac' | 'emea' | 'north_america'>[] = [
  { value: 'latam', label: 'LATAM' },
  { value: 'apac', label: 'APAC' },
  { value: 'emea', label: 'EMEA' },
  { value: 'north_america', label: 'North America' },
];
export type Region = (typeof REGION_OPTIONS)[number]['value'];
export const REGIONS = values(REGION_OPTIONS);

export const PaymentType = { Invoice: 'invoice', Topup: 'topup' } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const PAYMENT_TYPE_OPTIONS: readonly ChoiceOption<PaymentType>[] = [
  { value: 'invoice', label: 'Invoice (end of month)' },
  { value: 'topup', label: 'Topup' },
];
export const PAYMENT_TYPES = values(PAYMENT_TYPE_OPTIONS);

/** The categories each payment type allows (spec part 1, section 4). */
export const CATEGORIES_BY_PAYMENT_TYPE: Readonly<Record<PaymentType, readonly string[]>> = {
  invoice: ['Transportation EOM', 'Ancillary Providers EOM'],
  topup: ['Transportation Topup', 'Ancillary Providers Topup'],
};
export const CATEGORIES: readonly string[] = [...CATEGORIES_BY_PAYMENT_TYPE.invoice, ...CATEGORIES_BY_PAYMENT_TYPE.topup];

/** Category choices for the chosen payment type; none until a payment type is chosen. */
export function categoriesFor(paymentType: string | null | undefined): readonly string[] {
  return paymentType && paymentType in CATEGORIES_BY_PAYMENT_TYPE ? CATEGORIES_BY_PAYMENT_TYPE[paymentType as PaymentType] : [];
}

export const CALCULATION_BASIS_OPTIONS: readonly ChoiceOption<'booking_date' | 'departure_date'>[] = [
  { value: 'booking_date', label: 'Booking date' },
  { value: 'departure_date', label: 'Departure date' },
];
export const CALCULATION_BASES = values(CALCULATION_BASIS_OPTIONS);

export const INVOICE_PAYMENT_CYCLE_OPTIONS: readonly ChoiceOption<'monthly' | 'bi_weekly'>[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'bi_weekly', label: 'Bi-Weekly' },
];
export const INVOICE_PAYMENT_CYCLES = values(INVOICE_PAYMENT_CYCLE_OPTIONS);

/** The spec says "two options" without naming them: the supplier runs our ticketing system or its own. */
export const TMS_OPTIONS: readonly ChoiceOption<'farebox_tms' | 'supplier_tms'>[] = [
  { value: 'farebox_tms', label: 'Farebox TMS' },
  { value: 'supplier_tms', label: 'Supplier TMS' },
];
export const TMS_VALUES = values(TMS_OPTIONS);

export const COMMISSION_OPTIONS: readonly ChoiceOption<'Gross' | 'Net'>[] = [
  { value: 'Gross', label: 'Gross' },
  { value: 'Net', label: 'Net' },
];
export const COMMISSIONS = values(COMMISSION_OPTIONS);

/** Payment type on the bank-payment platform (api is the default). */
export const HW_PAYMENT_TYPE_OPTIONS: readonly ChoiceOption<'api' | 'manual'>[] = [
  { value: 'api', label: 'API' },
  { value: 'manual', label: 'Manual' },
];
export const HW_PAYMENT_TYPES = values(HW_PAYMENT_TYPE_OPTIONS);
export const DEFAULT_HW_PAYMENT_TYPE = 'api';

export const SWIFT_FEES_OPTIONS: readonly ChoiceOption<'our' | 'sha'>[] = [
  { value: 'our', label: 'OUR (we pay all fees)' },
  { value: 'sha', label: 'SHA (fees shared)' },
];
export const SWIFT_FEES_VALUES = values(SWIFT_FEES_OPTIONS);
export const DEFAULT_SWIFT_FEES = 'our';

export const PAYMENT_TERMS_OPTIONS: readonly ChoiceOption<'eom' | 'eom_plus_7' | 'eom_plus_15' | 'eom_plus_30' | 'eom_plus_45' | 'immediate'>[] = [
  { value: 'eom', label: 'End of month' },
  { value: 'eom_plus_7', label: 'End of month + 7 days' },
  { value: 'eom_plus_15', label: 'End of month + 15 days' },
  { value: 'eom_plus_30', label: 'End of month + 30 days' },
  { value: 'eom_plus_45', label: 'End of month + 45 days' },
  { value: 'immediate', label: 'Immediate' },
];
export const PAYMENT_TERMS = values(PAYMENT_TERMS_OPTIONS);

export const PAYMENT_METHOD_OPTIONS: readonly ChoiceOption<'payment_gateway' | 'credit_card' | 'bank_wire' | 'cash'>[] = [
  { value: 'payment_gateway', label: 'Payment gateway' },
  { value: 'credit_card', label: 'Credit card' },
  { value: 'bank_wire', label: 'Bank wire' },
  { value: 'cash', label: 'Cash' },
];
export const PAYMENT_METHODS = values(PAYMENT_METHOD_OPTIONS);

export const LANGUAGE_OPTIONS: readonly ChoiceOption<'en' | 'es' | 'th' | 'vi'>[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'th', label: 'Thai' },
  { value: 'vi', label: 'Vietnamese' },
];
export const LANGUAGES = values(LANGUAGE_OPTIONS);
export const DEFAULT_LANGUAGE = 'en';

/** The contracting entities of the group (the spec calls it a fixed list without values). */
export const SUBSIDIARY_OPTIONS: readonly ChoiceOption[] = [
  { value: 'farebox_ltd_il', label: 'Farebox Ltd (Israel)' },
  { value: 'farebox_inc_us', label: 'Farebox Inc (United States)' },
  { value: 'farebox_bv_nl', label: 'Farebox B.V. (Netherlands)' },
  { value: 'farebox_pte_sg', label: 'Farebox Pte Ltd (Singapore)' },
  { value: 'farebox_co_th', label: 'Farebox Co., Ltd (Thailand)' },
  { value: 'farebox_mx', label: 'Farebox México S. de R.L. de C.V.' },
];
export const SUBSIDIARIES = values(SUBSIDIARY_OPTIONS);

/** Tax treatment of supplier invoices (fixed list; values chosen here). */
export const TAX_CODE_OPTIONS: readonly ChoiceOption[] = [
  { value: 'EXEMPT', label: 'Exempt' },
  { value: 'ZERO', label: 'Zero rated (0%)' },
  { value: 'VAT_STD', label: 'VAT standard rate' },
  { value: 'VAT_RED', label: 'VAT reduced rate' },
  { value: 'REVERSE', label: 'Reverse charge' },
  { value: 'WHT', label: 'Withholding tax' },
];
export const TAX_CODES = values(TAX_CODE_OPTIONS);

/**
 * Payment platforms suppliers are paid through (fixed list; values chosen here). Hyperwallet is the
 * bank-payment kind: payouts go to the supplier's bank account, so its bank details are required and
 * `hwPaymentType` / `swiftFees` apply to it.
 */
export const BANK_PAYMENT_PLATFORM = 'Hyperwallet';
export const PAYMENT_PLATFORM_OPTIONS: readonly ChoiceOption[] = [
  { value: BANK_PAYMENT_PLATFORM, label: 'Hyperwallet (bank payment)' },
  { value: 'Payoneer', label: 'Payoneer' },
  { value: 'PayPal', label: 'PayPal' },
  { value: 'Wise', label: 'Wise' },
  { value: 'Airwallex', label: 'Airwallex' },
];
export const PAYMENT_PLATFORMS = values(PAYMENT_PLATFORM_OPTIONS);

export function isBankPaymentPlatform(paymentPlatformName: string | null | undefined): boolean {
  return paymentPlatformName === BANK_PAYMENT_PLATFORM;
}

/** Top-up days range and defaults (spec part 1, section 9). The form and the database both use 14. */
export const TOPUP_DAYS_MIN = 0;
export const TOPUP_DAYS_MAX = 365;
export const DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT = 14;
export const DEFAULT_NUM_OF_DAYS_TO_EXTEND_TOPUP = 44;

export const COST_DISCOUNT_MIN = -100;
export const COST_DISCOUNT_MAX = 100;
export const VOUCHER_ALERT_TITLE_MAX = 50;
export const VOUCHER_ALERT_TEXT_MAX = 200;
/** Largest amount numeric(14,2) holds. */
export const MONEY_MAX = 999_999_999_999.99;

/** Logo and cover pictures. */
export const COMPANY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const COMPANY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
