import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isGapLevel, isInvoiceAssigneeCandidate } from '@farebox/domain';
import { validationFailed, type AuthenticatedUser } from '@farebox/platform';
import type { InvoiceAssigneesDto, InvoiceAssigneesQueryDto } from './dto/invoice-assignees.dto.js';
import { assigneeOf, financeRoleUsers } from './invoice-users.js';

export const GAP_LEVEL_MESSAGE = 'The gap level is 1, 2 or 3.';

/** Who an invoice of a gap level can be assigned to (the assignee pickers of upload and the action modal). */
@Injectable()
export class InvoiceAssigneesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The active users the domain offers for the level and flags (`isInvoiceAssigneeCandidate`): the approvers of the
   * level; `isBackwardAssignment`: every finance-role user instead (to send an invoice back); `forceFinanceAdminAssignees`:
   * only finance-admins; `forceSelfAssignment` adds the caller, but only one who may act on invoices. Sorted by name.
   */
  async assignees(level: number, query: InvoiceAssigneesQueryDto, user: AuthenticatedUser): Promise<InvoiceAssigneesDto> {
    if (!isGapLevel(level)) throw validationFailed([{ field: 'level', message: GAP_LEVEL_MESSAGE }], GAP_LEVEL_MESSAGE);
    // Everyone who could ever be offered: the caller too, when offered at all, is one of them.
    const candidates = await financeRoleUsers(this.dataSource.manager);
    return { data: candidates.filter((u) => isInvoiceAssigneeCandidate(u, level, query, u.id === user.id)).map(assigneeOf) };
  }
}
