import type { FieldProblem } from './field-problem.js';

/** The reset-password policy (spec part 1, section 5). */
export const RESET_PASSWORD_POLICY = {
  minLength: 12,
  symbols: '-[]@$#!%*?&_^().+=<>',
} as const;

export const PASSWORD_MESSAGES = {
  required: 'This field is required.',
  resetTooShort: `Password must be at least ${RESET_PASSWORD_POLICY.minLength} characters long.`,
  lowercase: 'Password must contain at least one lowercase letter.',
  uppercase: 'Password must contain at least one uppercase letter.',
  digit: 'Password must contain at least one digit.',
  symbol: `Password must contain at least one of these symbols: ${RESET_PASSWORD_POLICY.symbols}`,
  mismatch: 'Passwords do not match.',
  /** The user form's rule is looser than the reset policy: more than 8 characters. */
  userFormTooShort: 'Password must be longer than 8 characters.',
} as const;

/** The user form's password must be longer than this. */
export const USER_FORM_PASSWORD_MIN_EXCLUSIVE = 8;

const hasLower = (pw: string) => /[a-z]/.test(pw);
const hasUpper = (pw: string) => /[A-Z]/.test(pw);
const hasDigit = (pw: string) => /[0-9]/.test(pw);
const hasPolicySymbol = (pw: string) => [...pw].some((c) => RESET_PASSWORD_POLICY.symbols.includes(c));

/** Passwords are trimmed everywhere (login trims too), so a stored password never starts or ends with a space. */
export function normalisePassword(password: string): string {
  return password.trim();
}

/** Every way a new password breaks the reset policy, then the confirmation check. Empty when acceptable. */
export function resetPasswordProblems(password: string, confirmPassword: string): FieldProblem[] {
  const pw = normalisePassword(password);
  const problems: FieldProblem[] = [];
  const add = (message: string) => problems.push({ field: 'password', message });
  if (pw === '') add(PASSWORD_MESSAGES.required);
  else {
    if (pw.length < RESET_PASSWORD_POLICY.minLength) add(PASSWORD_MESSAGES.resetTooShort);
    if (!hasLower(pw)) add(PASSWORD_MESSAGES.lowercase);
    if (!hasUpper(pw)) add(PASSWORD_MESSAGES.uppercase);
    if (!hasDigit(pw)) add(PASSWORD_MESSAGES.digit);
    if (!hasPolicySymbol(pw)) add(PASSWORD_MESSAGES.symbol);
  }
  if (pw !== normalisePassword(confirmPassword)) problems.push({ field: 'confirmPassword', message: PASSWORD_MESSAGES.mismatch });
  return problems;
}

/** The user form's password rule: one uppercase, one lowercase, longer than 8 characters. Messages only. */
export function userFormPasswordProblems(password: string): string[] {
  const pw = normalisePassword(password);
  if (pw === '') return [PASSWORD_MESSAGES.required];
  const problems: string[] = [];
  if (pw.length <= USER_FORM_PASSWORD_MIN_EXCLUSIVE) problems.push(PASSWORD_MESSAGES.userFormTooShort);
  if (!hasUpper(pw)) problems.push(PASSWORD_MESSAGES.uppercase);
  if (!hasLower(pw)) problems.push(PASSWORD_MESSAGES.lowercase);
  return problems;
}
