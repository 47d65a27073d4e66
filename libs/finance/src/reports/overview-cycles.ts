import { cycleById, cycleKindOf, cycleOf, previousCycles, type InvoicePaymentCycle, type PaymentCycle } from '@farebox/domain';

/** Without a period filter: the current cycle and this many before it. */
const DEFAULT_PAST_CYCLES = 2;

export type CycleOfKind = PaymentCycle & { kind: InvoicePaymentCycle };

/**
 * The cycles of the overview's invoice table, of the given kinds: the periods asked for (a month id such as 2026-10
 * also takes its two half months), or by default the current cycle and the 2 before it.
 */
export function overviewCycles(periods: readonly string[] | undefined, kinds: readonly InvoicePaymentCycle[], today: string): CycleOfKind[] {
  const cycles = new Map<string, CycleOfKind>();
  const add = (c: PaymentCycle | null, kind: InvoicePaymentCycle) => {
    if (c && kinds.includes(kind)) cycles.set(c.id, { ...c, kind });
  };
  if (periods && periods.length > 0) {
    for (const id of periods) {
      const kind = cycleKindOf(id);
      if (!kind) continue;
      add(cycleById(id), kind);
      if (kind === 'monthly') for (const half of ['1', '2']) add(cycleById(`${id}-${half}`), 'bi_weekly');
    }
  } else {
    for (const kind of kinds) for (const c of [cycleOf(today, kind), ...previousCycles(today, kind, DEFAULT_PAST_CYCLES)]) add(c, kind);
  }
  return [...cycles.values()];
}
