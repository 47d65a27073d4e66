import PDFDocument from 'pdfkit';
import { Decimal } from 'decimal.js';
import {
  addDays,
  computeInvoiceGap,
  cycleOf,
  decideInvoiceAction,
  formatCents,
  initialInvoiceState,
  INVOICE_MACHINE_VERSION,
  InvoiceAction,
  InvoiceState,
  platformAmountIn,
  precedingCycle,
  toCents,
  toUsdCents,
  type GapLevel,
  type PaymentCycle,
} from '@farebox/domain';
import { invoiceAmountColumns, periodCosts, rateAtSql, SupplierInvoice, SupplierInvoiceHistory } from '@farebox/finance';
import { LocalDiskStorage } from '@farebox/platform';
import type { EntityManager } from 'typeorm';
import { DEMO_COMPANY_IDS } from './companies.seed.js';
import { demoId, type SeedStep } from './seed-step.js';
import { demoUser, type DemoUser, type DemoUsername } from './users.seed.js';

/** A demo invoice: id demoId('fe1', n), its history rows demoId('fe2', n * 16 + step). */
export const demoInvoiceId = (n: number) => demoId('fe1', n);
const historyId = (n: number, step: number) => demoId('fe2', n * 16 + step);

type InvoiceSupplierKey = 'invoiceSupplier' | 'israeliSupplier' | 'unsignedSupplier';

interface DemoInvoiceStep {
  by: DemoUsername;
  action: InvoiceAction;
  assignee?: DemoUsername;
  notes?: string;
}

interface DemoInvoicePlan {
  n: number;
  supplier: InvoiceSupplierKey;
  /** The monthly cycle it reconciles: 0 the current one, 1 the one before. */
  cyclesAgo: 0 | 1;
  /** The gap level its amount is made for (the stored level is always the domain's reading of the amounts). */
  level: GapLevel;
  number: string;
  uploader: DemoUsername;
  assignee: DemoUsername | null;
  note: string;
  steps: DemoInvoiceStep[];
}

/**
 * One invoice per state and gap level for the three invoice suppliers (their current and previous month, the cycles
 * the demo bookings have cost in): paid level 1, pending level 2 (supplymgr), approved level 3 after supplymgr's
 * approve went on to cco as an assign, rejected level 2, pending level 3 (cco), approved at upload level 1. The level-1 ones are on current cycles,
 * which always have cost (the demo departures run up to 90 days ahead); an earlier cycle may have none.
 */
const PLANS: readonly DemoInvoicePlan[] = [
  {
    n: 1,
    supplier: 'invoiceSupplier',
    cyclesAgo: 0,
    level: 1,
    number: 'SGX',
    uploader: 'finops',
    assignee: null,
    note: 'Monthly sleeper bus statement',
    steps: [{ by: 'finadmin', action: 'markPaid', notes: 'Paid through Payoneer batch 42' }],
  },
  {
    n: 2,
    supplier: 'invoiceSupplier',
    cyclesAgo: 1,
    level: 2,
    number: 'SGX',
    uploader: 'finops',
    assignee: 'supplymgr',
    note: 'Includes two late cancellations',
    steps: [],
  },
  {
    n: 3,
    supplier: 'israeliSupplier',
    cyclesAgo: 0,
    level: 3,
    number: 'YRD',
    uploader: 'finops',
    assignee: 'finadmin',
    note: 'Holiday surcharge billed separately',
    steps: [
      { by: 'finadmin', action: 'assign', assignee: 'supplymgr', notes: 'Please check the surcharge against the contract' },
      { by: 'supplymgr', action: 'approve', assignee: 'cco', notes: 'Gap above my level: please review' },
      { by: 'cco', action: 'approve' },
    ],
  },
  {
    n: 4,
    supplier: 'israeliSupplier',
    cyclesAgo: 1,
    level: 2,
    number: 'YRD',
    uploader: 'finops',
    assignee: 'supplymgr',
    note: 'First statement of the new contract',
    steps: [{ by: 'supplymgr', action: 'reject', notes: 'Billed at the old contract rates: ask for a corrected invoice' }],
  },
  { n: 5, supplier: 'unsignedSupplier', cyclesAgo: 1, level: 3, number: 'MRC', uploader: 'finops', assignee: 'cco', note: 'Charter fees included', steps: [] },
  { n: 6, supplier: 'unsignedSupplier', cyclesAgo: 0, level: 1, number: 'MRC', uploader: 'finops', assignee: null, note: 'River cruise statement', steps: [] },
];

