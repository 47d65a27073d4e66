import fc from 'fast-check';
import {
  autoDepositAmount,
  averageDailyCost,
  averageDailyCostWindow,
  daysLeft,
  effectiveDateOf,
  isDaysLeftWarning,
  ledgerBalance,
  ledgerEffect,
  runningBalances,
  topupFigures,
  type LedgerEntryInput,
} from './topup-ledger.js';

const money = fc.bigInt({ min: -1_000_000_000n, max: 1_000_000_000n });
const entry: fc.Arbitrary<LedgerEntryInput> = fc.oneof(
  fc.record({ kind: fc.constant('booking' as const), amount: fc.bigInt({ min: -1_000_000n, max: 10_000_000n }) }),
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.bigInt({ min: 1n, max: 100_000_000n }) }),
  fc.record({ kind: fc.constant('adjustment' as const), amount: money }),
  fc.record({ kind: fc.constant('deposit_request' as const), amount: fc.bigInt({ min: 1n, max: 100_000_000n }) }),
  fc.record({ kind: fc.constant('reversal' as const), amount: fc.bigInt({ min: 0n, max: 10_000_000n }) }),
);

describe('top-up ledger', () => {
  it('applies each kind: booking consumes, deposits and adjustments add signed, requests move nothing, reversals add back', () => {
    const entries: LedgerEntryInput[] = [
      { kind: 'deposit', amount: 100_000n },
      { kind: 'booking', amount: 30_000n },
      { kind: 'deposit_request', amount: 50_000n },
      { kind: 'adjustment', amount: -5_000n },
      { kind: 'reversal', amount: 30_000n },
      { kind: 'adjustment', amount: 1_000n },
    ];
    expect(runningBalances(entries)).toEqual([100_000n, 70_000n, 70_000n, 65_000n, 95_000n, 96_000n]);
    expect(ledgerBalance(entries)).toBe(96_000n);
    expect(ledgerBalance([])).toBe(0n);
  });

  it('balance equals the sum of the effects for any sequence, and the last running balance is the balance (property)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), (entries) => {
        const expected = entries.reduce((sum, e) => sum + (e.kind === 'booking' ? -e.amount : e.kind === 'deposit_request' ? 0n : e.amount), 0n);
        const running = runningBalances(entries);
        expect(ledgerBalance(entries)).toBe(expected);
        expect(running).toHaveLength(entries.length);
        expect(running.at(-1) ?? 0n).toBe(expected);
        running.forEach((b, i) => expect(b - (i === 0 ? 0n : running[i - 1])).toBe(ledgerEffect(entries[i])));
      }),
    );
  });

  it('the balance does not depend on how the entries are split into pages (property)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), fc.nat(40), (entries, cut) => {
        const at = Math.min(cut, entries.length);
        expect(ledgerBalance(entries)).toBe(ledgerBalance(entries.slice(0, at)) + ledgerBalance(entries.slice(at)));
      }),
    );
  });

  it('a booking and its reversal cancel out; a deposit request never moves the balance (property)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), fc.bigInt({ min: 0n, max: 10_000_000n }), (entries, cost) => {
        const base = ledgerBalance(entries);
        expect(ledgerBalance([...entries, { kind: 'booking', amount: cost }, { kind: 'reversal', amount: cost }])).toBe(base);
        expect(ledgerBalance([...entries, { kind: 'deposit_request', amount: cost + 1n }])).toBe(base);
      }),
    );
  });
});

describe('average daily cost and days left', () => {
  it('averages over 14 days, rounding half up', () => {
    expect(averageDailyCost(14_000n)).toBe(1_000n);
    expect(averageDailyCost(7n)).toBe(1n);
    expect(averageDailyCost(6n)).toBe(0n);
    expect(averageDailyCost(21n)).toBe(2n);
    expect(averageDailyCost(0n)).toBe(0n);
    expect(averageDailyCostWindow('2026-03-01')).toEqual({ from: '2026-02-15', to: '2026-02-28' });
  });

  it('days left: null without consumption, 0 when used up, else whole days', () => {
    expect(daysLeft(10_000n, 0n)).toBeNull();
    expect(daysLeft(10_000n, -5n)).toBeNull();
    expect(daysLeft(0n, 100n)).toBe(0);
    expect(daysLeft(-500n, 100n)).toBe(0);
    expect(daysLeft(999n, 100n)).toBe(9);
    expect(daysLeft(1_000n, 100n)).toBe(10);
  });

  it('days left matches its definition: balance − days·avg is in [0, avg) when the balance is positive (property)', () => {
    fc.assert(
      fc.property(money, fc.bigInt({ min: -1_000_000n, max: 1_000_000n }), (balance, avg) => {
        const days = daysLeft(balance, avg);
        if (avg <= 0n) return days === null;
        if (balance <= 0n) return days === 0;
        const rest = balance - BigInt(days!) * avg;
        return Number.isInteger(days) && rest >= 0n && rest < avg;
      }),
    );
  });

  it('days left never rises as the balance falls (property)', () => {
    fc.assert(
      fc.property(money, money, fc.bigInt({ min: 1n, max: 1_000_000n }), (a, b, avg) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return daysLeft(low, avg)! <= daysLeft(high, avg)!;
      }),
    );
  });

  it('is red at 7 days or fewer', () => {
    expect(isDaysLeftWarning(7)).toBe(true);
    expect(isDaysLeftWarning(0)).toBe(true);
    expect(isDaysLeftWarning(8)).toBe(false);
    expect(isDaysLeftWarning(null)).toBe(false);
  });

  it('computes the figures of a supplier from the sums', () => {
    expect(topupFigures({ entriesTotal: 100_000n, costByEffectiveDate: 30_000n, costByBookingDate: 45_000n, costInWindow: 14_000n })).toEqual({
      balance: 70_000n,
      balanceByBookingDate: 55_000n,
      avgDailyCost: 1_000n,
      daysLeft: 70,
      isDaysLeftWarning: false,
    });
  });
});

