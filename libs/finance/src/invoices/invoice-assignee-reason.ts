import type { EntityManager } from 'typeorm';
import { InvoiceState } from '@farebox/domain';

/**
 * The history row that decided who holds an invoice now: the latest that named an assignee, else the approval at
 * upload (same instant as the invoice row), else the upload itself.
 */
interface DecidingRow {
  invoiceId: string;
  action: string;
  toState: string;
  actorName: string;
  note: string | null;
  gapLevel: number;
}

/** Why the invoice has its assignee (or none), in words for the Invoices table. */
export function assigneeReasonOf(row: DecidingRow): string {
  if (row.action === 'upload' && row.toState === InvoiceState.PendingApproval)
    return `Chosen by ${row.actorName} at upload as an approver of gap level ${row.gapLevel}.`;
  if (row.action === 'upload' || row.action === 'approve')
    return `No assignee needed: ${row.actorName} may approve gap level ${row.gapLevel} and approved it at upload.`;
  return `Assigned by ${row.actorName}${row.note ? `: ${row.note}` : '.'}`;
}

/** The assignee reason of each invoice, from one query over the page's history. */
export async function assigneeReasons(manager: EntityManager, invoiceIds: string[]): Promise<Map<string, string>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await manager.query<DecidingRow[]>(
    `SELECT DISTINCT ON (h.invoice_id) h.invoice_id AS "invoiceId", h.action, h.to_state AS "toState", h.actor_name AS "actorName", h.note,
            i.gap_level AS "gapLevel"
       FROM supplier_invoice_history h JOIN supplier_invoice i ON i.id = h.invoice_id
      WHERE h.invoice_id = ANY($1::uuid[])
        AND (h.assignee_id IS NOT NULL OR h.action = 'upload' OR (h.action = 'approve' AND h.created_at = i.created_at))
      ORDER BY h.invoice_id, h.created_at DESC, (h.action = 'upload'), h.id DESC`,
    [invoiceIds],
  );
  return new Map(rows.map((r) => [r.invoiceId, assigneeReasonOf(r)]));
}
