import { isInvoicePaymentCycle, type InvoicePaymentCycle } from '@farebox/domain';
import { notFound } from '@farebox/platform';
import type { EntityManager } from 'typeorm';

/** The supplier fields invoices and cycles read (companies are another module's: read with SQL, never its repository). */
export interface FinanceSupplier {
  id: string;
  name: string;
  currency: string | null;
  region: string | null;
  paymentPlatformName: string | null;
  invoicePaymentCycle: InvoicePaymentCycle;
}

/** The supplier company (404 for an unknown id or a company that is not a supplier); monthly cycles unless bi-weekly. */
export async function loadFinanceSupplier(manager: EntityManager, id: string): Promise<FinanceSupplier> {
  const [row] = (await manager.query<{ id: string; name: string; currency: string | null; region: string | null; payment_platform_name: string | null; invoice_payment_cycle: string | null }[]>(
    `SELECT id, name, currency, region, payment_platform_name, invoice_payment_cycle FROM company WHERE id = $1 AND is_supplier`,
    [id],
  ));
  if (!row) throw notFound('Supplier');
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    region: row.region,
    paymentPlatformName: row.payment_platform_name,
    invoicePaymentCycle: isInvoicePaymentCycle(row.invoice_payment_cycle) ? row.invoice_payment_cycle : 'monthly',
  };
}
