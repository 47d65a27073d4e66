import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { canActOnInvoices, decideInvoiceAction, InvoiceAction, InvoiceState, type GapLevel } from '@farebox/domain';
import { NotificationsService } from '@farebox/notifications';
import { ChangeLogService, IdempotencyService, notFound, type AuthenticatedUser } from '@farebox/platform';
import type { InvoiceDetailDto } from './dto/invoice.dto.js';
import type { InvoiceActionDto } from './dto/invoice-action.dto.js';
import { INVOICE_ENTITY_TYPE, insufficientPermissions, invalidInvoice, invoiceRefused, staleInvoice } from './invoice.errors.js';
import { isApprovedState } from './invoice.mapper.js';
import { notifyAssignee } from './invoice-notices.js';
import { requireAssignee, usersByIds } from './invoice-users.js';
import { InvoicesQueryService } from './invoices-query.service.js';
import { SupplierInvoiceHistory } from './supplier-invoice-history.entity.js';
import { SupplierInvoice } from './supplier-invoice.entity.js';

/** Runs an UPDATE and answers how many rows it changed. */
async function updateCount(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [, count] = await manager.query<[unknown[], number]>(sql, params);
  return count;
}

/**
 * The invoice workflow (POST /v2/supplier/invoice/{id}/action): the stored state restored into the invoice machine,
 * the pure transition applied, then the new state, a history row and the assignee's notification written in one
 * transaction with a version-checked update, so of two racing actions one wins and the other gets 409.
 */
@Injectable()
export class InvoiceActionsService {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly notifications: NotificationsService,
    private readonly query: InvoicesQueryService,
    private readonly changeLog: ChangeLogService,
  ) {}

  act(id: string, dto: InvoiceActionDto, key: string | undefined, user: AuthenticatedUser): Promise<InvoiceDetailDto> {
    // Before the key is checked, so that who may never act is told so first.
    if (!canActOnInvoices(user)) throw insufficientPermissions();
    const request = { id, action: dto.action, assignee: dto.assignee ?? null, notes: dto.notes ?? null, version: dto.version ?? null };
    return this.idempotency.run({ scope: `invoices.action:${user.id}`, key, request }, async (manager) => {
      const invoice = await manager.findOneBy(SupplierInvoice, { id });
      if (!invoice) throw notFound('Invoice');
      if (dto.version !== undefined && dto.version !== invoice.version) throw await staleInvoice(this.changeLog, manager, id, dto.version, invoice.version);
      const from = invoice.state as InvoiceState;
      const gapLevel = invoice.gapLevel as GapLevel;
      const decision = decideInvoiceAction(from, dto.action, { actor: user, gapLevel, assigneeId: dto.assignee, notes: dto.notes });
      if (!decision.ok) {
        if (decision.field) throw invalidInvoice([{ field: decision.field, message: decision.reason }]);
        throw decision.forbidden ? insufficientPermissions(decision.reason) : invoiceRefused(decision.reason);
      }
      // An approve that becomes an assign hands the approval on, so only to an approver of the level; a plain assign
      // may also send the invoice back to any finance user (the assignees route's isBackwardAssignment).
      const approvalLevel = dto.action === InvoiceAction.Approve ? gapLevel : undefined;
      const assignee = decision.assigneeId ? await requireAssignee(manager, decision.assigneeId, approvalLevel) : null;
      const actorName = user.displayName || user.username;
      const paying = decision.effectiveAction === InvoiceAction.MarkPaid;
      const updated = await updateCount(
        manager,
        `UPDATE supplier_invoice
            SET state = $3, assignee_id = COALESCE($4::uuid, assignee_id), is_approved = $5,
                paid_at = CASE WHEN $6::boolean THEN now() WHEN $3 = 'paid' THEN paid_at END,
                payment_platform_name = CASE WHEN $6::boolean THEN (SELECT c.payment_platform_name FROM company c WHERE c.id = company_id)
                                             WHEN $3 = 'paid' THEN payment_platform_name END,
                updated_by_name = $7, updated_at = now(), version = version + 1
          WHERE id = $1 AND version = $2`,
        [id, invoice.version, decision.state, assignee?.id ?? null, isApprovedState(decision.state), paying, actorName],
      );
      if (updated !== 1) throw await staleInvoice(this.changeLog, manager, id, invoice.version, invoice.version + 1);
      await manager.insert(SupplierInvoiceHistory, {
        invoiceId: id,
        action: decision.effectiveAction,
        fromState: from,
        toState: decision.state,
        actorId: user.id,
        actorName,
        assigneeId: assignee?.id ?? null,
        note: dto.notes?.trim() || null,
      });
      const previous = invoice.assigneeId ? (await usersByIds(manager, [invoice.assigneeId])).get(invoice.assigneeId)?.name : null;
      const changes = [
        { field: 'state', from, to: decision.state },
        { field: 'assignee', from: previous ?? null, to: assignee ? assignee.name : (previous ?? null) },
        { field: 'notes', from: null, to: dto.notes?.trim() || null },
      ].filter((c) => c.from !== c.to);
      await this.changeLog.record(manager, INVOICE_ENTITY_TYPE, id, invoice.version + 1, { id: user.id, name: actorName, email: user.email ?? null }, changes);
      if (assignee) await notifyAssignee(this.notifications, manager, assignee.id, invoice, actorName);
      return this.query.detail(id, user, manager);
    });
  }
}
