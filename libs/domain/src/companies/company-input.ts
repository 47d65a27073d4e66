/** One row of a company's passenger types (age ranges in whole years, both ends included). */
export interface PassengerTypeRow {
  id: string;
  type: string;
  fromAge: number | string | null;
  toAge: number | string | null;
}

export interface VoucherAlert {
  title: string;
  text: string;
}

/**
 * Every editable field of a company (spec part 1, section 3), as the form holds it and the API takes it.
 * Text fields are `string | null`; number fields may arrive as numbers or numeric strings from a form.
 */
export interface CompanyFields {
  // General
  name: string;
  description: string | null;
  coupon: string | null;
  website: string | null;
  businessOwner: string | null;
  operationsOwner: string | null;
  manualBookingOwner: string | null;
  pipedriveDealId: string | null;
  activated: boolean;
  signedAgreement: boolean;
  scheduleAuthorized: boolean;
  isPreferred: boolean;
  allowOnlineAmendment: boolean;
  allowOnlineCancel: boolean;
  isSendBookingsEmails: boolean;
  isHeat: boolean;
  heatDocLink: string | null;
  isSupplier: boolean;
  specialDeal: boolean;
  isTms: boolean;
  tms: string | null;
  isCommission: boolean;
  commission: string | null;
  isBlockedForB2b: boolean;
  // Voucher
  isPrintedVoucherRequire: boolean;
  showPriceOnVoucher: boolean;
  showCostOnVoucher: boolean;
  showPriceInSupplierCurrencyOnVoucher: boolean;
  showCostInSupplierCurrencyOnVoucher: boolean;
  showNumberOfTicketsOnVoucher: boolean;
  isDisplayLogoAsSupplier: boolean;
  voucherRemark: string | null;
  voucherAlert: VoucherAlert | null;
  // Address
  address: string | null;
  addressCity: string | null;
  addressCountry: string | null;
  addressCountryCode: string | null;
  phoneNumber1: string | null;
  phoneNumber2: string | null;
  zipCode: string | null;
  // Finance
  currency: string | null;
  region: string | null;
  financeId: string | null;
  paymentPlatformName: string | null;
  invoicePaymentCycle: string | null;
  financeNote: string | null;
  paymentType: string | null;
  doAutoTopupRequests: boolean;
  topupAutoDepositFromDaysLeft: number | string | null;
  numOfDaysToExtendTopup: number | string | null;
  category: string | null;
  calculationBasedOn: string | null;
  taxCode: string | null;
  subsidiary: string | null;
  paymentTerms: string | null;
  paymentMethod: string | null;
  taxId: string | null;
  eligible1099: boolean;
  hasSecurityDeposit: boolean;
  /** Money: a decimal string (or number) with at most 2 decimals. */
  securityDeposit: number | string | null;
  bankName: string | null;
  bankAddress: string | null;
  bankAccountNumber: string | null;
  bankCode: string | null;
  bankSortCode: string | null;
  bankAbaCode: string | null;
  bankAccountName: string | null;
  swiftCode: string | null;
  iban: string | null;
  accountCountryCode: string | null;
  hwPaymentType: string | null;
  swiftFees: string | null;
  accountingContactName: string | null;
  accountingContactEmail: string | null;
  accountingContactPhone: string | null;
  proofOfPayment: string | null;
  contract: string | null;
  // Passenger types
  passengerTypes: PassengerTypeRow[];
  // E-mail preferences
  language: string | null;
  isSalesReportEmail: boolean;
  reportAgents: string[];
  // Misc
  costDiscountFromApi: number | string | null;
}

/** What validateCompany and normalizeCompany take: any subset, missing fields count as empty. */
export type CompanyInput = Partial<CompanyFields>;
