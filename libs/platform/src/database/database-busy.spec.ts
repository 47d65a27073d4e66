import { QueryFailedError } from 'typeorm';
import { isDatabaseBusy } from './database-busy.js';

const withCode = (code: string) => Object.assign(new Error('refused'), { code });

describe('isDatabaseBusy', () => {
  it('knows the errors of no connection to be had', () => {
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseBusy(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseBusy(withCode('53300'))).toBe(true);
    expect(isDatabaseBusy(withCode('57P03'))).toBe(true);
    expect(isDatabaseBusy(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseBusy(new QueryFailedError('SELECT 1', [], withCode('53300')))).toBe(true);
  });

  it('leaves every other error to the request', () => {
    expect(isDatabaseBusy(withCode('23505'))).toBe(false);
    expect(isDatabaseBusy(new QueryFailedError('SELECT 1', [], withCode('42P01')))).toBe(false);
    expect(isDatabaseBusy(new Error('boom'))).toBe(false);
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false);
  });
});
