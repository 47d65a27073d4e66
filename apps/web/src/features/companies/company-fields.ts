import {
  CALCULATION_BASIS_OPTIONS,
  categoriesFor,
  COMMISSION_OPTIONS,
  COST_DISCOUNT_MAX,
  COST_DISCOUNT_MIN,
  CURRENCIES,
  HW_PAYMENT_TYPE_OPTIONS,
  INVOICE_PAYMENT_CYCLE_OPTIONS,
  LANGUAGE_OPTIONS,
  PAYMENT_METHOD_OPTIONS,
  PAYMENT_PLATFORM_OPTIONS,
  PAYMENT_TERMS_OPTIONS,
  PAYMENT_TYPE_OPTIONS,
  PaymentType,
  REGION_OPTIONS,
  SUBSIDIARY_OPTIONS,
  SWIFT_FEES_OPTIONS,
  TAX_CODE_OPTIONS,
  TMS_OPTIONS,
  TOPUP_DAYS_MAX,
  TOPUP_DAYS_MIN,
  VOUCHER_ALERT_TEXT_MAX,
  VOUCHER_ALERT_TITLE_MAX,
  type CompanyFields,
} from '@farebox/domain';
import type { SelectOption } from '@/ui/form-fields';
import type { CompanyFormValues } from './company-form-values';

export type TabKey = 'general' | 'voucher' | 'address' | 'finance' | 'passengerTypes' | 'emailPreferences' | 'misc';

export const TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'general', label: 'General' },
  { key: 'voucher', label: 'Voucher' },
  { key: 'address', label: 'Address' },
  { key: 'finance', label: 'Finance' },
  { key: 'passengerTypes', label: 'Passenger type' },
  { key: 'emailPreferences', label: 'Email preferences' },
  { key: 'misc', label: 'Miscellaneous' },
];

type Kind = 'text' | 'email' | 'url' | 'tel' | 'textarea' | 'number' | 'checkbox' | 'select';

/** One input of the company form; the view renders the same list read-only. */
export interface FieldSpec {
  /** Form path (`voucherAlert.title` for the nested alert). */
  name: keyof CompanyFields | 'voucherAlert.title' | 'voucherAlert.text';
  label: string;
  kind: Kind;
  options?: readonly SelectOption[] | ((values: CompanyFormValues) => readonly SelectOption[]);
  /** Shown only while this holds (flag toggles reveal their dependent fields). */
  showIf?: (values: CompanyFormValues) => boolean;
  hint?: string;
  min?: number;
  max?: number;
  step?: string;
  maxLength?: number;
  required?: boolean;
  /** Takes the whole row. */
  wide?: boolean;
}

const opts = (list: readonly { value: string; label: string }[]): SelectOption[] => list.map((o) => ({ value: o.value, label: o.label }));
const isTopup = (v: CompanyFormValues) => v.paymentType === PaymentType.Topup;

