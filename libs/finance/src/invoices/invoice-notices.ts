import { Decimal } from 'decimal.js';
import type { NotificationsService } from '@farebox/notifications';
import type { EntityManager } from 'typeorm';
import type { SupplierInvoice } from './supplier-invoice.entity.js';

export const INVOICE_ASSIGNED_TITLE = 'Invoice waiting for you';

/** Tells the new assignee, in the transaction of the change, that an invoice waits for them. */
export function notifyAssignee(
  notifications: NotificationsService,
  manager: EntityManager,
  assigneeId: string,
  invoice: Pick<SupplierInvoice, 'id' | 'companyId' | 'invoiceNumber' | 'invoiceAmount' | 'currency' | 'gapLevel'>,
  actorName: string,
): Promise<unknown> {
  const amount = `${new Decimal(invoice.invoiceAmount).toFixed(2)} ${invoice.currency}`;
  return notifications.notify(manager, assigneeId, {
    title: INVOICE_ASSIGNED_TITLE,
    text: `${actorName} assigned you invoice ${invoice.invoiceNumber} (${amount}, gap level ${invoice.gapLevel}).`,
    link: `/payments-report?tab=invoices&supplierId=${invoice.companyId}`,
  });
}
