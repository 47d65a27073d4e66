import { HttpStatus } from '@nestjs/common';
import { TopupMessage, type FieldProblem } from '@farebox/domain';
import { AppException, CommonErrorCode, validationFailed } from '@farebox/platform';
import { TopupErrorCode } from '../suppliers/finance-supplier.js';

export const TOPUP_FORM_INVALID_MESSAGE = 'The top-up has invalid fields.';

export const invalidTopup = (problems: FieldProblem[]) => validationFailed(problems, problems.length === 1 ? problems[0].message : TOPUP_FORM_INVALID_MESSAGE);

/** 409 with the spec's answer: the body's `details.answer` is 'currencyMismatch'. */
export const currencyMismatch = () =>
  new AppException(HttpStatus.CONFLICT, TopupErrorCode.CurrencyMismatch, TopupMessage.CurrencyMismatch, { answer: 'currencyMismatch' });

/** The deposit-request machine refused (409 with its reason), or the actor may not (403). */
export const depositRequestRefused = (reason: string, forbidden = false) =>
  forbidden ? new AppException(HttpStatus.FORBIDDEN, CommonErrorCode.Forbidden, reason) : new AppException(HttpStatus.CONFLICT, CommonErrorCode.TransitionRefused, reason);

export const staleDepositRequest = () =>
  new AppException(HttpStatus.CONFLICT, CommonErrorCode.EditConflict, 'The deposit request changed while this was being saved; reload the ledger and try again.');

export const notADeposit = () =>
  new AppException(HttpStatus.CONFLICT, CommonErrorCode.Conflict, 'A receipt link can only be added to a deposit.');
