import {
  newCompanyFields,
  normalizeCompany,
  validateCompany,
  type CompanyFields,
  type CompanyInput,
  type FieldProblem,
  type PassengerTypeRow,
} from '@farebox/domain';
import type { CompanyBody } from './company.types';

type FormValueOf<K extends keyof CompanyFields> = K extends 'passengerTypes'
  ? PassengerTypeRow[]
  : K extends 'voucherAlert'
    ? { title: string; text: string }
    : CompanyFields[K] extends boolean
      ? boolean
      : string;

/** What the form holds: text for every text, number and list input; booleans for flags. */
export type CompanyFormValues = { [K in keyof CompanyFields]: FormValueOf<K> };

const NUMBER_FIELDS = ['topupAutoDepositFromDaysLeft', 'numOfDaysToExtendTopup', 'costDiscountFromApi'] as const;

/** Form values from a stored company (or the defaults of a new one). */
export function toFormValues(company: CompanyFields = newCompanyFields()): CompanyFormValues {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(newCompanyFields()) as [keyof CompanyFields, unknown][]) {
    const current = key in company ? company[key] : value;
    if (key === 'passengerTypes') values[key] = current ?? [];
    else if (key === 'voucherAlert') {
      const alert = current as CompanyFields['voucherAlert'];
      values[key] = { title: alert?.title ?? '', text: alert?.text ?? '' };
    } else if (key === 'reportAgents') values[key] = ((current as string[] | null) ?? []).join('\n');
    else if (typeof value === 'boolean') values[key] = !!current;
    else values[key] = typeof current === 'number' || typeof current === 'string' ? String(current) : '';
  }
  return values as CompanyFormValues;
}

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** A number when the text is one; otherwise the text itself, so the shared rule reports it. */
function numberOrText(v: string): number | string | null {
  const t = v.trim();
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}

/** The API body (before normalisation) from the form values. */
export function toCompanyInput(values: CompanyFormValues): CompanyFields {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values) as [keyof CompanyFields, unknown][]) {
    if (key === 'passengerTypes') {
      out[key] = (value as PassengerTypeRow[]).map((r) => ({
        ...r,
        type: r.type.trim(),
        fromAge: numberOrText(String(r.fromAge ?? '')),
        toAge: numberOrText(String(r.toAge ?? '')),
      }));
    } else if (key === 'voucherAlert') {
      const alert = value as { title: string; text: string };
      out[key] = alert.title.trim() === '' && alert.text.trim() === '' ? null : { title: alert.title.trim(), text: alert.text.trim() };
    } else if (key === 'reportAgents') {
      out[key] = String(value)
        .split(/[\s,;]+/)
        .filter(Boolean);
    } else if ((NUMBER_FIELDS as readonly string[]).includes(key)) out[key] = numberOrText(String(value));
    else if (key === 'securityDeposit') out[key] = blankToNull(String(value));
    else if (typeof value === 'boolean') out[key] = value;
    else out[key] = blankToNull(typeof value === 'string' ? value : '');
  }
  return out as unknown as CompanyFields;
}

/** Normalised input and its problems, exactly as the API will judge it. */
export function checkCompany(values: CompanyFormValues): { input: CompanyInput; problems: FieldProblem[] } {
  const input = normalizeCompany(toCompanyInput(values));
  return { input, problems: validateCompany(input) };
}

/**
 * The API body of form values the shared rule found no problem in (check with checkCompany first): every choice is then
 * one of its options and every number a number, which is all that the generated body type adds to the domain's input.
 */
export function toCompanyBody(values: CompanyFormValues): CompanyBody {
  return checkCompany(values).input as CompanyBody;
}
