import fc from 'fast-check';
import { BANK_PAYMENT_PLATFORM, categoriesFor, DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT, CATEGORIES_BY_PAYMENT_TYPE } from './company-options.js';
import type { CompanyInput, PassengerTypeRow } from './company-input.js';
import {
  CompanyMessage,
  isReportEmail,
  isUrl,
  newCompanyFields,
  nextFromAge,
  normalizeCompany,
  validateCompany,
  validateCurrencyChange,
  validatePassengerTypes,
} from './company-rules.js';

const REQUIRED = 'This field is required.';

/** A top-up supplier on the bank-payment platform that passes every rule. */
function supplier(overrides: CompanyInput = {}): CompanyInput {
  return {
    ...newCompanyFields(),
    name: 'Supplier',
    isSupplier: true,
    businessOwner: 'Dana',
    operationsOwner: 'Ops',
    address: '1 Road',
    addressCity: 'Bangkok',
    addressCountry: 'Thailand',
    zipCode: '10110',
    currency: 'THB',
    region: 'apac',
    paymentPlatformName: BANK_PAYMENT_PLATFORM,
    invoicePaymentCycle: 'monthly',
    paymentType: 'topup',
    category: 'Transportation Topup',
    calculationBasedOn: 'booking_date',
    taxCode: 'VAT_STD',
    subsidiary: 'farebox_co_th',
    bankName: 'Bank',
    bankAddress: 'Bank street',
    bankAccountName: 'Supplier Ltd',
    iban: 'TH00123',
    swiftCode: 'BKKBTHBK',
    accountCountryCode: 'TH',
    ...overrides,
  };
}

const fieldsOf = (input: CompanyInput) => validateCompany(normalizeCompany(input)).map((e) => e.field);
const errorsFor = (input: CompanyInput, field: string) =>
  validateCompany(normalizeCompany(input))
    .filter((e) => e.field === field)
    .map((e) => e.message);

