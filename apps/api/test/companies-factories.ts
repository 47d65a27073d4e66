import { randomUUID } from 'node:crypto';
import { Role } from '@farebox/domain';
import { Company } from '@farebox/companies';
import type { User } from '@farebox/identity';
import type { TestApp } from './harness.js';
import { createUser } from './identity-factories.js';

/** Inserts a company straight into the database (a plain non-supplier unless overridden). */
export async function createCompany(t: TestApp, overrides: Partial<Company> = {}): Promise<Company> {
  const repo = t.dataSource.getRepository(Company);
  return repo.save(repo.create({ name: `Company ${randomUUID().slice(0, 8)}`, ...overrides }));
}

/** Inserts a valid supplier (top-up, bank-payment platform, every supplier field filled). */
export async function createSupplier(t: TestApp, overrides: Partial<Company> = {}): Promise<Company> {
  return createCompany(t, { ...validSupplierFields(), ...overrides });
}

/** An agent user of the company. */
export async function createAgent(t: TestApp, company: Pick<Company, 'id'>, overrides: Partial<User> = {}): Promise<User> {
  return createUser(t, { role: Role.Agent, companyId: company.id, ...overrides });
}

/** A request body for POST /companies that passes every rule: a top-up supplier paid through the bank platform. */
export function validSupplierFields() {
  return {
    name: `Supplier ${randomUUID().slice(0, 8)}`,
    website: 'https://supplier.example.com',
    isSupplier: true,
    businessOwner: 'Dana Levi',
    operationsOwner: 'Ops Team',
    manualBookingOwner: 'bookings@supplier.example.com',
    address: '12 Sukhumvit Road',
    addressCity: 'Bangkok',
    addressCountry: 'Thailand',
    addressCountryCode: 'TH',
    zipCode: '10110',
    currency: 'THB',
    region: 'apac',
    paymentPlatformName: 'Hyperwallet',
    invoicePaymentCycle: 'monthly',
    paymentType: 'topup',
    topupAutoDepositFromDaysLeft: 14,
    numOfDaysToExtendTopup: 44,
    category: 'Transportation Topup',
    calculationBasedOn: 'booking_date',
    taxCode: 'VAT_STD',
    subsidiary: 'farebox_co_th',
    hwPaymentType: 'api',
    swiftFees: 'our',
    bankName: 'Bangkok Bank',
    bankAddress: '333 Silom Road, Bangkok',
    bankAccountName: 'Supplier Co., Ltd',
    bankAccountNumber: '123-4-56789-0',
    swiftCode: 'BKKBTHBK',
    accountCountryCode: 'TH',
  };
}
