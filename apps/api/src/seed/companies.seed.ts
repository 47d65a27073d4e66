import { Decimal } from 'decimal.js';
import { newCompanyFields, normalizeCompany, validateCompany, type CompanyFields } from '@farebox/domain';
import { Company } from '@farebox/companies';
import { demoId, type SeedStep } from './seed-step.js';

/** The demo companies every later area hangs its data on (keys are used by other seed steps and by tests). */
export type DemoCompanyKey = 'topupSupplier' | 'invoiceSupplier' | 'heat' | 'unsignedSupplier' | 'scheduleAuthorized' | 'purchaseTickets' | 'israeliSupplier';

export const DEMO_COMPANY_IDS: Readonly<Record<Exclude<DemoCompanyKey, 'purchaseTickets'>, string>> = {
  topupSupplier: demoId('c', 1),
  invoiceSupplier: demoId('c', 2),
  heat: demoId('c', 3),
  unsignedSupplier: demoId('c', 4),
  scheduleAuthorized: demoId('c', 5),
  israeliSupplier: demoId('c', 6),
};

/** The Purchase Tickets company's id comes from configuration (PURCHASE_TICKETS_COMPANY_ID). */
export function demoCompanyId(key: DemoCompanyKey, purchaseTicketsCompanyId: string): string {
  return key === 'purchaseTickets' ? purchaseTicketsCompanyId : DEMO_COMPANY_IDS[key];
}

const ADULT_CHILD = [
  { id: 'a5d1e1f0-0000-4000-8000-000000000001', type: 'Child', fromAge: 0, toAge: 11 },
  { id: 'a5d1e1f0-0000-4000-8000-000000000002', type: 'Adult', fromAge: 12, toAge: 120 },
];

/** Supplier basics every supplier needs under the companies rules (spec part 1, section 5). */
const supplierBase: Partial<CompanyFields> = {
  isSupplier: true,
  activated: true,
  addressCountry: 'Thailand',
  addressCountryCode: 'TH',
  region: 'apac',
  invoicePaymentCycle: 'monthly',
  calculationBasedOn: 'departure_date',
  taxCode: 'VAT_STD',
  subsidiary: 'farebox_co_th',
  hwPaymentType: 'api',
  swiftFees: 'our',
  language: 'en',
  passengerTypes: ADULT_CHILD,
};

