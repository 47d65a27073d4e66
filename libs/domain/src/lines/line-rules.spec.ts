import { LINE_CLASSES } from './line-classes.js';
import {
  feeProblem,
  hasBothStations,
  LineMessage,
  linePreviewPath,
  newLineFields,
  newPolicyEntry,
  policyEntryAppliesTo,
  normalizeLine,
  validateLine,
  type LineFields,
} from './line-rules.js';

const valid: LineFields = {
  ...newLineFields(),
  denomination: ' Phuket – Phi Phi ',
  type: 'ferry',
  lineClass: 'Standard',
  companyId: 'operator',
  refundable: false,
  amendable: false,
  stationAId: 'a',
  stationBId: 'b',
};
const problems = (patch: Partial<LineFields>) => validateLine(normalizeLine({ ...valid, ...patch }));

describe('line rules', () => {
  it('accepts a complete line and requires denomination, type, class and operator with the spec message', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ denomination: '  ', type: '', lineClass: '', companyId: '' })).toEqual([
      { field: 'denomination', message: 'This field is required.' },
      { field: 'type', message: 'This field is required.' },
      { field: 'lineClass', message: 'This field is required.' },
      { field: 'companyId', message: 'This field is required.' },
    ]);
  });

  it('takes a class only from the full line-class list', () => {
    expect(LINE_CLASSES.length).toBeGreaterThan(40);
    for (const c of ['Hop-on Hop-off', 'Class 2 Bed', 'VIP 24 Seats', 'Helicopter', 'Sleeper']) expect(problems({ lineClass: c })).toEqual([]);
    expect(problems({ lineClass: 'Spaceship' })).toEqual([{ field: 'lineClass', message: LineMessage.UnknownClass }]);
  });

  it('asks to set the refund and amendment policies', () => {
    expect(problems({ refundable: null, amendable: null })).toEqual([
      { field: 'refundable', message: 'Set policy is mandatory' },
      { field: 'amendable', message: 'Set policy is mandatory' },
    ]);
  });

  it('requires every entry of an active policy: time before mandatory, fee mandatory and between 0 and 100', () => {
    expect(problems({ refundable: true, cancellations: [newPolicyEntry()] })).toEqual([
      { field: 'cancellations.0.timeBefore', message: 'This field is mandatory' },
      { field: 'cancellations.0.feePercent', message: 'This field is mandatory and should be between 0 and 100' },
    ]);
    expect(problems({ amendable: true, amendments: [{ direction: 'both' as const, timeBefore: 24, unit: 'hours', feePercent: '101' }] })).toEqual([
      { field: 'amendments.0.feePercent', message: LineMessage.Fee },
    ]);
    for (const fee of ['-1', 'abc', '100.001']) expect(feeProblem(fee)).toBe(LineMessage.Fee);
    for (const fee of ['0', '100', '12.5', '99.99']) expect(feeProblem(fee)).toBeNull();
    expect(problems({ refundable: true, cancellations: [] })).toEqual([{ field: 'cancellations', message: LineMessage.SetPolicy }]);
  });

  it('keeps at most 3 entries per policy, whatever their directions', () => {
    const entry = { direction: 'both' as const, timeBefore: 1, unit: 'days' as const, feePercent: '10' };
    const aToB = { ...entry, direction: 'aToB' as const };
    const bToA = { ...entry, direction: 'bToA' as const };
    expect(problems({ refundable: true, cancellations: [entry, aToB, bToA] })).toEqual([]);
    expect(problems({ refundable: true, cancellations: [entry, aToB, bToA, aToB] })).toEqual([{ field: 'cancellations', message: LineMessage.TooManyEntries }]);
  });

  it('gives a booking the entries of both directions and those of its own direction', () => {
    expect(policyEntryAppliesTo(null, 'aToB')).toBe(true);
    expect(policyEntryAppliesTo('aToB', 'aToB')).toBe(true);
    expect(policyEntryAppliesTo('bToA', 'aToB')).toBe(false);
    expect(problems({ refundable: true, cancellations: [{ ...newPolicyEntry(), direction: 'up' as 'both', timeBefore: 1, feePercent: '5' }] })).toEqual([
      { field: 'cancellations.0.direction', message: LineMessage.Mandatory },
    ]);
  });

  it('disables the cancellation fee under flexible cancellation (stored as 0)', () => {
    const fields = normalizeLine({
      ...valid,
      refundable: true,
      isFlexibleCancellation: true,
      cancellations: [{ direction: 'both' as const, timeBefore: 2, unit: 'days', feePercent: null }],
    });
    expect(fields.cancellations).toEqual([{ direction: 'both' as const, timeBefore: 2, unit: 'days', feePercent: '0' }]);
    expect(validateLine(fields)).toEqual([]);
    expect(normalizeLine({ ...valid, refundable: false, isFlexibleCancellation: true }).isFlexibleCancellation).toBe(false);
  });

  it('keeps departure-time flexibility only without automatic approval, and the amount only when limited', () => {
    expect(normalizeLine({ ...valid, automaticApproval: true, flexibleSchedule: true }).flexibleSchedule).toBe(false);
    expect(normalizeLine({ ...valid, automaticApproval: false, flexibleSchedule: true, attachTicketsManually: true })).toMatchObject({
      flexibleSchedule: true,
      attachTicketsManually: false,
    });
    expect(problems({ automaticApproval: true, automaticApprovalAmountType: 'limited' })).toEqual([
      { field: 'automaticApprovalAmount', message: LineMessage.WholeNumber(1) },
      { field: 'onLimitPolicy', message: LineMessage.Mandatory },
    ]);
    expect(problems({ automaticApproval: true, automaticApprovalAmountType: 'limited', automaticApprovalAmount: 10, onLimitPolicy: 'fullyBooked' })).toEqual(
      [],
    );
    expect(normalizeLine({ ...valid, automaticApproval: false, automaticApprovalAmountType: 'limited', automaticApprovalAmount: 3 })).toMatchObject({
      automaticApprovalAmountType: 'unlimited',
      automaticApprovalAmount: null,
    });
  });

  it('offers vehicles on board on ferries only and drops a supplier equal to the operator', () => {
    expect(normalizeLine({ ...valid, type: 'bus', vehicleOnBoard: true }).vehicleOnBoard).toBe(false);
    expect(normalizeLine({ ...valid, type: 'ferry', vehicleOnBoard: true }).vehicleOnBoard).toBe(true);
    expect(normalizeLine({ ...valid, supplierId: 'operator' }).supplierId).toBeNull();
  });

  it('checks late approval days, minimum passengers and the private transfer settings (interval 30 by default)', () => {
    expect(problems({ lateApproval: true })).toEqual([{ field: 'lateApprovalDays', message: LineMessage.WholeNumber(1) }]);
    expect(problems({ minPassengers: 0 })).toEqual([{ field: 'minPassengers', message: LineMessage.WholeNumber(1) }]);
    expect(problems({ isPrivateTransfer: true, privateIntervalMinutes: null })).toEqual([
      { field: 'privateMaxPassengers', message: LineMessage.WholeNumber(1) },
      { field: 'privateTripDurationMinutes', message: LineMessage.WholeNumber(1) },
    ]);
    expect(normalizeLine({ ...valid, isPrivateTransfer: true, privateIntervalMinutes: null }).privateIntervalMinutes).toBe(30);
    expect(normalizeLine({ ...valid, isPrivateTransfer: false, privateMaxPassengers: 4 }).privateMaxPassengers).toBeNull();
  });

  it('requires both primary stations, different ones, with the selector message', () => {
    expect(problems({ stationAId: null, stationBId: ' ' })).toEqual([
      { field: 'stationAId', message: 'City and station required' },
      { field: 'stationBId', message: 'City and station required' },
    ]);
    expect(problems({ stationBId: 'a' })).toEqual([{ field: 'stationBId', message: LineMessage.SameStations }]);
    expect(hasBothStations({ stationAId: 'a', stationBId: null })).toBe(false);
    expect(hasBothStations({ stationAId: 'a', stationBId: 'b' })).toBe(true);
  });

  it('builds the public product page path from the station and line slugs', () => {
    expect(linePreviewPath('phuket-rassada-pier', 'koh-phi-phi-tonsai-pier', 'phuket-phi-phi-ferry')).toBe(
      '/phuket-rassada-pier-to-koh-phi-phi-tonsai-pier/phuket-phi-phi-ferry',
    );
  });
});
