import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsNumber, IsOptional, IsString, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import {
  CALCULATION_BASES,
  CATEGORIES,
  COMMISSIONS,
  CURRENCIES,
  DEFAULT_NUM_OF_DAYS_TO_EXTEND_TOPUP,
  DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT,
  HW_PAYMENT_TYPES,
  INVOICE_PAYMENT_CYCLES,
  LANGUAGES,
  PAYMENT_METHODS,
  PAYMENT_PLATFORMS,
  PAYMENT_TERMS,
  PAYMENT_TYPES,
  REGIONS,
  SUBSIDIARIES,
  SWIFT_FEES_VALUES,
  TAX_CODES,
  TMS_VALUES,
  type CompanyFields,
} from '@farebox/domain';

/*
 * The DTO checks shapes only (types, unknown fields refused). The business rules (required fields, choices,
 * ranges, URLs, e-mails, passenger-type ranges) are validateCompany() from @farebox/domain, shared with the
 * web form, so a 400 lists every invalid field at once with the same messages the form shows.
 */

const Text = (description?: string) => applyDecorators(ApiPropertyOptional({ type: String, nullable: true, description }), IsOptional(), IsString());
const Choice = (values: readonly string[], description?: string) =>
  applyDecorators(ApiPropertyOptional({ enum: [...values], type: String, nullable: true, description }), IsOptional(), IsString());
const Flag = (defaultValue = false, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, default: defaultValue, description }),
    ValidateIf((_o, v) => v !== undefined),
    IsBoolean(),
  );
const Num = (options: { description?: string; default?: number; minimum?: number; maximum?: number } = {}) =>
  applyDecorators(ApiPropertyOptional({ type: Number, nullable: true, ...options }), IsOptional(), IsNumber({ allowNaN: false, allowInfinity: false }));

function IsStringOrNumber() {
  return ValidateBy({
    name: 'isStringOrNumber',
    validator: {
      validate: (value: unknown) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)),
      defaultMessage: () => '$property must be a decimal number or a decimal string',
    },
  });
}

export class PassengerTypeDto {
  @ApiPropertyOptional({ description: 'Row id; generated when missing' })
  @IsOptional()
  @IsString()
  id?: string;

  @ApiProperty({ example: 'Child' })
  @IsString()
  type: string;

  @ApiProperty({ type: Number, nullable: true, example: 0, description: 'Whole years; the first row starts at 0' })
  @ValidateIf((_o, v) => v !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  fromAge: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 11, description: 'Whole years, included; the next row starts at toAge + 1' })
  @ValidateIf((_o, v) => v !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  toAge: number | null;
}

export class VoucherAlertDto {
  @ApiProperty({ maxLength: 50 })
  @IsString()
  title: string;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  text: string;
}

/** Every editable company field (spec part 1, section 3). Omitted fields keep their value on update. */
export class CompanyFieldsDto implements Partial<Record<keyof CompanyFields, unknown>> {
  // General
  @ApiPropertyOptional({ type: String, description: 'Required' }) @IsOptional() @IsString() name?: string;
  @Text() description?: string | null;
  @Text() coupon?: string | null;
  @Text('URL') website?: string | null;
  @Text('Required for suppliers') businessOwner?: string | null;
  @Text('Required for suppliers') operationsOwner?: string | null;
  @Text('E-mail address') manualBookingOwner?: string | null;
  @Text('CRM deal id') pipedriveDealId?: string | null;
  @Flag() activated?: boolean;
  @Flag() signedAgreement?: boolean;
  @Flag() scheduleAuthorized?: boolean;
  @Flag() isPreferred?: boolean;
  @Flag() allowOnlineAmendment?: boolean;
  @Flag(true) allowOnlineCancel?: boolean;
  @Flag(true) isSendBookingsEmails?: boolean;
  @Flag() isHeat?: boolean;
  @Text('URL; required when isHeat, cleared otherwise') heatDocLink?: string | null;
  @Flag() isSupplier?: boolean;
  @Flag() specialDeal?: boolean;
  @Flag() isTms?: boolean;
  @Choice(TMS_VALUES, 'Required when isTms, cleared otherwise') tms?: string | null;
  @Flag() isCommission?: boolean;
  @Choice(COMMISSIONS, 'Required when isCommission, cleared otherwise') commission?: string | null;
  @Flag() isBlockedForB2b?: boolean;