export const FIELDS: Record<Exclude<TabKey, 'passengerTypes'>, readonly FieldSpec[]> = {
  general: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'website', label: 'Website', kind: 'url', hint: 'e.g. https://example.com' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'coupon', label: 'Coupon', kind: 'text' },
    { name: 'pipedriveDealId', label: 'Pipedrive deal id', kind: 'text' },
    { name: 'businessOwner', label: 'Business owner', kind: 'text' },
    { name: 'operationsOwner', label: 'Operations owner', kind: 'text' },
    { name: 'manualBookingOwner', label: 'Manual bookings owner (e-mail)', kind: 'email' },
    { name: 'activated', label: 'Activated', kind: 'checkbox' },
    { name: 'signedAgreement', label: 'Signed agreement', kind: 'checkbox' },
    { name: 'scheduleAuthorized', label: 'Schedule authorized', kind: 'checkbox' },
    { name: 'isPreferred', label: 'Preferred', kind: 'checkbox' },
    { name: 'allowOnlineAmendment', label: 'Allow online amendment', kind: 'checkbox' },
    { name: 'allowOnlineCancel', label: 'Allow online cancel', kind: 'checkbox' },
    { name: 'isSendBookingsEmails', label: 'Send bookings e-mails', kind: 'checkbox' },
    { name: 'specialDeal', label: 'Special deal', kind: 'checkbox' },
    { name: 'isBlockedForB2b', label: 'Blocked for B2B', kind: 'checkbox' },
    { name: 'isSupplier', label: 'Supplier', kind: 'checkbox' },
    { name: 'isHeat', label: 'HEAT', kind: 'checkbox' },
    { name: 'heatDocLink', label: 'HEAT doc link', kind: 'url', showIf: (v) => v.isHeat, required: true },
    { name: 'isTms', label: 'TMS', kind: 'checkbox' },
    { name: 'tms', label: 'TMS system', kind: 'select', options: opts(TMS_OPTIONS), showIf: (v) => v.isTms, required: true },
    { name: 'isCommission', label: 'Commission', kind: 'checkbox' },
    { name: 'commission', label: 'Commission type', kind: 'select', options: opts(COMMISSION_OPTIONS), showIf: (v) => v.isCommission, required: true },
  ],
  voucher: [
    { name: 'isPrintedVoucherRequire', label: 'Printed voucher required', kind: 'checkbox' },
    { name: 'showPriceOnVoucher', label: 'Show price on voucher', kind: 'checkbox' },
    { name: 'showCostOnVoucher', label: 'Show cost on voucher', kind: 'checkbox' },
    { name: 'showPriceInSupplierCurrencyOnVoucher', label: 'Show price in supplier currency on voucher', kind: 'checkbox' },
    { name: 'showCostInSupplierCurrencyOnVoucher', label: 'Show cost in supplier currency on voucher', kind: 'checkbox' },
    { name: 'showNumberOfTicketsOnVoucher', label: 'Show number of tickets on voucher', kind: 'checkbox' },
    { name: 'isDisplayLogoAsSupplier', label: 'Display logo as supplier', kind: 'checkbox' },
    { name: 'voucherRemark', label: 'Voucher remark', kind: 'textarea', wide: true },
    {
      name: 'voucherAlert.title',
      label: 'Voucher alert title',
      kind: 'text',
      maxLength: VOUCHER_ALERT_TITLE_MAX,
      hint: `At most ${VOUCHER_ALERT_TITLE_MAX} characters.`,
    },
    {
      name: 'voucherAlert.text',
      label: 'Voucher alert text',
      kind: 'textarea',
      maxLength: VOUCHER_ALERT_TEXT_MAX,
      hint: `At most ${VOUCHER_ALERT_TEXT_MAX} characters.`,
      wide: true,
    },
  ],
  address: [
    { name: 'address', label: 'Address', kind: 'text', wide: true },
    { name: 'addressCity', label: 'City', kind: 'text' },
    { name: 'zipCode', label: 'Zip code', kind: 'text' },
    { name: 'addressCountry', label: 'Country', kind: 'text' },
    { name: 'addressCountryCode', label: 'Country code', kind: 'text', maxLength: 2, hint: 'Two letters, e.g. TH' },
    { name: 'phoneNumber1', label: 'Phone number 1', kind: 'tel' },
    { name: 'phoneNumber2', label: 'Phone number 2', kind: 'tel' },
  ],
  finance: [
    { name: 'currency', label: 'Currency', kind: 'select', options: CURRENCIES.map((c) => ({ value: c, label: c })) },
    { name: 'region', label: 'Region', kind: 'select', options: opts(REGION_OPTIONS) },
    { name: 'financeId', label: 'Finance id', kind: 'text' },
    { name: 'paymentPlatformName', label: 'Payment platform', kind: 'select', options: opts(PAYMENT_PLATFORM_OPTIONS) },
    { name: 'invoicePaymentCycle', label: 'Invoice payment cycle', kind: 'select', options: opts(INVOICE_PAYMENT_CYCLE_OPTIONS) },
    { name: 'paymentType', label: 'Payment type', kind: 'select', options: opts(PAYMENT_TYPE_OPTIONS) },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      options: (v) => categoriesFor(v.paymentType).map((c) => ({ value: c, label: c })),
      hint: 'The choices depend on the payment type.',
    },
    { name: 'doAutoTopupRequests', label: 'Automatic top-up requests', kind: 'checkbox', showIf: isTopup },
    {
      name: 'topupAutoDepositFromDaysLeft',
      label: 'Auto deposit from days left',
      kind: 'number',
      min: TOPUP_DAYS_MIN,
      max: TOPUP_DAYS_MAX,
      step: '1',
      showIf: isTopup,
      required: true,
    },
    {
      name: 'numOfDaysToExtendTopup',
      label: 'Days to extend top-up',
      kind: 'number',
      min: TOPUP_DAYS_MIN,
      max: TOPUP_DAYS_MAX,
      step: '1',
      showIf: isTopup,
      required: true,
    },
    { name: 'calculationBasedOn', label: 'Calculation based on', kind: 'select', options: opts(CALCULATION_BASIS_OPTIONS) },
    { name: 'taxCode', label: 'Tax code', kind: 'select', options: opts(TAX_CODE_OPTIONS) },
    { name: 'subsidiary', label: 'Subsidiary', kind: 'select', options: opts(SUBSIDIARY_OPTIONS) },
    { name: 'paymentTerms', label: 'Payment terms', kind: 'select', options: opts(PAYMENT_TERMS_OPTIONS) },
    { name: 'paymentMethod', label: 'Payment method', kind: 'select', options: opts(PAYMENT_METHOD_OPTIONS) },
    { name: 'taxId', label: 'Tax id', kind: 'text' },
    { name: 'eligible1099', label: 'Eligible 1099', kind: 'checkbox' },
    { name: 'hasSecurityDeposit', label: 'Security deposit', kind: 'checkbox' },
    { name: 'securityDeposit', label: 'Security deposit amount', kind: 'number', min: 0, step: '0.01', showIf: (v) => v.hasSecurityDeposit, required: true },
    { name: 'financeNote', label: 'Finance note', kind: 'textarea', wide: true },
    { name: 'bankName', label: 'Bank name', kind: 'text' },
    { name: 'bankAddress', label: 'Bank address', kind: 'text' },
    { name: 'bankAccountName', label: 'Bank account name', kind: 'text' },
    { name: 'bankAccountNumber', label: 'Bank account number', kind: 'text' },
    { name: 'iban', label: 'IBAN', kind: 'text' },
    { name: 'swiftCode', label: 'SWIFT code', kind: 'text' },
    { name: 'bankCode', label: 'Bank code', kind: 'text' },
    { name: 'bankSortCode', label: 'Sort code', kind: 'text' },
    { name: 'bankAbaCode', label: 'ABA code', kind: 'text' },
    { name: 'accountCountryCode', label: 'Account country code', kind: 'text', maxLength: 2, hint: 'Two letters, e.g. TH' },
    { name: 'hwPaymentType', label: 'Bank payment platform type', kind: 'select', options: opts(HW_PAYMENT_TYPE_OPTIONS) },
    { name: 'swiftFees', label: 'SWIFT fees', kind: 'select', options: opts(SWIFT_FEES_OPTIONS) },
    { name: 'accountingContactName', label: 'Accounting contact name', kind: 'text' },
    { name: 'accountingContactEmail', label: 'Accounting contact e-mail', kind: 'email' },
    { name: 'accountingContactPhone', label: 'Accounting contact phone', kind: 'tel' },
    { name: 'proofOfPayment', label: 'Proof of payment (URL)', kind: 'url' },
    { name: 'contract', label: 'Contract (URL)', kind: 'url' },
  ],
  emailPreferences: [
    { name: 'language', label: 'Language', kind: 'select', options: opts(LANGUAGE_OPTIONS) },
    { name: 'isSalesReportEmail', label: 'Send sales report e-mails', kind: 'checkbox' },
    { name: 'reportAgents', label: 'Report e-mails', kind: 'textarea', hint: 'One lowercase e-mail address per line (or separated by commas).', wide: true },
  ],
  misc: [
    {
      name: 'costDiscountFromApi',
      label: 'Cost discount from API (%)',
      kind: 'number',
      min: COST_DISCOUNT_MIN,
      max: COST_DISCOUNT_MAX,
      step: 'any',
      hint: `From ${COST_DISCOUNT_MIN} to ${COST_DISCOUNT_MAX}.`,
    },
  ],
};

