import {
  DEFAULT_ADJUSTMENT_TYPE,
  DUE_DATE_IMMEDIATE,
  dueDateOptions,
  TopupMessage,
  type AdjustmentType,
  type ChoiceOption,
  type FieldProblem,
  type TopupRequestType,
} from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { utcToday } from '@/ui/format';
import type { Schemas } from '@/api/http';
import type { TopupRequestBody } from '../finance.types';

/** The top-up form as its inputs hold it; which fields count depends on the mode. */
export interface TopupFormValues {
  amount: string;
  currency: string;
  /** Deposit request: 'immediate' or a YYYY-MM-DD of dueDateOptions. */
  dueDate: string;
  adjustmentType: AdjustmentType;
  /** Adjustment: the day it applies from. */
  adjustmentDate: string;
  note: string;
  /** Deposit: the open deposit request it answers ('' for none). */
  depositId: string;
  /** The version of that request the ledger showed: a change since then is refused (409) with what changed. */
  depositRequestVersion?: number;
}

/** The deposit request a deposit answers, as the ledger showed it. */
export type AnsweredRequest = Pick<Schemas['LedgerDepositRequestDto'], 'id' | 'version'>;

/**
 * The form's "today" and its due-date options: the UTC day the server checks them on, so an offered date is never
 * refused (the browser's own day differs near midnight).
 */
export function topupFormDates(now = new Date()): { today: string; dueDates: ChoiceOption[] } {
  const today = utcToday(now);
  return { today, dueDates: dueDateOptions(today) };
}

export function emptyTopupValues(currency: string, today: string, answered?: AnsweredRequest): TopupFormValues {
  return {
    amount: '',
    currency,
    dueDate: DUE_DATE_IMMEDIATE,
    adjustmentType: DEFAULT_ADJUSTMENT_TYPE,
    adjustmentDate: today,
    note: '',
    depositId: answered?.id ?? '',
    depositRequestVersion: answered?.version,
  };
}

export const TOPUP_TITLES: Readonly<Record<TopupRequestType, string>> = {
  deposit_request: 'Deposit request',
  deposit: 'Deposit',
  adjustment: 'Adjustment',
};

export const TOPUP_SUCCESS: Readonly<Record<TopupRequestType, string>> = {
  deposit_request: 'Deposit request sent',
  deposit: 'Deposit added',
  adjustment: 'Adjustment added',
};

/** The request of the form for its mode: only the fields that mode takes. */
export function toTopupBody(mode: TopupRequestType, values: TopupFormValues, context: { supplierName?: string }): TopupRequestBody {
  const note = values.note.trim() || undefined;
  const base = { type: mode, amount: values.amount.trim(), currency: values.currency, note, supplierName: context.supplierName };
  if (mode === 'deposit_request') return { ...base, dueDate: values.dueDate };
  if (mode === 'deposit') {
    return values.depositId ? { ...base, depositId: values.depositId, depositRequestVersion: values.depositRequestVersion } : { ...base, depositId: undefined };
  }
  return { ...base, adjustmentType: values.adjustmentType, adjustmentDate: values.adjustmentDate || undefined };
}

/**
 * What a failed top-up shows (spec 8): field problems on the fields; a refusal of the server (the currency differs
 * from the supplier's, the request is no longer open) as its message; anything else 'Server error. Topup deposit was
 * not sent.'.
 */
export function topupFailure(error: unknown): { problems: FieldProblem[] } | { title: string } {
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) return { problems: error.fieldErrors };
  if (error instanceof ApiError && error.status === 409) return { title: error.body.message || TopupMessage.CurrencyMismatch };
  if (error instanceof ApiError && error.status === 403) return { title: error.body.message || TopupMessage.ServerError };
  return { title: TopupMessage.ServerError };
}
