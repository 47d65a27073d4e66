import { HttpStatus } from '@nestjs/common';
import { ErrorCode, TopupMessage, type FieldProblem } from '@farebox/domain';
import type { EntityManager } from 'typeorm';
import { AppException, validationFailed, type ChangeLogService } from '@farebox/platform';

export const TOPUP_FORM_INVALID_MESSAGE = 'The top-up has invalid fields.';

export const invalidTopup = (problems: FieldProblem[]) => validationFailed(problems, problems.length === 1 ? problems[0].message : TOPUP_FORM_INVALID_MESSAGE);

/** 409 with the spec's answer: the body's `details.answer` is 'currencyMismatch'. */
export const currencyMismatch = () =>
  new AppException(HttpStatus.CONFLICT, ErrorCode.CurrencyMismatch, TopupMessage.CurrencyMismatch, { answer: 'currencyMismatch' });

/** 409: deposits, adjustments and deposit requests are only for top-up suppliers. */
export const notTopupSupplier = (name: string, paymentType: string | null) =>
  new AppException(
    HttpStatus.CONFLICT,
    ErrorCode.NotTopupSupplier,
    `${name} is paid by ${paymentType ?? 'an unset payment type'}, not by top-up: deposits, adjustments and deposit requests are only for top-up suppliers.`,
  );

/** The deposit-request machine refused (409 with its reason), or the actor may not (403). */
export const depositRequestRefused = (reason: string, forbidden = false) =>
  forbidden ? new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, reason) : new AppException(HttpStatus.CONFLICT, ErrorCode.TransitionRefused, reason);

/** The name a deposit request's change-log entries are filed under. */
export const DEPOSIT_REQUEST_ENTITY_TYPE = 'topup_deposit_request';

/** 409 EditConflict with what changed since the version the user acted on (or read, for the loser of a race). */
export const staleDepositRequest = (changeLog: ChangeLogService, manager: EntityManager, id: string, expectedVersion: number, currentVersion: number) =>
  changeLog.conflictSince(
    manager,
    DEPOSIT_REQUEST_ENTITY_TYPE,
    id,
    expectedVersion,
    currentVersion,
    'The deposit request changed while this was being saved; reload the ledger and try again.',
  );

export const notADeposit = () => new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, 'A receipt link can only be added to a deposit.');
