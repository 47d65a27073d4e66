import { HttpStatus } from '@nestjs/common';
import { ErrorCode, FieldRequired } from '@farebox/domain';
import { AppException, validationFailed, type FieldError } from '@farebox/platform';

/** An agent asking for another company's rows (or an agent without a company). */
export const otherCompanyForbidden = () =>
  new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, "You don't have the permission to access this resource.");

/** A date range: both days required (unless `optional`), `to` not before `from`. */
export function checkDayRange(from: string | undefined, to: string | undefined, fields: { from: string; to: string } = { from: 'from', to: 'to' }): void {
  const problems: FieldError[] = [];
  if (!from) problems.push({ field: fields.from, message: FieldRequired });
  if (!to) problems.push({ field: fields.to, message: FieldRequired });
  if (from && to && to < from) problems.push({ field: fields.to, message: 'The end date cannot be before the start date.' });
  if (problems.length) throw validationFailed(problems, problems.map((p) => p.message).join('; '));
}
