import type { CompanyDto } from './company.types';

/**
 * What the company's map searches for: the street address, its city and its country, joined. Empty without a street
 * address: a city or a country alone is no point to show at street zoom. The country code is left out (the
 * geocoder reads the country's name).
 */
export function companyMapAddress(company: Pick<CompanyDto, 'address' | 'addressCity' | 'addressCountry'>): string {
  const street = company.address?.trim() ?? '';
  if (!street) return '';
  return [street, company.addressCity, company.addressCountry]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(', ');
}