describe('validateCompany', () => {
  it('accepts a complete supplier and a bare named company', () => {
    expect(validateCompany(supplier())).toEqual([]);
    expect(validateCompany({ ...newCompanyFields(), name: 'Agency' })).toEqual([]);
  });

  it('requires the name', () => {
    expect(validateCompany({ name: '   ' })).toEqual([{ field: 'name', message: REQUIRED }]);
    expect(validateCompany({})).toEqual([{ field: 'name', message: REQUIRED }]);
  });

  it('requires the supplier-only fields for suppliers only', () => {
    const required = [
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
    ];
    const emptied = Object.fromEntries(required.map((f) => [f, null]));
    const errors = validateCompany(supplier({ ...emptied, paymentPlatformName: null }));
    expect(errors).toEqual(required.map((field) => ({ field, message: REQUIRED })));
    expect(validateCompany({ ...newCompanyFields(), name: 'Not a supplier', ...emptied })).toEqual([]);
  });

  it('requires the bank details on the bank-payment platform', () => {
    const bank = ['bankName', 'bankAddress', 'bankAccountName', 'address', 'addressCity', 'zipCode', 'accountCountryCode'];
    const emptied = Object.fromEntries(bank.map((f) => [f, '']));
    const errors = validateCompany(supplier({ ...emptied, iban: null, bankAccountNumber: null, swiftCode: null }));
    expect(errors).toEqual([
      ...bank.map((field) => ({ field, message: REQUIRED })),
      { field: 'iban', message: CompanyMessage.IbanOrAccountNumber },
      { field: 'bankAccountNumber', message: CompanyMessage.IbanOrAccountNumber },
      { field: 'bankCode', message: CompanyMessage.BankRoutingCode },
      { field: 'bankSortCode', message: CompanyMessage.BankRoutingCode },
      { field: 'bankAbaCode', message: CompanyMessage.BankRoutingCode },
      { field: 'swiftCode', message: CompanyMessage.BankRoutingCode },
    ]);
    expect(validateCompany(supplier({ ...emptied, paymentPlatformName: 'Payoneer', iban: null, swiftCode: null }))).toEqual([]);
  });

  it('accepts any one of IBAN or account number, and any one routing code', () => {
    for (const code of ['bankCode', 'bankSortCode', 'bankAbaCode', 'swiftCode']) {
      expect(validateCompany(supplier({ iban: null, bankAccountNumber: '123', swiftCode: null, [code]: 'X1' }))).toEqual([]);
    }
  });

  it('requires the top-up days for top-up and checks them as whole numbers 0 to 365 with extension above days left', () => {
    expect(errorsFor(supplier({ topupAutoDepositFromDaysLeft: null }), 'topupAutoDepositFromDaysLeft')).toEqual([REQUIRED]);
    expect(errorsFor(supplier({ numOfDaysToExtendTopup: '' }), 'numOfDaysToExtendTopup')).toEqual([REQUIRED]);
    expect(errorsFor(supplier({ topupAutoDepositFromDaysLeft: 7.5 }), 'topupAutoDepositFromDaysLeft')).toEqual([CompanyMessage.TopupDays]);
    expect(errorsFor(supplier({ numOfDaysToExtendTopup: 366 }), 'numOfDaysToExtendTopup')).toEqual([CompanyMessage.TopupDays]);
    expect(errorsFor(supplier({ topupAutoDepositFromDaysLeft: 30, numOfDaysToExtendTopup: 30 }), 'numOfDaysToExtendTopup')).toEqual([
      CompanyMessage.ExtendMustExceed,
    ]);
    expect(
      fieldsOf(supplier({ paymentType: 'invoice', category: 'Transportation EOM', topupAutoDepositFromDaysLeft: null, numOfDaysToExtendTopup: null })),
    ).toEqual([]);
    expect(DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT).toBe(14);
  });

  it('property: top-up days are valid exactly when whole numbers in 0..365 with extension > days left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 500 }), fc.integer({ min: -50, max: 500 }), (daysLeft, extend) => {
        const fields = fieldsOf(supplier({ topupAutoDepositFromDaysLeft: daysLeft, numOfDaysToExtendTopup: extend }));
        const valid = daysLeft >= 0 && daysLeft <= 365 && extend >= 0 && extend <= 365 && extend > daysLeft;
        expect(fields.length === 0).toBe(valid);
      }),
    );
  });

  it('requires the category to match the payment type', () => {
    expect(errorsFor(supplier({ paymentType: 'invoice', category: 'Transportation Topup' }), 'category')).toEqual([CompanyMessage.CategoryMismatch]);
    expect(errorsFor(supplier({ paymentType: 'topup', category: 'Ancillary Providers Topup' }), 'category')).toEqual([]);
    expect(errorsFor({ name: 'x', category: 'Something' }, 'category')).toEqual([CompanyMessage.InvalidChoice]);
    expect(categoriesFor('invoice')).toEqual(['Transportation EOM', 'Ancillary Providers EOM']);
    expect(categoriesFor('topup')).toEqual(CATEGORIES_BY_PAYMENT_TYPE.topup);
    expect(categoriesFor(null)).toEqual([]);
  });

  it('requires the HEAT doc link (a URL) when isHeat', () => {
    expect(errorsFor({ name: 'x', isHeat: true }, 'heatDocLink')).toEqual([REQUIRED]);
    expect(errorsFor({ name: 'x', isHeat: true, heatDocLink: 'docs' }, 'heatDocLink')).toEqual([CompanyMessage.InvalidUrl]);
    expect(errorsFor({ name: 'x', isHeat: true, heatDocLink: 'https://docs.example.com/a' }, 'heatDocLink')).toEqual([]);
  });

  it('requires tms when isTms, commission when isCommission, the deposit when hasSecurityDeposit', () => {
    expect(validateCompany({ name: 'x', isTms: true, isCommission: true, hasSecurityDeposit: true })).toEqual([
      { field: 'tms', message: REQUIRED },
      { field: 'commission', message: REQUIRED },
      { field: 'securityDeposit', message: REQUIRED },
    ]);
    expect(errorsFor({ name: 'x', isTms: true, tms: 'other' }, 'tms')).toEqual([CompanyMessage.InvalidChoice]);
    expect(errorsFor({ name: 'x', isCommission: true, commission: 'gross' }, 'commission')).toEqual([CompanyMessage.InvalidChoice]);
  });

  it('checks the security deposit as money', () => {
    for (const ok of ['0', '1500', '1500.5', '1500.55', 12.25])
      expect(errorsFor({ name: 'x', hasSecurityDeposit: true, securityDeposit: ok }, 'securityDeposit')).toEqual([]);
    for (const bad of ['-1', '1.234', 'abc', '1e5', -3]) {
      expect(errorsFor({ name: 'x', hasSecurityDeposit: true, securityDeposit: bad }, 'securityDeposit')).toEqual([CompanyMessage.SecurityDeposit]);
    }
  });

  it('normalizeCompany clears what a switched-off flag hides and keeps the rest', () => {
    const input = {
      name: 'x',
      tms: 'farebox_tms',
      commission: 'Net',
      securityDeposit: '5',
      heatDocLink: 'https://a.example.com',
      website: 'https://b.example.com',
    };
    expect(normalizeCompany(input)).toEqual({ ...input, tms: null, commission: null, securityDeposit: null, heatDocLink: null });
    const on = { ...input, isTms: true, isCommission: true, hasSecurityDeposit: true, isHeat: true };
    expect(normalizeCompany(on)).toEqual(on);
    expect(normalizeCompany(on)).not.toBe(on);
  });

  it('property: cost discount is valid exactly from -100 to 100', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (discount) => {
        const errors = errorsFor({ name: 'x', costDiscountFromApi: discount }, 'costDiscountFromApi');
        expect(errors.length === 0).toBe(discount >= -100 && discount <= 100);
      }),
    );
    expect(errorsFor({ name: 'x', costDiscountFromApi: 'ten' }, 'costDiscountFromApi')).toEqual([CompanyMessage.CostDiscount]);
  });

  it('property: voucher alert title at most 50 and text at most 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 260 }), (title, text) => {
        const fields = fieldsOf({ name: 'x', voucherAlert: { title, text } });
        expect(fields.includes('voucherAlert.title')).toBe(title.length > 50);
        expect(fields.includes('voucherAlert.text')).toBe(text.length > 200);
      }),
    );
  });

  it('checks website, proof of payment and contract as URLs, and the manual bookings owner as an e-mail', () => {
    const errors = validateCompany({ name: 'x', website: 'example', proofOfPayment: 'ftp://x.example.com', contract: 'https://', manualBookingOwner: 'owner' });
    expect(errors).toEqual([
      { field: 'website', message: CompanyMessage.InvalidUrl },
      { field: 'manualBookingOwner', message: CompanyMessage.InvalidEmail },
      { field: 'proofOfPayment', message: CompanyMessage.InvalidUrl },
      { field: 'contract', message: CompanyMessage.InvalidUrl },
    ]);
    expect(validateCompany({ name: 'x', website: 'https://www.example.co.th/path?q=1', manualBookingOwner: 'Owner@Example.com' })).toEqual([]);
    expect(isUrl('http://localhost:3000/a')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
  });

  it('checks report e-mails with the simple lowercase pattern', () => {
    expect(isReportEmail('reports@supplier.example.com')).toBe(true);
    expect(isReportEmail('Reports@supplier.example.com')).toBe(false);
    expect(validateCompany({ name: 'x', reportAgents: ['ok@example.com', 'Bad@Example.com', 'nope'] })).toEqual([
      { field: 'reportAgents.1', message: CompanyMessage.InvalidReportEmail },
      { field: 'reportAgents.2', message: CompanyMessage.InvalidReportEmail },
    ]);
  });

  it('refuses values outside the fixed option lists', () => {
    const fields = fieldsOf({
      name: 'x',
      currency: 'ABC',
      region: 'mars',
      paymentPlatformName: 'Bank of Me',
      invoicePaymentCycle: 'weekly',
      paymentType: 'cash',
      calculationBasedOn: 'today',
      taxCode: 'T',
      subsidiary: 'S',
      paymentTerms: 'eom_plus_90',
      paymentMethod: 'cheque',
      hwPaymentType: 'auto',
      swiftFees: 'ben',
      language: 'fr',
    });
    expect(fields).toEqual([
      'currency',
      'region',
      'paymentPlatformName',
      'invoicePaymentCycle',
      'paymentType',
      'calculationBasedOn',
      'taxCode',
      'subsidiary',
      'paymentTerms',
      'paymentMethod',
      'hwPaymentType',
      'swiftFees',
      'language',
    ]);
  });
});

