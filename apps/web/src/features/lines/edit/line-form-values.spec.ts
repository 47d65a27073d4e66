import { describe, expect, it } from '@jest/globals';
import { LineMessage } from '@farebox/domain';
import { lineProblems, toFormValues, toLineBody, type LineFormValues } from './line-form-values';

const filled = (over: Partial<LineFormValues> = {}): LineFormValues => ({
  ...toFormValues(),
  denomination: ' Phuket – Phi Phi ',
  type: 'ferry',
  lineClass: 'Standard',
  companyId: 'operator',
  refundable: 'yes',
  cancellations: [{ direction: 'both', timeBefore: '24', unit: 'hours', feePercent: '10' }],
  amendable: 'no',
  stationA: { id: 'a', name: 'Rassada Pier', cityId: 'phuket', cityName: 'Phuket' },
  stationB: { id: 'b', name: 'Tonsai Pier', cityId: 'phi-phi', cityName: 'Koh Phi Phi' },
  ...over,
});

describe('line form values', () => {
  it('starts a new line with no policy chosen, one empty entry per policy and the default private interval', () => {
    const v = toFormValues();
    expect(v).toMatchObject({ refundable: '', amendable: '', minPassengers: '1', privateIntervalMinutes: '30', stationA: null, stationB: null });
    expect(v.cancellations).toEqual([{ direction: 'both', timeBefore: '', unit: 'hours', feePercent: '' }]);
  });

  it('runs the shared rules under the form field names (the stations are one selector each)', () => {
    expect(lineProblems(filled())).toEqual([]);
    expect(lineProblems(filled({ refundable: '', amendable: '', stationA: null }))).toEqual([
      { field: 'refundable', message: 'Set policy is mandatory' },
      { field: 'amendable', message: 'Set policy is mandatory' },
      { field: 'stationA', message: 'City and station required' },
    ]);
    expect(lineProblems(filled({ cancellations: [{ direction: 'sideways' as 'both', timeBefore: '', unit: 'days', feePercent: '' }] }))).toEqual([
      { field: 'cancellations.0.timeBefore', message: LineMessage.Mandatory },
      { field: 'cancellations.0.direction', message: LineMessage.Mandatory },
      { field: 'cancellations.0.feePercent', message: LineMessage.Fee },
    ]);
  });

  it('sends numbers for the number inputs, booleans for the policy choices and the station ids', () => {
    const body = toLineBody(
      filled({ minPassengers: '2', amendable: 'yes', amendments: [{ direction: 'both', timeBefore: '3', unit: 'days', feePercent: '5' }] }),
    );
    expect(body).toMatchObject({
      denomination: 'Phuket – Phi Phi',
      minPassengers: 2,
      refundable: true,
      cancellations: [{ direction: 'both', timeBefore: 24, unit: 'hours', feePercent: '10' }],
      amendable: true,
      amendments: [{ direction: 'both', timeBefore: 3, unit: 'days', feePercent: '5' }],
      stationAId: 'a',
      stationBId: 'b',
      publishedAt: null,
    });
  });

  it('reads a disabled fee (flexible cancellation) as 0', () => {
    const values = filled({
      isFlexibleCancellation: true,
      cancellations: [{ direction: 'both', timeBefore: '2', unit: 'days', feePercent: undefined as unknown as string }],
    });
    expect(lineProblems(values)).toEqual([]);
    expect(toLineBody(values).cancellations).toEqual([{ direction: 'both', timeBefore: 2, unit: 'days', feePercent: '0' }]);
  });
});