const LABELS = new Map<string, string>(Object.values(FIELDS).flatMap((list) => list.map((f) => [f.name as string, f.label])));
const TAB_OF = new Map<string, TabKey>(
  (Object.entries(FIELDS) as [TabKey, readonly FieldSpec[]][]).flatMap(([tab, list]) => list.map((f) => [f.name as string, tab] as const)),
);

/** The form field a rule's field path belongs to (`reportAgents.2` -> `reportAgents`). */
export function formFieldOf(path: string): string {
  if (path.startsWith('reportAgents.')) return 'reportAgents';
  return path;
}

export function tabOf(path: string): TabKey {
  if (path.startsWith('passengerTypes')) return 'passengerTypes';
  return TAB_OF.get(formFieldOf(path)) ?? 'general';
}

/** A readable name for the list of invalid fields. */
export function labelOf(path: string): string {
  const pt = /^passengerTypes\.(\d+)\.(\w+)$/.exec(path);
  if (pt) return `Passenger type row ${Number(pt[1]) + 1}: ${pt[2] === 'type' ? 'Type' : pt[2] === 'fromAge' ? 'From age' : 'To age'}`;
  const ra = /^reportAgents\.(\d+)$/.exec(path);
  if (ra) return `Report e-mail ${Number(ra[1]) + 1}`;
  return LABELS.get(path) ?? path;
}
