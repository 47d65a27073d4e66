import { likePattern } from '@farebox/platform';
import { dayAfter, isoOfUtcText, SqlParams, supplierFilterSql } from './report-sql.js';

describe('report SQL helpers', () => {
  it('writes PostgreSQL UTC timestamps as JavaScript ISO instants', () => {
    expect(isoOfUtcText('2026-10-31 12:00:00.123456')).toBe('2026-10-31T12:00:00.123Z');
    expect(isoOfUtcText('2026-10-31 12:00:00.5')).toBe('2026-10-31T12:00:00.500Z');
    expect(isoOfUtcText('2026-10-31 23:59:59')).toBe('2026-10-31T23:59:59.000Z');
  });

  it("takes the user's % and _ literally in a contains filter", () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('gives the first instant of the next UTC day, across months and leap days', () => {
    expect(dayAfter('2028-02-28')).toBe('2028-02-29T00:00:00.000Z');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('numbers the parameters of the supplier filters in order', () => {
    const p = new SqlParams();
    expect(supplierFilterSql({ supplier: 'sea', country: 'th', owner: 'dana', region: 'apac' }, p)).toEqual([
      'c.name ILIKE $1',
      '(upper(c.address_country_code) = upper($2) OR c.address_country ILIKE $3)',
      'c.business_owner ILIKE $4',
      'c.region = $5',
    ]);
    expect(p.values).toEqual(['%sea%', 'th', '%th%', '%dana%', 'apac']);
  });
});