describe('automatic deposit request', () => {
  const facts = { daysLeft: 5, avgDailyCost: 1_000n, fromDaysLeft: 7, extendDays: 44, doAuto: true, hasOpenRequest: false, lastClosedAutoRequest: null };

  it('asks for extendDays of average cost once days left reach the threshold', () => {
    expect(autoDepositAmount(facts)).toBe(44_000n);
    expect(autoDepositAmount({ ...facts, daysLeft: 7 })).toBe(44_000n);
    expect(autoDepositAmount({ ...facts, daysLeft: 0 })).toBe(44_000n);
  });

  it('asks nothing when off, above the threshold, already requested, or nothing is consumed', () => {
    expect(autoDepositAmount({ ...facts, doAuto: false })).toBeNull();
    expect(autoDepositAmount({ ...facts, daysLeft: 8 })).toBeNull();
    expect(autoDepositAmount({ ...facts, hasOpenRequest: true })).toBeNull();
    expect(autoDepositAmount({ ...facts, daysLeft: null })).toBeNull();
    expect(autoDepositAmount({ ...facts, extendDays: 0 })).toBeNull();
  });

  it('asks once per shortfall: not again after a cancel until money comes in; again after a deposited one', () => {
    const cancelled = { state: 'cancelled' as const, fundedSince: false };
    expect(autoDepositAmount({ ...facts, lastClosedAutoRequest: cancelled })).toBeNull();
    expect(autoDepositAmount({ ...facts, lastClosedAutoRequest: { ...cancelled, fundedSince: true } })).toBe(44_000n);
    expect(autoDepositAmount({ ...facts, lastClosedAutoRequest: { state: 'deposited', fundedSince: false } })).toBe(44_000n);
    expect(autoDepositAmount({ ...facts, lastClosedAutoRequest: { state: 'deposited', fundedSince: true } })).toBe(44_000n);
  });

  it('never raises a second request while one is open (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat(400), { nil: null }),
        fc.bigInt({ min: -100n, max: 1_000_000n }),
        fc.nat(365),
        fc.nat(365),
        fc.boolean(),
        (d, avg, from, extend, doAuto) => {
          const f = { daysLeft: d, avgDailyCost: avg, fromDaysLeft: from, extendDays: extend, doAuto, hasOpenRequest: true, lastClosedAutoRequest: null };
          const amount = autoDepositAmount({ ...f, hasOpenRequest: false });
          return autoDepositAmount(f) === null && (amount === null || (amount > 0n && amount === BigInt(extend) * avg));
        },
      ),
    );
  });
});

describe('effective date', () => {
  it('follows the calculation basis, and a reconciliation date wins', () => {
    const dates = { bookingDate: '2026-03-01', departureDate: '2026-04-10' };
    expect(effectiveDateOf({ ...dates, calculationBasedOn: 'booking_date' })).toBe('2026-03-01');
    expect(effectiveDateOf({ ...dates, calculationBasedOn: 'departure_date' })).toBe('2026-04-10');
    expect(effectiveDateOf({ ...dates, calculationBasedOn: 'departure_date', reconciliationDate: '2026-05-01' })).toBe('2026-05-01');
  });

  it('dates a correction no earlier than its posting day (a closed period never changes); a reconciliation date still wins', () => {
    const dates = { bookingDate: '2026-03-01', departureDate: '2026-04-10' };
    expect(effectiveDateOf({ ...dates, calculationBasedOn: 'booking_date', correctionPostedOn: '2026-03-20' })).toBe('2026-03-20');
    expect(effectiveDateOf({ ...dates, calculationBasedOn: 'departure_date', correctionPostedOn: '2026-03-20' })).toBe('2026-04-10');
    expect(effectiveDateOf({ ...dates, calculationBasedOn: 'booking_date', correctionPostedOn: '2026-03-20', reconciliationDate: '2026-02-01' })).toBe(
      '2026-02-01',
    );
  });
});