describe('validatePassengerTypes', () => {
  const row = (type: string, fromAge: number | string | null, toAge: number | string | null, id = ''): PassengerTypeRow => ({ id, type, fromAge, toAge });

  it('accepts consecutive ranges from 0', () => {
    expect(validatePassengerTypes([row('Infant', 0, 1), row('Child', 2, 11), row('Adult', 12, 120)])).toEqual([]);
    expect(validatePassengerTypes([])).toEqual([]);
  });

  it("requires the type ('Type value can not be empty.')", () => {
    expect(validatePassengerTypes([row(' ', 0, 5)])).toEqual([{ field: 'passengerTypes.0.type', message: 'Type value can not be empty.' }]);
  });

  it('requires the first fromAge to be 0', () => {
    expect(validatePassengerTypes([row('Child', 2, 11)])).toEqual([{ field: 'passengerTypes.0.fromAge', message: CompanyMessage.FirstFromAge }]);
  });

  it('refuses overlapping, repeated or gapped ranges with the spec message', () => {
    const message = 'Age you entered is incorrect. Numbers can not be between or equal existing ranges.';
    expect(validatePassengerTypes([row('A', 0, 10), row('B', 5, 20)])).toEqual([{ field: 'passengerTypes.1.fromAge', message }]);
    expect(validatePassengerTypes([row('A', 0, 10), row('B', 0, 10)])).toEqual([{ field: 'passengerTypes.1.fromAge', message }]);
    expect(validatePassengerTypes([row('A', 0, 10), row('B', 13, 20)])).toEqual([{ field: 'passengerTypes.1.fromAge', message }]);
    expect(validatePassengerTypes([row('A', 0, 10), row('B', 11, 9)])).toEqual([{ field: 'passengerTypes.1.toAge', message }]);
  });

  it('requires whole ages of at least 0', () => {
    expect(validatePassengerTypes([row('A', 0, 2.5), row('B', -1, null)])).toEqual([
      { field: 'passengerTypes.0.toAge', message: CompanyMessage.AgeWholeNumber },
      { field: 'passengerTypes.1.fromAge', message: CompanyMessage.AgeWholeNumber },
      { field: 'passengerTypes.1.toAge', message: REQUIRED },
    ]);
  });

  it('property: ranges built with nextFromAge are always valid, and any shifted fromAge is refused', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 8 }),
        fc.nat({ max: 7 }),
        fc.integer({ min: -5, max: 5 }),
        (widths, pick, shift) => {
          const rows: PassengerTypeRow[] = [];
          for (const width of widths) {
            const from = nextFromAge(rows);
            rows.push(row(`T${rows.length}`, from, from + width));
          }
          expect(validatePassengerTypes(rows)).toEqual([]);
          const i = pick % rows.length;
          if (shift === 0) return;
          const shifted = rows.map((r, j) => (j === i ? { ...r, fromAge: Number(r.fromAge) + shift } : r));
          expect(validatePassengerTypes(shifted).some((e) => e.field === `passengerTypes.${i}.fromAge`)).toBe(true);
        },
      ),
    );
  });
});

describe('validateCurrencyChange', () => {
  it('requires a new offered currency different from the current one', () => {
    expect(validateCurrencyChange('THB', '')).toEqual([{ field: 'newCurrency', message: REQUIRED }]);
    expect(validateCurrencyChange('THB', 'THB')).toEqual([{ field: 'newCurrency', message: CompanyMessage.NewCurrencySame }]);
    expect(validateCurrencyChange('THB', 'XYZ')).toEqual([{ field: 'newCurrency', message: CompanyMessage.InvalidChoice }]);
    expect(validateCurrencyChange(null, 'USD')).toEqual([]);
  });
});