/** A gap in USD that falls inside `level` for a platform amount of `platformUsd` cents (spec 9 tolerances). */
function targetGapUsd(level: GapLevel, platformUsd: bigint): bigint {
  const percentOf = (p: bigint) => (platformUsd * p) / 100n;
  const min = (a: bigint, b: bigint) => (a < b ? a : b);
  const max = (a: bigint, b: bigint) => (a > b ? a : b);
  if (level === 1) return min(percentOf(1n), 2_500n);
  if (level === 2) return min(percentOf(5n), 15_000n);
  return max(percentOf(20n), 30_000n);
}

/** A small real PDF standing in for the supplier's scan. */
function invoicePdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: lines[0] } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(16).text(lines[0]).moveDown().fontSize(10);
  for (const line of lines.slice(1)) doc.text(line);
  doc.end();
  return done;
}

const actorOf = (user: DemoUser) => ({ id: user.id, role: user.role, scopes: user.scopes, isFullAdmin: user.isFullAdmin, companyId: null });

async function supplierOf(manager: EntityManager, key: InvoiceSupplierKey) {
  const [row] = await manager.query<
    {
      id: string;
      name: string;
      currency: string | null;
      region: string | null;
      payment_platform_name: string | null;
    }[]
  >(`SELECT id, name, currency, region, payment_platform_name FROM company WHERE id = $1`, [DEMO_COMPANY_IDS[key]]);
  return row ?? null;
}

/**
 * Demo supplier invoices, each with its file (written through FileStorage), gap from the supplier ledger as it is
 * when the seed runs, and the history of the workflow steps the invoice machine accepts. Insert-only with fixed ids:
 * an invoice that exists (or whose number or cycle a user took meanwhile) is left alone.
 */
