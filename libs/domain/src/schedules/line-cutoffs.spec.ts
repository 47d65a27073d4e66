import {
  bookingWindowProblem,
  DurationMessage,
  durationOf,
  LineCutoffMessage,
  isBookable,
  isInsideAutomaticApprovalCutoff,
  resolveDuration,
  resolveLineCutoffs,
} from './line-cutoffs.js';

describe('resolveDuration', () => {
  it('answers the whole minutes of days, hours and minutes; empty parts count 0', () => {
    expect(resolveDuration({ days: '1', hours: '2', minutes: '30' }, 'bookBefore')).toEqual({ value: 24 * 60 + 150 });
    expect(resolveDuration({ hours: 3 }, 'bookBefore')).toEqual({ value: 180 });
    expect(resolveDuration({ days: '0', hours: '0', minutes: '0' }, 'bookBefore')).toEqual({ value: 0 });
  });

  it('answers null when every part is empty', () => {
    expect(resolveDuration({ days: '', hours: ' ', minutes: null }, 'bookBefore')).toEqual({ value: null });
    expect(resolveDuration(null, 'bookBefore')).toEqual({ value: null });
  });

  it('keeps minutes 0 to 59 and hours and days at least 0', () => {
    expect(resolveDuration({ minutes: '60' }, 'bookBefore')).toEqual({ errors: [{ field: 'bookBefore.minutes', message: DurationMessage.Minutes }] });
    expect(resolveDuration({ minutes: '59', hours: '30' }, 'x')).toEqual({ value: 30 * 60 + 59 });
    expect(resolveDuration({ days: '-1', hours: '-2', minutes: '-3' }, 'x')).toEqual({
      errors: [
        { field: 'x.days', message: DurationMessage.AtLeastZero },
        { field: 'x.hours', message: DurationMessage.AtLeastZero },
        { field: 'x.minutes', message: DurationMessage.AtLeastZero },
      ],
    });
  });

  it('refuses fractions and text, and absurd lengths', () => {
    expect(resolveDuration({ hours: '1.5' }, 'x')).toEqual({ errors: [{ field: 'x.hours', message: DurationMessage.WholeNumber }] });
    expect(resolveDuration({ days: 'two' }, 'x')).toEqual({ errors: [{ field: 'x.days', message: DurationMessage.WholeNumber }] });
    expect(resolveDuration({ days: '401' }, 'x')).toEqual({ errors: [{ field: 'x.days', message: 'Enter at most 400 days.' }] });
  });
});

describe('durationOf', () => {
  it('splits minutes into days, hours 0-23 and minutes 0-59', () => {
    expect(durationOf(24 * 60 + 150)).toEqual({ days: 1, hours: 2, minutes: 30 });
    expect(durationOf(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(durationOf(59)).toEqual({ days: 0, hours: 0, minutes: 59 });
  });
});

describe('resolveLineCutoffs', () => {
  it('resolves every field and lists every problem', () => {
    expect(resolveLineCutoffs({ bookBefore: { hours: '2' }, reverseCutoff: { hours: '6' } })).toEqual({
      value: { bookBefore: 120, reverseCutoff: 360, automaticApprovalCutoff: null, allocationCutoff: null, allocationBookingWindow: null },
    });
    expect(resolveLineCutoffs({ bookBefore: { minutes: '75' }, reverseCutoff: { hours: 'x' }, allocationBookingWindow: { days: '-1' } })).toEqual({
      errors: [
        { field: 'bookBefore.minutes', message: DurationMessage.Minutes },
        { field: 'reverseCutoff.hours', message: DurationMessage.WholeNumber },
        { field: 'allocationBookingWindow.days', message: DurationMessage.AtLeastZero },
      ],
    });
  });
});

describe('isBookable', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('stops selling inside the book-before cutoff', () => {
    const cutoffs = { bookBefore: 120, allocationBookingWindow: null };
    expect(isBookable(at('2026-05-01T12:00:00Z'), now, cutoffs)).toBe(true);
    expect(isBookable(at('2026-05-01T11:59:00Z'), now, cutoffs)).toBe(false);
  });
  it('sells until departure without a cutoff, and not beyond the booking window when set', () => {
    expect(isBookable(at('2026-05-01T10:00:00Z'), now, { bookBefore: null, allocationBookingWindow: null })).toBe(true);
    expect(isBookable(at('2026-05-01T09:59:00Z'), now, { bookBefore: null, allocationBookingWindow: null })).toBe(false);
    const window = { bookBefore: null, allocationBookingWindow: 2 * 24 * 60 };
    expect(isBookable(at('2026-05-03T10:00:00Z'), now, window)).toBe(true);
    expect(isBookable(at('2026-05-03T10:01:00Z'), now, window)).toBe(false);
  });
});

describe('isInsideAutomaticApprovalCutoff', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('is inside when departure minus the cutoff is before now; never without a cutoff', () => {
    expect(isInsideAutomaticApprovalCutoff(new Date('2026-05-01T20:00:00Z'), now, 12 * 60)).toBe(true);
    expect(isInsideAutomaticApprovalCutoff(new Date('2026-05-01T22:00:00Z'), now, 12 * 60)).toBe(false);
    expect(isInsideAutomaticApprovalCutoff(new Date('2026-05-01T10:01:00Z'), now, null)).toBe(false);
  });
});

describe('bookingWindowProblem', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const cutoffs = { bookBefore: 60, allocationBookingWindow: 24 * 60 };
  it('says why a departure is not sold, or null', () => {
    expect(bookingWindowProblem(new Date('2026-05-01T12:00:00Z'), now, cutoffs)).toBeNull();
    expect(bookingWindowProblem(new Date('2026-05-01T10:30:00Z'), now, cutoffs)).toBe(LineCutoffMessage.InsideCutoff);
    expect(bookingWindowProblem(new Date('2026-05-03T10:00:00Z'), now, cutoffs)).toBe(LineCutoffMessage.BeyondWindow);
  });
});
