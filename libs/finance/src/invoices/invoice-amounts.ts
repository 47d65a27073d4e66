import { Decimal } from 'decimal.js';
import { formatCents, toCents, toUsdCents, type InvoiceGap, type InvoiceGapInput } from '@farebox/domain';
import type { SupplierInvoice } from './supplier-invoice.entity.js';

export type InvoiceAmountColumns = Pick<SupplierInvoice, 'invoiceAmount' | 'platformAmount' | 'amountUsd' | 'gap' | 'gapUsd' | 'gapPercent' | 'gapLevel'>;

/**
 * The amount columns of a new invoice: the invoice and platform amounts, the invoice amount in USD at `usdRate` (units
 * per USD), and `gap`, the domain's reading of these amounts (computeInvoiceGap).
 */
export function invoiceAmountColumns({ invoiceAmount, platformAmount, usdRate }: Omit<InvoiceGapInput, 'invoiceType'>, gap: InvoiceGap): InvoiceAmountColumns {
  return {
    invoiceAmount: new Decimal(invoiceAmount),
    platformAmount: new Decimal(platformAmount),
    amountUsd: new Decimal(formatCents(toUsdCents(toCents(invoiceAmount)!, usdRate))),
    gap: new Decimal(gap.gap),
    gapUsd: new Decimal(gap.gapUsd),
    gapPercent: new Decimal(gap.gapPercent),
    gapLevel: gap.gapLevel,
  };
}
