import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import {
  DEFAULT_HW_PAYMENT_TYPE,
  DEFAULT_LANGUAGE,
  DEFAULT_NUM_OF_DAYS_TO_EXTEND_TOPUP,
  DEFAULT_SWIFT_FEES,
  DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT,
  type PassengerTypeRow,
  type VoucherAlert,
} from '@farebox/domain';
import { decimalTransformer } from '@farebox/platform';

/** Stored passenger-type row: ages are whole numbers. */
export interface StoredPassengerType extends PassengerTypeRow {
  fromAge: number;
  toAge: number;
}

const text = (name: string) => Column({ name, type: 'text', nullable: true });
const flag = (name: string, defaultValue = false) => Column({ name, type: 'boolean', default: defaultValue });

/** A company: supplier or agent organisation (spec part 1, section 3). */
@Entity('company')
export class Company {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // General
  @Column({ type: 'text' }) name: string;
  @text('description') description: string | null;
  @text('coupon') coupon: string | null;
  @text('website') website: string | null;
  @text('business_owner') businessOwner: string | null;
  @text('operations_owner') operationsOwner: string | null;
  @text('manual_booking_owner') manualBookingOwner: string | null;
  @text('pipedrive_deal_id') pipedriveDealId: string | null;
  @flag('activated') activated: boolean;
  @flag('signed_agreement') signedAgreement: boolean;
  @flag('schedule_authorized') scheduleAuthorized: boolean;
  @flag('is_preferred') isPreferred: boolean;
  @flag('allow_online_amendment') allowOnlineAmendment: boolean;
  @flag('allow_online_cancel', true) allowOnlineCancel: boolean;
  @flag('is_send_bookings_emails', true) isSendBookingsEmails: boolean;
  @flag('is_heat') isHeat: boolean;
  @text('heat_doc_link') heatDocLink: string | null;
  @flag('is_supplier') isSupplier: boolean;
  @flag('special_deal') specialDeal: boolean;
  @flag('is_tms') isTms: boolean;
  @text('tms') tms: string | null;
  @flag('is_commission') isCommission: boolean;
  @text('commission') commission: string | null;
  @flag('is_blocked_for_b2b') isBlockedForB2b: boolean;

  // Voucher
  @flag('is_printed_voucher_require') isPrintedVoucherRequire: boolean;
  @flag('show_price_on_voucher') showPriceOnVoucher: boolean;
  @flag('show_cost_on_voucher') showCostOnVoucher: boolean;
  @flag('show_price_in_supplier_currency_on_voucher') showPriceInSupplierCurrencyOnVoucher: boolean;
  @flag('show_cost_in_supplier_currency_on_voucher') showCostInSupplierCurrencyOnVoucher: boolean;
  @flag('show_number_of_tickets_on_voucher') showNumberOfTicketsOnVoucher: boolean;
  @flag('is_display_logo_as_supplier') isDisplayLogoAsSupplier: boolean;
  @text('voucher_remark') voucherRemark: string | null;
  @Column({ name: 'voucher_alert', type: 'jsonb', nullable: true }) voucherAlert: VoucherAlert | null;

  // Address
  @text('address') address: string | null;
  @text('address_city') addressCity: string | null;
  @text('address_country') addressCountry: string | null;
  @text('address_country_code') addressCountryCode: string | null;
  @text('phone_number1') phoneNumber1: string | null;
  @text('phone_number2') phoneNumber2: string | null;
  @text('zip_code') zipCode: string | null;

  // Finance
  @text('currency') currency: string | null;
  @text('region') region: string | null;
  @text('finance_id') financeId: string | null;
  @text('payment_platform_name') paymentPlatformName: string | null;
  @text('invoice_payment_cycle') invoicePaymentCycle: string | null;
  @text('finance_note') financeNote: string | null;
  @text('payment_type') paymentType: string | null;
  @flag('do_auto_topup_requests') doAutoTopupRequests: boolean;
  @Column({ name: 'topup_auto_deposit_from_days_left', type: 'int', nullable: true, default: DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT })
  topupAutoDepositFromDaysLeft: number | null;
  @Column({ name: 'num_of_days_to_extend_topup', type: 'int', nullable: true, default: DEFAULT_NUM_OF_DAYS_TO_EXTEND_TOPUP })
  numOfDaysToExtendTopup: number | null;
  @text('category') category: string | null;
  @text('calculation_based_on') calculationBasedOn: string | null;
  @text('tax_code') taxCode: string | null;
  @text('subsidiary') subsidiary: string | null;
  @text('payment_terms') paymentTerms: string | null;
  @text('payment_method') paymentMethod: string | null;
  @text('tax_id') taxId: string | null;
  @flag('eligible1099') eligible1099: boolean;
  @flag('has_security_deposit') hasSecurityDeposit: boolean;
  @Column({ name: 'security_deposit', type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: decimalTransformer })
  securityDeposit: Decimal | null;
  @text('bank_name') bankName: string | null;
  @text('bank_address') bankAddress: string | null;
  @text('bank_account_number') bankAccountNumber: string | null;
  @text('bank_code') bankCode: string | null;
  @text('bank_sort_code') bankSortCode: string | null;
  @text('bank_aba_code') bankAbaCode: string | null;
  @text('bank_account_name') bankAccountName: string | null;
  @text('swift_code') swiftCode: string | null;
  @text('iban') iban: string | null;
  @text('account_country_code') accountCountryCode: string | null;
  @Column({ name: 'hw_payment_type', type: 'text', nullable: true, default: DEFAULT_HW_PAYMENT_TYPE }) hwPaymentType: string | null;
  @Column({ name: 'swift_fees', type: 'text', nullable: true, default: DEFAULT_SWIFT_FEES }) swiftFees: string | null;
  @text('accounting_contact_name') accountingContactName: string | null;
  @text('accounting_contact_email') accountingContactEmail: string | null;
  @text('accounting_contact_phone') accountingContactPhone: string | null;
  @text('proof_of_payment') proofOfPayment: string | null;
  @text('contract') contract: string | null;

  // Passenger types
  @Column({ name: 'passenger_types', type: 'jsonb', default: () => "'[]'" }) passengerTypes: StoredPassengerType[];

  // E-mail preferences
  @Column({ type: 'text', nullable: true, default: DEFAULT_LANGUAGE }) language: string | null;
  @flag('is_sales_report_email') isSalesReportEmail: boolean;
  @Column({ name: 'report_agents', type: 'text', array: true, default: () => "'{}'" }) reportAgents: string[];

  // Misc
  @Column({ name: 'cost_discount_from_api', type: 'numeric', precision: 5, scale: 2, nullable: true, transformer: decimalTransformer })
  costDiscountFromApi: Decimal | null;
  /** FileStorage keys of the pictures. */
  @text('logo_key') logoKey: string | null;
  @text('cover_key') coverKey: string | null;

  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
