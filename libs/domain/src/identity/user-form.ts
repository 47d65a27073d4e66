import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { Role } from '../access/roles.js';
import { isEmail } from './email.js';
import type { FieldProblem } from './field-problem.js';
import { userFormPasswordProblems } from './password-policy.js';

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 50;

export const USER_MESSAGES = {
  required: 'This field is required.',
  usernameLength: `Username must be between ${USERNAME_MIN} and ${USERNAME_MAX} characters.`,
  email: 'Enter a valid e-mail address.',
  phone: "The phone number does not match the chosen country's international format.",
  phoneCountry: 'Choose the country of the phone number.',
  country: 'Unknown country code.',
  agentCompany: 'An agent must belong to a company.',
  scopeAdmin: "Editing this field requires 'scope-admin' permission.",
  fullAdmin: 'Only a full admin may change the full admin flag.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'This e-mail address is already used by another user.',
} as const;

/** ISO 3166-1 alpha-2, upper case. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/**
 * The phone rule of the user form: the number must be valid in the international format of the
 * chosen country (e.g. +44 20 7946 0958 for GB). A national number is read as that country's.
 * Returns the problem message, or null when the number is acceptable.
 */
export function phoneProblem(phone: string, country: string | null | undefined): string | null {
  if (!country) return USER_MESSAGES.phoneCountry;
  if (!COUNTRY_CODE_PATTERN.test(country)) return USER_MESSAGES.country;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  } catch {
    return USER_MESSAGES.phone;
  }
  if (!parsed || !parsed.isValid() || parsed.country !== country) return USER_MESSAGES.phone;
  return null;
}

/** The phone number in international format (E.164) for storage, or null when it is not valid. */
export function normalisePhone(phone: string, country: string): string | null {
  if (phoneProblem(phone, country) !== null) return null;
  return parsePhoneNumberFromString(phone, country as CountryCode)!.number;
}

export function usernameProblem(username: string): string | null {
  const value = username.trim();
  if (value === '') return USER_MESSAGES.required;
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) return USER_MESSAGES.usernameLength;
  return null;
}

export interface UserFormValues {
  username: string;
  email: string;
  teamEmail: string;
  role: string;
  companyId?: string | null;
  phone?: string | null;
  country?: string | null;
  /** Required when creating; on edit an empty value keeps the current password. */
  password?: string;
}

/** Every field problem of the user form; `creating` makes the password required. */
export function userFormProblems(values: UserFormValues, creating: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  add('username', usernameProblem(values.username));
  add('email', values.email.trim() === '' ? USER_MESSAGES.required : isEmail(values.email.trim()) ? null : USER_MESSAGES.email);
  add('teamEmail', values.teamEmail.trim() === '' ? USER_MESSAGES.required : isEmail(values.teamEmail.trim()) ? null : USER_MESSAGES.email);
  add('role', values.role ? null : USER_MESSAGES.required);
  if (values.role === Role.Agent && !values.companyId) add('companyId', USER_MESSAGES.agentCompany);
  if (values.phone && values.phone.trim() !== '') add('phone', phoneProblem(values.phone.trim(), values.country));
  if (creating || (values.password !== undefined && values.password.trim() !== '')) {
    for (const message of userFormPasswordProblems(values.password ?? '')) add('password', message);
  }
  return problems;
}
