import { isEmail } from '../identity/email.js';
import type { FieldProblem } from '../identity/field-problem.js';
import type { CompanyFields, CompanyInput, PassengerTypeRow } from './company-input.js';
import {
  CALCULATION_BASES,
  categoriesFor,
  COMMISSIONS,
  COST_DISCOUNT_MAX,
  COST_DISCOUNT_MIN,
  CURRENCIES,
  DEFAULT_HW_PAYMENT_TYPE,
  DEFAULT_LANGUAGE,
  DEFAULT_NUM_OF_DAYS_TO_EXTEND_TOPUP,
  DEFAULT_SWIFT_FEES,
  DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT,
  HW_PAYMENT_TYPES,
  INVOICE_PAYMENT_CYCLES,
  isBankPaymentPlatform,
  LANGUAGES,
  MONEY_MAX,
  PAYMENT_METHODS,
  PAYMENT_PLATFORMS,
  PAYMENT_TERMS,
  PAYMENT_TYPES,
  PaymentType,
  REGIONS,
  SUBSIDIARIES,
  SWIFT_FEES_VALUES,
  TAX_CODES,
  TMS_VALUES,
  TOPUP_DAYS_MAX,
  TOPUP_DAYS_MIN,
  VOUCHER_ALERT_TEXT_MAX,
  VOUCHER_ALERT_TITLE_MAX,
} from './company-options.js';

/** One invalid field: `field` is the property path (e.g. `passengerTypes.1.toAge`). Same shape as the API's `details`. */
export type FieldError = FieldProblem;

export const CompanyMessage = {
  Required: 'This field is required.',
  InvalidUrl: 'Enter a valid URL (starting with http:// or https://).',
  InvalidEmail: 'Enter a valid e-mail address.',
  InvalidReportEmail: 'Enter a valid lowercase e-mail address.',
  InvalidChoice: 'Choose one of the offered values.',
  CategoryMismatch: 'The category does not match the payment type.',
  TopupDays: `Enter a whole number from ${TOPUP_DAYS_MIN} to ${TOPUP_DAYS_MAX}.`,
  ExtendMustExceed: 'Days to extend the top-up must be greater than the auto-deposit days left.',
  SecurityDeposit: 'Enter an amount of at least 0 with at most 2 decimals.',
  CostDiscount: `Enter a number from ${COST_DISCOUNT_MIN} to ${COST_DISCOUNT_MAX}.`,
  VoucherAlertTitle: `The alert title can have at most ${VOUCHER_ALERT_TITLE_MAX} characters.`,
  VoucherAlertText: `The alert text can have at most ${VOUCHER_ALERT_TEXT_MAX} characters.`,
  IbanOrAccountNumber: 'Enter the IBAN or the bank account number.',
  BankRoutingCode: 'Enter at least one of bank code, sort code, ABA code or SWIFT code.',
  CountryCode: 'Enter a two-letter country code (ISO 3166-1), e.g. TH.',
  PassengerTypeEmpty: 'Type value can not be empty.',
  AgeRange: 'Age you entered is incorrect. Numbers can not be between or equal existing ranges.',
  AgeWholeNumber: 'Age must be a whole number of at least 0.',
  FirstFromAge: 'The first age range must start at 0.',
  NewCurrencyRequired: 'This field is required.',
  NewCurrencySame: 'The new currency must differ from the current currency.',
} as const;

