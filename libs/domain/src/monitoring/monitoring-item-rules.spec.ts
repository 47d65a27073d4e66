import fc from 'fast-check';
import {
  monitoringCronPattern,
  MonitoringMessage,
  newMonitoringItemFields,
  normalizeMonitoringItem,
  validateMonitoringItem,
  type MonitoringItemFields,
} from './monitoring-item-rules.js';

const valid: MonitoringItemFields = { ...newMonitoringItemFields(), queryName: 'Bookings', queryString: 'SELECT 1', outputType: 'rows', outputFormat: 'csv' };
const fieldsOf = (f: Partial<MonitoringItemFields>) => validateMonitoringItem(normalizeMonitoringItem({ ...valid, ...f })).map((p) => p.field);

describe('validateMonitoringItem', () => {
  it('accepts a complete item', () => {
    expect(validateMonitoringItem(valid)).toEqual([]);
  });

  it('requires the name (2 to 50 characters), the query, the output type and the output format', () => {
    expect(validateMonitoringItem(normalizeMonitoringItem({ ...valid, queryName: ' ', queryString: '', outputType: '', outputFormat: '' }))).toEqual([
      { field: 'queryName', message: MonitoringMessage.Required },
      { field: 'queryString', message: MonitoringMessage.Required },
      { field: 'outputType', message: MonitoringMessage.Required },
      { field: 'outputFormat', message: MonitoringMessage.Required },
    ]);
    expect(fieldsOf({ queryName: 'a' })).toEqual(['queryName']);
    expect(fieldsOf({ queryName: 'ab' })).toEqual([]);
    expect(fieldsOf({ queryName: 'x'.repeat(50) })).toEqual([]);
    expect(fieldsOf({ queryName: 'x'.repeat(51) })).toEqual(['queryName']);
  });

  it('takes days to check of 0 or more, whole', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3650 }), (days) => fieldsOf({ daysToCheck: days }).length === 0));
    fc.assert(fc.property(fc.integer({ max: -1 }), (days) => fieldsOf({ daysToCheck: days }).includes('daysToCheck')));
    expect(fieldsOf({ daysToCheck: 1.5 })).toEqual(['daysToCheck']);
    expect(fieldsOf({ daysToCheck: Number.NaN })).toEqual(['daysToCheck']);
  });

  it('checks the start time and the Slack channel', () => {
    expect(fieldsOf({ startTime: '24:00' })).toEqual(['startTime']);
    expect(fieldsOf({ startTime: '7:00' })).toEqual(['startTime']);
    expect(fieldsOf({ slackChannel: '#ops-alerts' })).toEqual([]);
    expect(fieldsOf({ slackChannel: 'C0123456789' })).toEqual([]);
    expect(fieldsOf({ slackChannel: 'ops alerts' })).toEqual(['slackChannel']);
  });
});

describe('monitoringCronPattern', () => {
  it('repeats the start time (UTC) at the frequency', () => {
    expect(monitoringCronPattern('08:30', 'daily')).toBe('30 8 * * *');
    expect(monitoringCronPattern('08:30', 'hourly')).toBe('30 * * * *');
    expect(monitoringCronPattern('08:40', 'every-15-minutes')).toBe('10/15 * * * *');
    expect(monitoringCronPattern('13:05', 'every-6-hours')).toBe('5 1/6 * * *');
    expect(monitoringCronPattern('00:00', 'weekly')).toBe('0 0 * * 1');
  });
});