  // Voucher
  @Flag() isPrintedVoucherRequire?: boolean;
  @Flag() showPriceOnVoucher?: boolean;
  @Flag() showCostOnVoucher?: boolean;
  @Flag() showPriceInSupplierCurrencyOnVoucher?: boolean;
  @Flag() showCostInSupplierCurrencyOnVoucher?: boolean;
  @Flag() showNumberOfTicketsOnVoucher?: boolean;
  @Flag() isDisplayLogoAsSupplier?: boolean;
  @Text() voucherRemark?: string | null;
  @ApiPropertyOptional({ type: VoucherAlertDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => VoucherAlertDto)
  voucherAlert?: VoucherAlertDto | null;

  // Address
  @Text() address?: string | null;
  @Text() addressCity?: string | null;
  @Text('Required for suppliers') addressCountry?: string | null;
  @Text('ISO 3166-1 alpha-2') addressCountryCode?: string | null;
  @Text() phoneNumber1?: string | null;
  @Text() phoneNumber2?: string | null;
  @Text() zipCode?: string | null;

  // Finance
  @Choice(CURRENCIES) currency?: string | null;
  @Choice(REGIONS) region?: string | null;
  @Text() financeId?: string | null;
  @Choice(PAYMENT_PLATFORMS, 'Hyperwallet is the bank-payment platform') paymentPlatformName?: string | null;
  @Choice(INVOICE_PAYMENT_CYCLES) invoicePaymentCycle?: string | null;
  @Text() financeNote?: string | null;
  @Choice(PAYMENT_TYPES) paymentType?: string | null;
  @Flag() doAutoTopupRequests?: boolean;
  @Num({ default: DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT, minimum: 0, maximum: 365, description: 'Whole number; required for top-up' })
  topupAutoDepositFromDaysLeft?: number | null;
  @Num({
    default: DEFAULT_NUM_OF_DAYS_TO_EXTEND_TOPUP,
    minimum: 0,
    maximum: 365,
    description: 'Whole number above topupAutoDepositFromDaysLeft; required for top-up',
  })
  numOfDaysToExtendTopup?: number | null;
  @Choice(CATEGORIES, 'Must match the payment type') category?: string | null;
  @Choice(CALCULATION_BASES) calculationBasedOn?: string | null;
  @Choice(TAX_CODES) taxCode?: string | null;
  @Choice(SUBSIDIARIES) subsidiary?: string | null;
  @Choice(PAYMENT_TERMS) paymentTerms?: string | null;
  @Choice(PAYMENT_METHODS) paymentMethod?: string | null;
  @Text() taxId?: string | null;
  @Flag() eligible1099?: boolean;
  @Flag() hasSecurityDeposit?: boolean;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '1500.00',
    description: 'Money, 2 decimals; required when hasSecurityDeposit, cleared otherwise',
  })
  @IsOptional()
  @IsStringOrNumber()
  securityDeposit?: string | number | null;
  @Text() bankName?: string | null;
  @Text() bankAddress?: string | null;
  @Text() bankAccountNumber?: string | null;
  @Text() bankCode?: string | null;
  @Text() bankSortCode?: string | null;
  @Text() bankAbaCode?: string | null;
  @Text() bankAccountName?: string | null;
  @Text() swiftCode?: string | null;
  @Text() iban?: string | null;
  @Text('ISO 3166-1 alpha-2') accountCountryCode?: string | null;
  @Choice(HW_PAYMENT_TYPES) hwPaymentType?: string | null;
  @Choice(SWIFT_FEES_VALUES) swiftFees?: string | null;
  @Text() accountingContactName?: string | null;
  @Text() accountingContactEmail?: string | null;
  @Text() accountingContactPhone?: string | null;
  @Text('URL') proofOfPayment?: string | null;
  @Text('URL') contract?: string | null;

  // Passenger types
  @ApiPropertyOptional({ type: [PassengerTypeDto] })
  @ValidateIf((_o, v) => v !== undefined)
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => PassengerTypeDto)
  passengerTypes?: PassengerTypeDto[];

  // E-mail preferences
  @Choice(LANGUAGES) language?: string | null;
  @Flag() isSalesReportEmail?: boolean;
  @ApiPropertyOptional({ type: [String], description: 'Lowercase e-mail addresses' })
  @ValidateIf((_o, v) => v !== undefined)
  @IsArray()
  @IsString({ each: true })
  reportAgents?: string[];

  // Misc
  @Num({ minimum: -100, maximum: 100, description: 'Percent' }) costDiscountFromApi?: number | null;
}