const URL_PATTERN = /^https?:\/\/(localhost|([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(:\d{1,5})?([/?#][^\s]*)?$/i;
/** The spec's "simple lowercase e-mail pattern" for report recipients. */
const REPORT_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

export const isUrl = (value: string): boolean => URL_PATTERN.test(value.trim());
export const isReportEmail = (value: string): boolean => REPORT_EMAIL_PATTERN.test(value);

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** A number from a number or numeric string; null when blank or not a number. */
function toNumber(value: unknown): number | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** True when the value is a whole number in [min, max]. */
function isIntIn(value: unknown, min: number, max: number): boolean {
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) && n >= min && n <= max;
}

/** Form defaults for a new company; the database column defaults are the same. */
export function newCompanyFields(): CompanyFields {
  return {
    name: '',
    description: null,
    coupon: null,
    website: null,
    businessOwner: null,
    operationsOwner: null,
    manualBookingOwner: null,
    pipedriveDealId: null,
    activated: false,
    signedAgreement: false,
    scheduleAuthorized: false,
    isPreferred: false,
    allowOnlineAmendment: false,
    allowOnlineCancel: true,
    isSendBookingsEmails: true,
    isHeat: false,
    heatDocLink: null,
    isSupplier: false,
    specialDeal: false,
    isTms: false,
    tms: null,
    isCommission: false,
    commission: null,
    isBlockedForB2b: false,
    isPrintedVoucherRequire: false,
    showPriceOnVoucher: false,
    showCostOnVoucher: false,
    showPriceInSupplierCurrencyOnVoucher: false,
    showCostInSupplierCurrencyOnVoucher: false,
    showNumberOfTicketsOnVoucher: false,
    isDisplayLogoAsSupplier: false,
    voucherRemark: null,
    voucherAlert: null,
    address: null,
    addressCity: null,
    addressCountry: null,
    addressCountryCode: null,
    phoneNumber1: null,
    phoneNumber2: null,
    zipCode: null,
    currency: null,
    region: null,
    financeId: null,
    paymentPlatformName: null,
    invoicePaymentCycle: null,
    financeNote: null,
    paymentType: null,
    doAutoTopupRequests: false,
    topupAutoDepositFromDaysLeft: DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT,
    numOfDaysToExtendTopup: DEFAULT_NUM_OF_DAYS_TO_EXTEND_TOPUP,
    category: null,
    calculationBasedOn: null,
    taxCode: null,
    subsidiary: null,
    paymentTerms: null,
    paymentMethod: null,
    taxId: null,
    eligible1099: false,
    hasSecurityDeposit: false,
    securityDeposit: null,
    bankName: null,
    bankAddress: null,
    bankAccountNumber: null,
    bankCode: null,
    bankSortCode: null,
    bankAbaCode: null,
    bankAccountName: null,
    swiftCode: null,
    iban: null,
    accountCountryCode: null,
    hwPaymentType: DEFAULT_HW_PAYMENT_TYPE,
    swiftFees: DEFAULT_SWIFT_FEES,
    accountingContactName: null,
    accountingContactEmail: null,
    accountingContactPhone: null,
    proofOfPayment: null,
    contract: null,
    passengerTypes: [],
    language: DEFAULT_LANGUAGE,
    isSalesReportEmail: false,
    reportAgents: [],
    costDiscountFromApi: null,
  };
}

/**
 * Clears what a switched-off flag hides: tms (isTms), commission (isCommission), securityDeposit
 * (hasSecurityDeposit) and heatDocLink (isHeat). Returns a new object; call it before validateCompany.
 */
export function normalizeCompany<T extends CompanyInput>(input: T): T {
  const out: T = { ...input };
  if (!input.isTms) out.tms = null;
  if (!input.isCommission) out.commission = null;
  if (!input.hasSecurityDeposit) out.securityDeposit = null;
  if (!input.isHeat) out.heatDocLink = null;
  return out;
}

/** The age ranges editor's next row starts here: 0 for the first row, else the last toAge plus 1. */
export function nextFromAge(rows: readonly Pick<PassengerTypeRow, 'toAge'>[]): number {
  if (rows.length === 0) return 0;
  const last = toNumber(rows[rows.length - 1].toAge);
  return last === null ? 0 : last + 1;
}

/**
 * Passenger-type rows, in order: type required, ages whole numbers of at least 0, the first fromAge 0,
 * each fromAge the previous toAge plus 1, toAge not below fromAge (so ranges never overlap or repeat).
 * Fields are `passengerTypes.<index>.<type|fromAge|toAge>`.
 */
export function validatePassengerTypes(rows: readonly PassengerTypeRow[] | null | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const list = rows ?? [];
  list.forEach((row, i) => {
    const at = (field: string, message: string) => errors.push({ field: `passengerTypes.${i}.${field}`, message });
    if (isBlank(row.type)) at('type', CompanyMessage.PassengerTypeEmpty);
    const from = toNumber(row.fromAge);
    const to = toNumber(row.toAge);
    const fromOk = from !== null && Number.isInteger(from) && from >= 0;
    const toOk = to !== null && Number.isInteger(to) && to >= 0;
    if (!fromOk) at('fromAge', isBlank(row.fromAge) ? CompanyMessage.Required : CompanyMessage.AgeWholeNumber);
    if (!toOk) at('toAge', isBlank(row.toAge) ? CompanyMessage.Required : CompanyMessage.AgeWholeNumber);
    if (fromOk) {
      if (i === 0) {
        if (from !== 0) at('fromAge', CompanyMessage.FirstFromAge);
      } else {
        const previousTo = toNumber(list[i - 1].toAge);
        if (previousTo !== null && Number.isInteger(previousTo) && from !== previousTo + 1) at('fromAge', CompanyMessage.AgeRange);
      }
    }
    if (fromOk && toOk && to < from) at('toAge', CompanyMessage.AgeRange);
  });
  return errors;
}

/**
 * Every company rule of spec part 1, section 5 (plus choices from the fixed option lists).
 * Run on normalizeCompany(input); returns one entry per failed rule, empty when valid.
 */
export function validateCompany(input: CompanyInput): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => {
    if (!errors.some((e) => e.field === field && e.message === message)) errors.push({ field, message });
  };
  const value = (field: keyof CompanyFields) => input[field];
  const required = (field: keyof CompanyFields) => {
    if (isBlank(value(field))) add(field, CompanyMessage.Required);
  };
  const url = (field: keyof CompanyFields) => {
    const v = value(field);
    if (typeof v === 'string' && !isBlank(v) && !isUrl(v)) add(field, CompanyMessage.InvalidUrl);
  };
  const email = (field: keyof CompanyFields) => {
    const v = value(field);
    if (typeof v === 'string' && !isBlank(v) && !isEmail(v.trim())) add(field, CompanyMessage.InvalidEmail);
  };
  const choice = (field: keyof CompanyFields, allowed: readonly string[]) => {
    const v = value(field);
    if (!isBlank(v) && (typeof v !== 'string' || !allowed.includes(v))) add(field, CompanyMessage.InvalidChoice);
  };
  const countryCode = (field: keyof CompanyFields) => {
    const v = value(field);
    if (typeof v === 'string' && !isBlank(v) && !COUNTRY_CODE_PATTERN.test(v)) add(field, CompanyMessage.CountryCode);
  };

  // General
  required('name');
  url('website');
  email('manualBookingOwner');
  if (input.isHeat) {
    required('heatDocLink');
    url('heatDocLink');
  }
  if (input.isTms) required('tms');
  choice('tms', TMS_VALUES);
  if (input.isCommission) required('commission');
  choice('commission', COMMISSIONS);

  // Voucher
  if ((input.voucherAlert?.title ?? '').length > VOUCHER_ALERT_TITLE_MAX) add('voucherAlert.title', CompanyMessage.VoucherAlertTitle);
  if ((input.voucherAlert?.text ?? '').length > VOUCHER_ALERT_TEXT_MAX) add('voucherAlert.text', CompanyMessage.VoucherAlertText);

  // Address
  countryCode('addressCountryCode');

  // Finance: choices
  choice('currency', CURRENCIES);
  choice('region', REGIONS);
  choice('paymentPlatformName', PAYMENT_PLATFORMS);
  choice('invoicePaymentCycle', INVOICE_PAYMENT_CYCLES);
  choice('paymentType', PAYMENT_TYPES);
  choice('calculationBasedOn', CALCULATION_BASES);
  choice('taxCode', TAX_CODES);
  choice('subsidiary', SUBSIDIARIES);
  choice('paymentTerms', PAYMENT_TERMS);
  choice('paymentMethod', PAYMENT_METHODS);
  choice('hwPaymentType', HW_PAYMENT_TYPES);
  choice('swiftFees', SWIFT_FEES_VALUES);
  countryCode('accountCountryCode');
  email('accountingContactEmail');
  url('proofOfPayment');
  url('contract');
  if (!isBlank(input.category)) {
    const allowed = categoriesFor(input.paymentType);
    if (isBlank(input.paymentType) || !PAYMENT_TYPES.includes(String(input.paymentType) as PaymentType)) {
      choice('category', [...categoriesFor(PaymentType.Invoice), ...categoriesFor(PaymentType.Topup)]);
    } else if (!allowed.includes(String(input.category))) {
      add('category', CompanyMessage.CategoryMismatch);
    }
  }

  // Finance: supplier-only requirements
  if (input.isSupplier) {
    for (const field of [
      'businessOwner',
      'operationsOwner',
      'addressCountry',
      'currency',
      'region',
      'invoicePaymentCycle',
      'paymentType',
      'category',
      'calculationBasedOn',
      'taxCode',
      'subsidiary',
      'hwPaymentType',
      'swiftFees',
    ] as const) {
      required(field);
    }
    if (isBankPaymentPlatform(input.paymentPlatformName)) {
      for (const field of ['bankName', 'bankAddress', 'bankAccountName', 'address', 'addressCity', 'zipCode', 'accountCountryCode'] as const) {
        required(field);
      }
      if (isBlank(input.iban) && isBlank(input.bankAccountNumber)) {
        add('iban', CompanyMessage.IbanOrAccountNumber);
        add('bankAccountNumber', CompanyMessage.IbanOrAccountNumber);
      }
      const routing = ['bankCode', 'bankSortCode', 'bankAbaCode', 'swiftCode'] as const;
      if (routing.every((field) => isBlank(input[field]))) routing.forEach((field) => add(field, CompanyMessage.BankRoutingCode));
    }
  }

  // Finance: top-up days
  const isTopup = input.paymentType === PaymentType.Topup;
  const daysLeft = input.topupAutoDepositFromDaysLeft;
  const extend = input.numOfDaysToExtendTopup;
  if (isTopup) {
    required('topupAutoDepositFromDaysLeft');
    required('numOfDaysToExtendTopup');
  }
  if (!isBlank(daysLeft) && !isIntIn(daysLeft, TOPUP_DAYS_MIN, TOPUP_DAYS_MAX)) add('topupAutoDepositFromDaysLeft', CompanyMessage.TopupDays);
  if (!isBlank(extend) && !isIntIn(extend, TOPUP_DAYS_MIN, TOPUP_DAYS_MAX)) add('numOfDaysToExtendTopup', CompanyMessage.TopupDays);
  if (
    isTopup &&
    isIntIn(daysLeft, TOPUP_DAYS_MIN, TOPUP_DAYS_MAX) &&
    isIntIn(extend, TOPUP_DAYS_MIN, TOPUP_DAYS_MAX) &&
    (toNumber(extend) as number) <= (toNumber(daysLeft) as number)
  ) {
    add('numOfDaysToExtendTopup', CompanyMessage.ExtendMustExceed);
  }

  // Finance: security deposit
  if (input.hasSecurityDeposit) required('securityDeposit');
  if (!isBlank(input.securityDeposit)) {
    const text = String(input.securityDeposit).trim();
    if (!MONEY_PATTERN.test(text) || Number(text) > MONEY_MAX) add('securityDeposit', CompanyMessage.SecurityDeposit);
  }

  // Passenger types
  errors.push(...validatePassengerTypes(input.passengerTypes));

  // E-mail preferences
  choice('language', LANGUAGES);
  (input.reportAgents ?? []).forEach((address, i) => {
    if (typeof address !== 'string' || !isReportEmail(address)) add(`reportAgents.${i}`, CompanyMessage.InvalidReportEmail);
  });

  // Misc
  if (!isBlank(input.costDiscountFromApi)) {
    const n = toNumber(input.costDiscountFromApi);
    if (n === null || n < COST_DISCOUNT_MIN || n > COST_DISCOUNT_MAX) add('costDiscountFromApi', CompanyMessage.CostDiscount);
  }
  return errors;
}

/** The change-currency modal: a new currency is required, offered, and not the current one. */
export function validateCurrencyChange(currentCurrency: string | null | undefined, newCurrency: string | null | undefined): FieldError[] {
  if (isBlank(newCurrency)) return [{ field: 'newCurrency', message: CompanyMessage.NewCurrencyRequired }];
  if (!CURRENCIES.includes(String(newCurrency) as (typeof CURRENCIES)[number])) return [{ field: 'newCurrency', message: CompanyMessage.InvalidChoice }];
  if (newCurrency === currentCurrency) return [{ field: 'newCurrency', message: CompanyMessage.NewCurrencySame }];
  return [];
}
