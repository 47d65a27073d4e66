import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The line fields that decide whose supply config applies and whether the line sets the approval itself. */
export interface LineApprovalFacts {
  companyId: string;
  supplierId: string | null;
  isSupplierApi: boolean;
  manualBookings: boolean;
  automaticApproval: boolean;
}

/**
 * What other areas read of the supply configs. The supplier of a line is its supplier company when it has one, else
 * its operator company (the one that supplies it).
 */
@Injectable()
export class SupplyConfigDefaults {
  /**
   * Whether a new booking of the line is approved automatically by its supplier's supply config: only when the
   * line does not set the approval itself (a supplier-API line is confirmed by the supplier's API, a manual-bookings
   * line is handled by hand, an automatic-approval line is automatic anyway) and the config says auto_approve_bookings.
   */
  async autoApprovesBookings(manager: EntityManager, line: LineApprovalFacts): Promise<boolean> {
    if (line.isSupplierApi || line.manualBookings || line.automaticApproval) return false;
    const [row] = await manager.query<{ auto_approve_bookings: boolean }[]>(`SELECT auto_approve_bookings FROM supply_config WHERE company_id = $1`, [
      line.supplierId ?? line.companyId,
    ]);
    return row?.auto_approve_bookings ?? false;
  }

  /** The markup a new price of the line starts from: its supplier's default_markup_percent ("0.00" without a config). */
  async defaultMarkupPercent(manager: EntityManager, line: Pick<LineApprovalFacts, 'companyId' | 'supplierId'>): Promise<string> {
    const [row] = await manager.query<{ default_markup_percent: string }[]>(`SELECT default_markup_percent::text FROM supply_config WHERE company_id = $1`, [
      line.supplierId ?? line.companyId,
    ]);
    return row?.default_markup_percent ?? '0.00';
  }
}
