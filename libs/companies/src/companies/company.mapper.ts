import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { newCompanyFields, type CompanyFields, type CompanyInput } from '@farebox/domain';
import type { Company } from './company.entity.js';
import type { CompanyAgentDto, CompanyDto } from './dto/company.dto.js';

/** Every editable field, in the spec's order. */
export const COMPANY_FIELD_KEYS = Object.keys(newCompanyFields()) as (keyof CompanyFields)[];

/** The stored company as the rules see it. */
export function fieldsOf(company: Company): CompanyFields {
  const fields = {} as Record<keyof CompanyFields, unknown>;
  for (const key of COMPANY_FIELD_KEYS) fields[key] = company[key as keyof Company];
  fields.securityDeposit = company.securityDeposit == null ? null : company.securityDeposit.toFixed(2);
  fields.costDiscountFromApi = company.costDiscountFromApi == null ? null : company.costDiscountFromApi.toNumber();
  return fields as unknown as CompanyFields;
}

/** Only the keys the request carried (undefined means "keep"). */
export function definedOf(input: object): CompanyInput {
  const out: Record<string, unknown> = {};
  for (const key of COMPANY_FIELD_KEYS) {
    const value = (input as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const blankToNull = (value: string | number | null | undefined): string | null => {
  if (value == null) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};

/** Valid fields (validateCompany passed) as column values. */
export function columnsOf(fields: CompanyFields): Partial<Company> {
  const columns: Record<string, unknown> = {};
  for (const key of COMPANY_FIELD_KEYS) {
    const value = fields[key];
    columns[key] = typeof value === 'string' ? blankToNull(value) : value;
  }
  columns.name = fields.name.trim();
  columns.topupAutoDepositFromDaysLeft =
    fields.topupAutoDepositFromDaysLeft == null || fields.topupAutoDepositFromDaysLeft === '' ? null : Number(fields.topupAutoDepositFromDaysLeft);
  columns.numOfDaysToExtendTopup = fields.numOfDaysToExtendTopup == null || fields.numOfDaysToExtendTopup === '' ? null : Number(fields.numOfDaysToExtendTopup);
  const deposit = blankToNull(fields.securityDeposit);
  columns.securityDeposit = deposit == null ? null : new Decimal(deposit);
  const discount = blankToNull(fields.costDiscountFromApi);
  columns.costDiscountFromApi = discount == null ? null : new Decimal(discount);
  const alert = fields.voucherAlert;
  columns.voucherAlert = alert && (alert.title?.trim() || alert.text?.trim()) ? { title: alert.title ?? '', text: alert.text ?? '' } : null;
  columns.passengerTypes = (fields.passengerTypes ?? []).map((row) => ({
    id: row.id || randomUUID(),
    type: row.type.trim(),
    fromAge: Number(row.fromAge),
    toAge: Number(row.toAge),
  }));
  columns.reportAgents = [...(fields.reportAgents ?? [])];
  columns.language = blankToNull(fields.language);
  for (const flag of COMPANY_FIELD_KEYS) {
    if (typeof newCompanyFields()[flag] === 'boolean') columns[flag] = fields[flag] === true;
  }
  return columns;
}

/** JSON equality that ignores object key order (jsonb reorders keys). */
export function sameJson(a: unknown, b: unknown): boolean {
  const canon = (v: unknown): unknown => {
    if (v instanceof Decimal) return v.toFixed(2);
    if (Array.isArray(v)) return v.map(canon);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
      );
    }
    return v ?? null;
  };
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}

export function imageUrl(company: Company, kind: 'logo' | 'cover'): string | null {
  const key = kind === 'logo' ? company.logoKey : company.coverKey;
  if (!key) return null;
  const name = key.slice(key.lastIndexOf('/') + 1);
  return `/api/companies/${company.id}/${kind}?v=${encodeURIComponent(name)}`;
}

export function toCompanyDto(company: Company, agents: CompanyAgentDto[]): CompanyDto {
  return {
    ...fieldsOf(company),
    id: company.id,
    agents,
    logoUrl: imageUrl(company, 'logo'),
    coverUrl: imageUrl(company, 'cover'),
    version: company.version,
    createdAt: company.createdAt,
    updatedAt: company.updatedAt,
  } as CompanyDto;
}
