import { describe, expect, it } from '@jest/globals';
import { companyMapAddress } from './company-address';

describe('company map address', () => {
  it('joins the street address, the city and the country, skipping blanks', () => {
    expect(companyMapAddress({ address: ' 99 Rassada Road ', addressCity: 'Phuket', addressCountry: 'Thailand' })).toBe('99 Rassada Road, Phuket, Thailand');
    expect(companyMapAddress({ address: '12 Hang Bac', addressCity: ' ', addressCountry: 'Vietnam' })).toBe('12 Hang Bac, Vietnam');
  });

  it('is empty without a street address, even with a city or a country', () => {
    expect(companyMapAddress({ address: '', addressCity: 'Phuket', addressCountry: 'Thailand' })).toBe('');
    expect(companyMapAddress({ address: null, addressCity: null, addressCountry: null })).toBe('');
  });
});