export const DEMO_COMPANIES: readonly { key: DemoCompanyKey; fields: Partial<CompanyFields> }[] = [
  {
    key: 'topupSupplier',
    fields: {
      ...supplierBase,
      name: 'Andaman Sea Ferries',
      description: 'Ferries between Phuket, Koh Phi Phi and Koh Lanta; paid by top-up.',
      website: 'https://andaman-ferries.example.com',
      businessOwner: 'Dana Levi',
      operationsOwner: 'Somchai Prasert',
      manualBookingOwner: 'bookings@andaman-ferries.example.com',
      signedAgreement: true,
      currency: 'THB',
      paymentType: 'topup',
      category: 'Transportation Topup',
      doAutoTopupRequests: true,
      topupAutoDepositFromDaysLeft: 14,
      numOfDaysToExtendTopup: 44,
      paymentTerms: 'immediate',
      paymentMethod: 'bank_wire',
      paymentPlatformName: 'Hyperwallet',
      address: '99 Rassada Road',
      addressCity: 'Phuket',
      zipCode: '83000',
      phoneNumber1: '+66 76 123 456',
      bankName: 'Kasikornbank',
      bankAddress: '400/22 Phahon Yothin Road, Bangkok',
      bankAccountName: 'Andaman Sea Ferries Co., Ltd',
      bankAccountNumber: '0123456789',
      swiftCode: 'KASITHBK',
      accountCountryCode: 'TH',
      accountingContactName: 'Nok Suwan',
      accountingContactEmail: 'accounting@andaman-ferries.example.com',
      isSalesReportEmail: true,
      reportAgents: ['reports@andaman-ferries.example.com'],
    },
  },
  {
    key: 'invoiceSupplier',
    fields: {
      ...supplierBase,
      name: 'Saigon Express Bus',
      description: 'Sleeper buses across Vietnam; invoices at the end of the month.',
      website: 'https://saigon-express.example.com',
      businessOwner: 'Dana Levi',
      operationsOwner: 'Minh Tran',
      signedAgreement: true,
      addressCountry: 'Vietnam',
      addressCountryCode: 'VN',
      currency: 'VND',
      paymentType: 'invoice',
      category: 'Transportation EOM',
      paymentTerms: 'eom_plus_15',
      paymentMethod: 'payment_gateway',
      paymentPlatformName: 'Payoneer',
      subsidiary: 'farebox_pte_sg',
      language: 'vi',
    },
  },
  {
    key: 'heat',
    fields: {
      name: 'Heat Travel Partners',
      description: 'A HEAT company.',
      website: 'https://heat-partners.example.com',
      activated: true,
      isHeat: true,
      heatDocLink: 'https://docs.example.com/heat/heat-travel-partners',
    },
  },
  {
    key: 'unsignedSupplier',
    fields: {
      ...supplierBase,
      name: 'Mekong River Cruises',
      description: 'A new supplier that has not signed the agreement yet.',
      businessOwner: 'Omer Katz',
      operationsOwner: 'Lina Chan',
      activated: false,
      signedAgreement: false,
      addressCountry: 'Cambodia',
      addressCountryCode: 'KH',
      currency: 'USD',
      paymentType: 'invoice',
      category: 'Transportation EOM',
      paymentPlatformName: 'Wise',
    },
  },
  {
    key: 'scheduleAuthorized',
    fields: {
      name: 'Northern Lines Scheduling',
      description: 'Maintains its own line schedules.',
      activated: true,
      signedAgreement: true,
      scheduleAuthorized: true,
    },
  },
  {
    key: 'israeliSupplier',
    fields: {
      ...supplierBase,
      name: 'Yarden Intercity Buses',
      description: 'Express buses between Tel Aviv and Jerusalem; invoices at the end of the month.',
      website: 'https://yarden-buses.example.com',
      businessOwner: 'Omer Katz',
      operationsOwner: 'Noa Shapiro',
      manualBookingOwner: 'bookings@yarden-buses.example.com',
      signedAgreement: true,
      addressCountry: 'Israel',
      addressCountryCode: 'IL',
      region: 'emea',
      currency: 'ILS',
      paymentType: 'invoice',
      category: 'Transportation EOM',
      paymentTerms: 'eom_plus_30',
      paymentMethod: 'bank_wire',
      paymentPlatformName: 'Hyperwallet',
      subsidiary: 'farebox_ltd_il',
      address: '12 Derech Menachem Begin',
      addressCity: 'Tel Aviv-Yafo',
      zipCode: '6701101',
      phoneNumber1: '+972 3 555 0123',
      bankName: 'Bank Leumi',
      bankAddress: '34 Yehuda Halevi Street, Tel Aviv-Yafo',
      bankAccountName: 'Yarden Intercity Buses Ltd',
      bankAccountNumber: '800-12345678',
      swiftCode: 'LUMIILITXXX',
      accountCountryCode: 'IL',
      accountingContactName: 'Avi Mizrahi',
      accountingContactEmail: 'accounting@yarden-buses.example.com',
      passengerTypes: [
        { id: 'a5d1e1f0-0000-4000-8000-000000000011', type: 'Child', fromAge: 0, toAge: 17 },
        { id: 'a5d1e1f0-0000-4000-8000-000000000012', type: 'Adult', fromAge: 18, toAge: 66 },
        { id: 'a5d1e1f0-0000-4000-8000-000000000013', type: 'Senior', fromAge: 67, toAge: 120 },
      ],
    },
  },
  {
    key: 'purchaseTickets',
    fields: {
      name: 'Farebox Purchase Desk',
      description: 'Internal desk whose users buy tickets for customers (Purchase Tickets).',
      activated: true,
      signedAgreement: true,
    },
  },
];

/** Company columns from the rule-checked fields (amounts as decimals, whole-number days). */
function columnsOf(id: string, fields: CompanyFields): Partial<Company> {
  const { securityDeposit, costDiscountFromApi, topupAutoDepositFromDaysLeft, numOfDaysToExtendTopup, passengerTypes, ...rest } = fields;
  return {
    ...rest,
    id,
    securityDeposit: securityDeposit == null || securityDeposit === '' ? null : new Decimal(securityDeposit),
    costDiscountFromApi: costDiscountFromApi == null || costDiscountFromApi === '' ? null : new Decimal(costDiscountFromApi),
    topupAutoDepositFromDaysLeft: topupAutoDepositFromDaysLeft == null || topupAutoDepositFromDaysLeft === '' ? null : Number(topupAutoDepositFromDaysLeft),
    numOfDaysToExtendTopup: numOfDaysToExtendTopup == null || numOfDaysToExtendTopup === '' ? null : Number(numOfDaysToExtendTopup),
    passengerTypes: passengerTypes.map((row) => ({ id: row.id, type: row.type, fromAge: Number(row.fromAge), toAge: Number(row.toAge) })),
  };
}

/** Every demo company's fields after normalisation, refusing any that breaks a company rule. */
export function validatedDemoCompanyFields(): { key: DemoCompanyKey; fields: CompanyFields }[] {
  return DEMO_COMPANIES.map(({ key, fields }) => {
    const full = normalizeCompany({ ...newCompanyFields(), ...fields });
    const errors = validateCompany(full);
    if (errors.length > 0) {
      throw new Error(`Demo company ${key} breaks the company rules: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
    }
    return { key, fields: full };
  });
}

export const companiesSeed: SeedStep = {
  name: 'companies',
  entities: [Company],
  async run({ manager, config }) {
    let inserted = 0;
    for (const { key, fields } of validatedDemoCompanyFields()) {
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(Company)
        .values(columnsOf(demoCompanyId(key, config.purchaseTicketsCompanyId), fields))
        .orIgnore()
        .execute();
      inserted += (result.raw as unknown[]).length;
    }
    return inserted;
  },
};
