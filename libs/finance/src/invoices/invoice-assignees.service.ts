import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { canActOnInvoices, canApproveInvoiceLevel, isFinanceAdmin, isGapLevel } from '@farebox/domain';
import { validationFailed, type AuthenticatedUser } from '@farebox/platform';
import type { InvoiceAssigneesDto, InvoiceAssigneesQueryDto } from './dto/invoice-assignees.dto.js';
import { assigneeOf, financeRoleUsers, invoiceUserOf, type InvoiceUser } from './invoice-users.js';

export const GAP_LEVEL_MESSAGE = 'The gap level is 1, 2 or 3.';

/** Who an invoice of a gap level can be assigned to (the assignee pickers of upload and the action modal). */
@Injectable()
export class InvoiceAssigneesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The approvers of the level; `isBackwardAssignment`: every finance-role user instead (to send an invoice back);
   * `forceFinanceAdminAssignees`: only finance-admins (it wins over the other list); `forceSelfAssignment` then adds
   * the caller when missing. Only active full admins who may write are ever offered.
   */
  async assignees(level: number, query: InvoiceAssigneesQueryDto, user: AuthenticatedUser): Promise<InvoiceAssigneesDto> {
    if (!isGapLevel(level)) throw validationFailed([{ field: 'level', message: GAP_LEVEL_MESSAGE }], GAP_LEVEL_MESSAGE);
    const candidates = await financeRoleUsers(this.dataSource.manager);
    const offered: (u: InvoiceUser) => boolean = query.forceFinanceAdminAssignees
      ? isFinanceAdmin
      : query.isBackwardAssignment
        ? canActOnInvoices
        : (u) => canApproveInvoiceLevel(u, level);
    const users = candidates.filter(offered);
    if (query.forceSelfAssignment && !users.some((u) => u.id === user.id)) users.push(invoiceUserOf(user));
    return { data: users.map(assigneeOf) };
  }
}
