import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import {
  cycleById,
  FieldRequired,
  INVOICE_CYCLE_STATUS_LABELS,
  InvoiceMessage,
  InvoiceState,
  isCycleEnded,
  isIsoDate,
  platformAmountIn,
  reconciliationCycles,
  type FieldProblem,
  type InvoiceCycleStatus,
  type PaymentCycle,
} from '@farebox/domain';
import { Clock, validationFailed } from '@farebox/platform';
import type {
  CostTotalsDto,
  CycleCostRequestDto,
  InvoiceCycleRowDto,
  InvoiceCyclesDto,
  ReconciliationCyclesDto,
  TopupCostRequestDto,
} from './dto/cycle-cost.dto.js';
import { loadFinanceSupplier } from '../suppliers/supplier-lookup.js';
import { periodCosts, type CostPeriod } from './period-costs.js';

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/** The one cycle of an invoice or of fetch-cycles-cost: 400 without one, with more than one, or with a malformed id. */
export function exactlyOneCycle(ids: readonly unknown[] | undefined, field = 'invoiceCycles'): PaymentCycle {
  if (!ids || ids.length === 0) throw validationFailed([{ field, message: FieldRequired }], FieldRequired);
  if (ids.length > 1) throw validationFailed([{ field, message: InvoiceMessage.OneCycle }], InvoiceMessage.OneCycle);
  const cycle = cycleById(ids[0]);
  if (!cycle) throw validationFailed([{ field, message: InvoiceMessage.InvalidCycle }], InvoiceMessage.InvalidCycle);
  return cycle;
}

interface CycleInvoiceRow {
  id: string;
  cycle_id: string;
  state: InvoiceState;
  invoice_number: string;
  invoice_amount: string;
  payment_platform_name: string | null;
  modified_by: string;
  note: string | null;
}

/**
 * Supplier cost per payment cycle or date range, read from supplier_transaction by effective date (USD at each
 * entry's stored amount_usd), and the cycles an invoice may reconcile.
 */
@Injectable()
export class CycleCostsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async cycleCost(supplierId: string, dto: CycleCostRequestDto): Promise<CostTotalsDto> {
    const cycle = exactlyOneCycle(dto.invoiceCycles);
    const manager = this.dataSource.manager;
    const [totals] = await periodCosts(manager, await loadFinanceSupplier(manager, supplierId), [cycle]);
    return totals;
  }

  async rangeCost(supplierId: string, dto: TopupCostRequestDto): Promise<CostTotalsDto> {
    const problems: FieldProblem[] = [
      ...(isIsoDate(dto.start) ? [] : [{ field: 'start', message: InvoiceMessage.DateFormat }]),
      ...(isIsoDate(dto.end) ? [] : [{ field: 'end', message: InvoiceMessage.DateFormat }]),
    ];
    if (problems.length === 0 && dto.start > dto.end) problems.push({ field: 'end', message: InvoiceMessage.TopupRange });
    if (problems.length > 0) throw validationFailed(problems, problems[0].message);
    const manager = this.dataSource.manager;
    const [totals] = await periodCosts(manager, await loadFinanceSupplier(manager, supplierId), [dto]);
    return totals;
  }

  /** The current cycle, then the ended cycles of the last 12 months that have no live invoice (newest 2 only without past cycles). */
  async reconciliationCycles(supplierId: string, allowPastCycles: boolean): Promise<ReconciliationCyclesDto> {
    const manager = this.dataSource.manager;
    const supplier = await loadFinanceSupplier(manager, supplierId);
    const today = this.clock.today();
    const candidates = reconciliationCycles(today, supplier.invoicePaymentCycle, allowPastCycles);
    // A cycle is taken when any live invoice's period overlaps it (its own cycle, a top-up range, or a cycle of the
    // other kind), as the upload itself checks.
    const live = await manager.query<CostPeriod[]>(
      `SELECT to_char(period_start, 'YYYY-MM-DD') AS start, to_char(period_end, 'YYYY-MM-DD') AS end
         FROM supplier_invoice WHERE company_id = $1 AND state <> 'rejected' AND period_end >= $2::date AND period_start <= $3::date`,
      [supplier.id, candidates.at(-1)?.start ?? today, candidates[0]?.end ?? today],
    );
    const invoiced = new Set(candidates.filter((c) => live.some((p) => p.start <= c.end && p.end >= c.start)).map((c) => c.id));
    const cycles = candidates.filter((c) => !isCycleEnded(c, today) || !invoiced.has(c.id));
    const costs = await periodCosts(manager, supplier, cycles);
    return {
      data: cycles.map((c, i) => ({
        ...c,
        hasInvoice: invoiced.has(c.id),
        isCurrent: !isCycleEnded(c, today),
        cost: costs[i].totalsByCurrency,
        costUsd: costs[i].totalInUsd,
      })),
    };
  }

  /** The invoice supplier's cycles table: the current cycle and those of the last 12 months with their cost and invoice. */
  async invoiceCycles(supplierId: string): Promise<InvoiceCyclesDto> {
    const manager = this.dataSource.manager;
    const supplier = await loadFinanceSupplier(manager, supplierId);
    const today = this.clock.today();
    const cycles = reconciliationCycles(today, supplier.invoicePaymentCycle, true);
    const [costs, invoices] = await Promise.all([periodCosts(manager, supplier, cycles), this.invoicesOf(manager, supplier.id, cycles)]);
    const invoiceOf = new Map(invoices.map((i) => [i.cycle_id, i]));
    return {
      data: cycles.map((cycle, i): InvoiceCycleRowDto => {
        const cost = costs[i];
        const invoice = invoiceOf.get(cycle.id) ?? null;
        const status: InvoiceCycleStatus = invoice ? invoice.state : isCycleEnded(cycle, today) ? 'not_invoiced' : 'open';
        const currency = supplier.currency ?? cost.totalsByCurrency[0]?.currency ?? 'USD';
        return {
          cycleId: cycle.id,
          period: cycle.label,
          start: cycle.start,
          end: cycle.end,
          amount: platformAmountIn(cost, currency),
          amountUsd: cost.totalInUsd,
          currency,
          costs: cost.totalsByCurrency,
          isMultiCurrencyPeriod: cost.isMultiCurrencyPeriod,
          status,
          statusDisplay: INVOICE_CYCLE_STATUS_LABELS[status],
          invoiceNumber: invoice?.invoice_number ?? null,
          invoiceAmount: invoice ? money(invoice.invoice_amount) : null,
          paymentPlatformName: invoice?.state === InvoiceState.Paid ? invoice.payment_platform_name : null,
          modifiedBy: invoice?.modified_by ?? null,
          note: invoice?.note ?? null,
          invoiceId: invoice?.id ?? null,
        };
      }),
    };
  }

  /** Per cycle its live invoice, else its newest rejected one. */
  private invoicesOf(manager: EntityManager, supplierId: string, cycles: readonly PaymentCycle[]): Promise<CycleInvoiceRow[]> {
    return manager.query(
      `SELECT DISTINCT ON (cycle_id) id, cycle_id, state, invoice_number, invoice_amount::text AS invoice_amount, payment_platform_name,
              COALESCE(updated_by_name, created_by_name) AS modified_by, note
         FROM supplier_invoice
        WHERE company_id = $1 AND cycle_id = ANY($2::text[])
        ORDER BY cycle_id, state = 'rejected', created_at DESC`,
      [supplierId, cycles.map((c) => c.id)],
    );
  }
}