export const financeInvoicesSeed: SeedStep = {
  name: 'financeInvoices',
  entities: [SupplierInvoice, SupplierInvoiceHistory],
  async run({ manager, config, now, clock }) {
    const existing = new Set(
      (await manager.query<{ id: string }[]>(`SELECT id FROM supplier_invoice WHERE id = ANY($1::uuid[])`, [PLANS.map((p) => demoInvoiceId(p.n))])).map(
        (r) => r.id,
      ),
    );
    const storage = new LocalDiskStorage(config);
    const today = clock.today();
    let inserted = 0;
    for (const plan of PLANS.filter((p) => !existing.has(demoInvoiceId(p.n)))) {
      const id = demoInvoiceId(plan.n);
      const supplier = await supplierOf(manager, plan.supplier);
      if (!supplier?.currency) continue;
      const current = cycleOf(today, 'monthly');
      const cycle: PaymentCycle = plan.cyclesAgo === 0 ? current : precedingCycle(current, 'monthly');
      const invoiceDate = cycle.end < today ? cycle.end : today;
      const [{ rate } = { rate: null }] = await manager.query<{ rate: string | null }[]>(`SELECT ${rateAtSql('$1', '$2::date')}::text AS rate`, [
        supplier.currency,
        invoiceDate,
      ]);
      const usdRate = supplier.currency === 'USD' ? '1' : rate;
      if (!usdRate) continue; // No rate for the currency: the gap cannot be measured.

      const [totals] = await periodCosts(manager, supplier, [cycle]);
      const platformAmount = platformAmountIn(totals, supplier.currency);
      const platform = toCents(platformAmount)!;
      // Without cost in the cycle any invoice is a full gap (level 3); otherwise aim at the plan's level.
      const gapUsd = targetGapUsd(platform === 0n ? 3 : plan.level, toUsdCents(platform, usdRate));
      const gapCents = toCents(new Decimal(formatCents(gapUsd)).times(usdRate).toFixed(2, Decimal.ROUND_HALF_UP))!;
      const invoiceAmount = formatCents(platform + gapCents);
      const gap = computeInvoiceGap({ invoiceAmount, platformAmount, usdRate, invoiceType: 'tax_bill' });

      const uploader = demoUser(plan.uploader);
      let state = initialInvoiceState(actorOf(uploader), gap.gapLevel);
      let assigneeId = state === InvoiceState.PendingApproval ? demoUser(plan.assignee ?? 'finadmin').id : null;
      const createdAt = new Date(now.getTime() - (PLANS.length - plan.n + 1) * 6 * 3_600_000);
      const uploadedBy = { invoiceId: id, actorId: uploader.id, actorName: uploader.displayName, createdAt };
      // Like an upload through the API: an uploader who may approve the level approves it, as a row of its own.
      const history: Partial<SupplierInvoiceHistory>[] = [
        { ...uploadedBy, id: historyId(plan.n, 0), action: 'upload', fromState: null, toState: InvoiceState.PendingApproval, assigneeId, note: plan.note },
        ...(state === InvoiceState.Approved
          ? [
              {
                ...uploadedBy,
                id: historyId(plan.n, 15),
                action: InvoiceAction.Approve,
                fromState: InvoiceState.PendingApproval,
                toState: state,
                assigneeId: null,
                note: null,
              },
            ]
          : []),
      ];
      let paidAt: Date | null = null;
      for (const [i, step] of plan.steps.entries()) {
        const actor = demoUser(step.by);
        const decision = decideInvoiceAction(state, step.action, {
          actor: actorOf(actor),
          gapLevel: gap.gapLevel,
          assigneeId: step.assignee ? demoUser(step.assignee).id : null,
          notes: step.notes ?? null,
        });
        if (!decision.ok) break; // The amounts came out at another level than planned: keep the steps the rules allow.
        const at = new Date(createdAt.getTime() + (i + 1) * 3_600_000);
        history.push({
          id: historyId(plan.n, i + 1),
          invoiceId: id,
          action: decision.effectiveAction,
          fromState: state,
          toState: decision.state,
          actorId: actor.id,
          actorName: actor.displayName,
          assigneeId: decision.assigneeId,
          note: step.notes ?? null,
          createdAt: at,
        });
        if (decision.assigneeId) assigneeId = decision.assigneeId;
        if (decision.state === InvoiceState.Paid) paidAt = at;
        state = decision.state;
      }
      const last = history.at(-1)!;

      const invoiceNumber = `${plan.number}-${cycle.id}`;
      const fileKey = `invoices/${supplier.id}/${id}.pdf`;
      const pdf = await invoicePdf([
        `Invoice ${invoiceNumber}`,
        supplier.name,
        `Period: ${cycle.label}`,
        `Invoice date: ${invoiceDate}`,
        `Total: ${invoiceAmount} ${supplier.currency}`,
      ]);
      await storage.put(fileKey, pdf, 'application/pdf');
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(SupplierInvoice)
        .values({
          id,
          companyId: supplier.id,
          state,
          invoiceNumber,
          invoiceType: 'tax_bill',
          invoiceClass: 'Transportation',
          region: supplier.region,
          currency: supplier.currency,
          ...invoiceAmountColumns({ invoiceAmount, platformAmount, usdRate }, gap),
          invoiceDate,
          receiveDate: invoiceDate,
          dueDate: addDays(invoiceDate, 30),
          taxCode: 'VAT_STD',
          note: plan.note,
          memo: null,
          cycleId: cycle.id,
          periodStart: cycle.start,
          periodEnd: cycle.end,
          periodLabel: cycle.label,
          fileKey,
          fileName: `${invoiceNumber}.pdf`,
          fileMime: 'application/pdf',
          fileSize: pdf.length,
          isApproved: state === InvoiceState.Approved || state === InvoiceState.Paid,
          assigneeId,
          paidAt,
          paymentPlatformName: paidAt ? supplier.payment_platform_name : null,
          createdBy: uploader.id,
          createdByName: uploader.displayName,
          createdAt,
          updatedByName: history.length > 1 ? last.actorName! : null,
          updatedAt: last.createdAt!,
          version: history.length,
          machineVersion: INVOICE_MACHINE_VERSION,
        })
        .orIgnore()
        .execute();
      if ((result.raw as unknown[]).length === 0) continue;
      await manager.createQueryBuilder().insert().into(SupplierInvoiceHistory).values(history).orIgnore().execute();
      inserted += 1 + history.length;
    }
    return inserted;
  },
};
