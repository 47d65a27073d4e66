import { Clock } from '@farebox/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import { formatCents, isInvoicePaymentCycle, nextCycle } from '@farebox/domain';
import type { Company } from '@farebox/companies';
import { CurrencyRatesService, rateAtSql } from '../ledger/currency-rates.service.js';
import { TopupBalanceService } from '../topups/topup-balance.service.js';
import type { SupplierInvoiceBoxDto, SupplierSummaryDto, SupplierTopupBoxDto } from './dto/supplier-summary.dto.js';
import { loadSupplier, supplierCurrencyOf } from './supplier-lookup.js';

const money = (value: string | null | undefined) => new Decimal(value ?? 0).toFixed(2);

/*
 * Read with SQL rather than through the invoices code, which another part of this module owns: unpaid are the
 * invoices still to be paid, pending approval or approved (paid ones are done, rejected ones are not owed).
 */
const UNPAID_INVOICES_SQL = `
SELECT count(*)::int AS count,
       COALESCE(sum(CASE WHEN i.currency = $2 THEN i.invoice_amount ELSE round(i.amount_usd * ${rateAtSql('$2', '$3::date')}, 2) END), 0)::text AS total,
       COALESCE(sum(i.amount_usd), 0)::text AS total_usd
  FROM supplier_invoice i
 WHERE i.company_id = $1 AND i.state IN ('pending_approval', 'approved')`;

const CYCLE_COST_SQL = `
SELECT COALESCE(sum(amount), 0)::text AS cost, COALESCE(sum(amount_usd), 0)::text AS cost_usd
  FROM supplier_transaction WHERE company_id = $1 AND currency = $2 AND effective_date BETWEEN $3::date AND $4::date`;

/** The Supplier tab's picker details with the top-up balance box or the invoice box. */
@Injectable()
export class SupplierSummaryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly balances: TopupBalanceService,
    private readonly rates: CurrencyRatesService,
    private readonly clock: Clock,
  ) {}

  async summary(id: string): Promise<SupplierSummaryDto> {
    const manager = this.dataSource.manager;
    const company = await loadSupplier(manager, id);
    const today = this.clock.today();
    const summary: SupplierSummaryDto = {
      id: company.id,
      name: company.name,
      paymentType: company.paymentType,
      calculationBasedOn: company.calculationBasedOn,
      invoicePaymentCycle: company.invoicePaymentCycle,
      currency: company.currency,
      securityDeposit: company.hasSecurityDeposit && company.securityDeposit ? company.securityDeposit.toFixed(2) : null,
      tms: company.isTms ? company.tms : null,
      commission: company.isCommission ? company.commission : null,
      contract: company.contract,
      proofOfPayment: company.proofOfPayment,
      financeNote: company.financeNote,
      operationsOwner: company.operationsOwner,
      businessOwner: company.businessOwner,
      paymentPlatformName: company.paymentPlatformName,
      specialDeal: company.specialDeal,
      country: company.addressCountry,
      activated: company.activated,
    };
    if (company.paymentType === 'topup') summary.topup = await this.topupBox(manager, company, today);
    else if (company.paymentType === 'invoice') summary.invoice = await this.invoiceBox(manager, company, today);
    return summary;
  }

  private async topupBox(manager: EntityManager, company: Company, today: string): Promise<SupplierTopupBoxDto> {
    const currency = supplierCurrencyOf(company);
    const b = await this.balances.balanceOf(manager, company.id, currency, today);
    const balance = new Decimal(formatCents(b.balance));
    const balanceInUsd = await this.rates.toUsdOrNull(manager, balance, currency, today);
    return {
      balance: formatCents(b.balance),
      balanceInUsd: balanceInUsd?.toFixed(2) ?? null,
      balanceByBookingDate: formatCents(b.balanceByBookingDate),
      avgDailyCost: formatCents(b.avgDailyCost),
      daysLeft: b.daysLeft,
      lastTopupAdjustment: b.lastTopupAdjustment?.toISOString() ?? null,
      hasOpenTopupDepositRequest: b.hasOpenTopupDepositRequest,
    };
  }

  private async invoiceBox(manager: EntityManager, company: Company, today: string): Promise<SupplierInvoiceBoxDto> {
    const currency = supplierCurrencyOf(company);
    const [unpaid] = await manager.query<{ count: number; total: string; total_usd: string }[]>(UNPAID_INVOICES_SQL, [company.id, currency, today]);
    const cycle = nextCycle(today, isInvoicePaymentCycle(company.invoicePaymentCycle) ? company.invoicePaymentCycle : 'monthly');
    const [cost] = await manager.query<{ cost: string; cost_usd: string }[]>(CYCLE_COST_SQL, [company.id, currency, cycle.start, cycle.end]);
    return {
      unpaidCount: unpaid.count,
      unpaidTotal: money(unpaid.total),
      unpaidTotalUsd: money(unpaid.total_usd),
      nextCycle: { id: cycle.id, label: cycle.label, start: cycle.start, end: cycle.end, cost: money(cost.cost), costUsd: money(cost.cost_usd) },
    };
  }
}
