import { HttpStatus } from '@nestjs/common';
import { TopupMessage, type FieldProblem } from '@farebox/domain';
import { AppException, CommonErrorCode, validationFailed } from '@farebox/platform';

export const TopupErrorCode = {
  NotTopupSupplier: 'NotTopupSupplier',
  CurrencyMismatch: 'CurrencyMismatch',
} as const;

export const TOPUP_FORM_INVALID_MESSAGE = 'The top-up has invalid fields.';

export const invalidTopup = (problems: FieldProblem[]) => validationFailed(problems, problems.length === 1 ? problems[0]!.message : TOPUP_FORM_INVALID_MESSAGE);

/** 409 with the spec's answer: the body's `details.answer` is 'currencyMismatch'. */
export const currencyMismatch = () =>
  new AppException(HttpStatus.CONFLICT, TopupErrorCode.CurrencyMismatch, TopupMessage.CurrencyMismatch, { answer: 'currencyMismatch' });

/** 409: deposits, adjustments and deposit requests are only for top-up suppliers. */
export const notTopupSupplier = (name: string, paymentType: string | null) =>
  new AppException(
    HttpStatus.CONFLICT,
    TopupErrorCode.NotTopupSupplier,
    `${name} is paid by ${paymentType ?? 'an unset payment type'}, not by top-up: deposits, adjustments and deposit requests are only for top-up suppliers.`,
  );

/** The deposit-request machine refused (409 with its reason), or the actor may not (403). */
export const depositRequestRefused = (reason: string, forbidden = false) =>
  forbidden ? new AppException(HttpStatus.FORBIDDEN, CommonErrorCode.Forbidden, reason) : new AppException(HttpStatus.CONFLICT, CommonErrorCode.TransitionRefused, reason);

export const staleDepositRequest = () =>
  new AppException(HttpStatus.CONFLICT, CommonErrorCode.EditConflict, 'The deposit request changed while this was being saved; reload the ledger and try again.');

export const notADeposit = () =>
  new AppException(HttpStatus.CONFLICT, CommonErrorCode.Conflict, 'A receipt link can only be added to a deposit.');
