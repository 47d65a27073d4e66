import type { EntityManager } from 'typeorm';
import { isInvoicePaymentCycle, type InvoicePaymentCycle } from '@farebox/domain';
import { Company } from '@farebox/companies';
import { notFound } from '@farebox/platform';
import { notTopupSupplier } from '../topups/topup.errors.js';

/** The supplier fields invoices and cycles read. */
export interface FinanceSupplier {
  id: string;
  name: string;
  currency: string | null;
  region: string | null;
  paymentPlatformName: string | null;
  invoicePaymentCycle: InvoicePaymentCycle;
}

/** The company as a supplier of the finance screens; 404 for an unknown id or a company that is not a supplier. */
export async function loadSupplier(manager: EntityManager, id: string): Promise<Company> {
  const company = await manager.findOneBy(Company, { id });
  if (!company || !company.isSupplier) throw notFound('Supplier');
  return company;
}

/** The supplier as invoices and cycles see it (404 as loadSupplier); monthly cycles unless bi-weekly. */
export async function loadFinanceSupplier(manager: EntityManager, id: string): Promise<FinanceSupplier> {
  const company = await loadSupplier(manager, id);
  return {
    id: company.id,
    name: company.name,
    currency: company.currency,
    region: company.region,
    paymentPlatformName: company.paymentPlatformName,
    invoicePaymentCycle: isInvoicePaymentCycle(company.invoicePaymentCycle) ? company.invoicePaymentCycle : 'monthly',
  };
}

/** 409 unless the supplier is paid by top-up: only those have deposits, adjustments and deposit requests. */
export function assertTopupSupplier(company: Company): void {
  if (company.paymentType !== 'topup') throw notTopupSupplier(company.name, company.paymentType);
}

/** The supplier's currency: every top-up amount is in it. */
export const supplierCurrencyOf = (company: Company): string => company.currency ?? 'USD';
