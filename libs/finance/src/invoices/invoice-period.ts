import { cycleById, isCycleInvoiceType, parseInvoiceCycles, rangeLabel, type InvoiceUploadInput } from '@farebox/domain';
import type { EntityManager } from 'typeorm';
import type { CostPeriod } from '../cycles/period-costs.js';
import { cycleAlreadyInvoiced, periodAlreadyInvoiced } from './invoice.errors.js';

/** The period an invoice reconciles: its one cycle, or the top-up range. */
export interface InvoicePeriod extends CostPeriod {
  cycleId: string | null;
  label: string;
}

/** The period of a valid upload form: the one cycle of a tax bill (or others), else the top-up range. */
export function periodOf(input: InvoiceUploadInput): InvoicePeriod {
  if (isCycleInvoiceType(input.invoiceType)) {
    const cycle = cycleById(parseInvoiceCycles(input.invoiceCycles)[0])!;
    return { cycleId: cycle.id, start: cycle.start, end: cycle.end, label: cycle.label };
  }
  const [start, end] = [input.topupStart!.trim(), input.topupEnd!.trim()];
  return { cycleId: null, start, end, label: rangeLabel(start, end) };
}

/**
 * 409 when the period overlaps the period of a live (not rejected) invoice of the supplier: a cycle and a top-up
 * range, two ranges, or cycles of both kinds (the supplier changed from monthly to bi-weekly) cannot be invoiced twice.
 * The supplier's uploads are serialised by a transaction lock first, so two overlapping uploads cannot both pass.
 */
export async function assertPeriodFree(manager: EntityManager, supplierId: string, period: InvoicePeriod): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('supplier_invoice_period'), hashtext($1::text))`, [supplierId]);
  const [other] = await manager.query<{ invoiceNumber: string; periodLabel: string; cycleId: string | null }[]>(
    `SELECT invoice_number AS "invoiceNumber", period_label AS "periodLabel", cycle_id AS "cycleId"
       FROM supplier_invoice
      WHERE company_id = $1 AND state <> 'rejected' AND period_start <= $3::date AND period_end >= $2::date
      ORDER BY period_start LIMIT 1`,
    [supplierId, period.start, period.end],
  );
  if (!other) return;
  if (period.cycleId && other.cycleId === period.cycleId) throw cycleAlreadyInvoiced(period.label);
  throw periodAlreadyInvoiced(period.label, other, period.cycleId ? 'invoiceCycles' : 'topupStart');
}
