import {
  newLineFields,
  normalizeLine,
  validateLine,
  type ApprovalAmountType,
  type FieldProblem,
  type LineFields,
  type LinePolicyDirection,
  type LinePolicyUnit,
  type LinePolicyEntry,
  type LineType,
  type OnLimitPolicy,
} from '@farebox/domain';
import type { LineBody, LineDetail } from './line-edit.api';

/** A primary station as the station-line selector holds it: the station and its city, with their names. */
export interface StationChoice {
  id: string;
  name: string;
  cityId: string;
  cityName: string;
}

export interface PolicyEntryValues {
  direction: LinePolicyDirection;
  timeBefore: string;
  unit: LinePolicyUnit;
  feePercent: string;
}

/** A policy choice as the radio group holds it: '' until one is picked ('Set policy is mandatory'). */
export type PolicyChoice = '' | 'yes' | 'no';

/** Tab 0 as the form edits it: numbers as the inputs' text, the policy choices as radios, stations with their names. */
export interface LineFormValues {
  denomination: string;
  type: LineType | '';
  vehicleOnBoard: boolean;
  lineClass: string;
  companyId: string;
  supplierId: string;
  /** `datetime-local` text, or '' when the toggle is off. */
  publishedAt: string;
  publishedAtOn: boolean;
  manualBookings: boolean;
  manualBookingsSupport: boolean;
  manualBookingsOperations: boolean;
  automaticApproval: boolean;
  attachTicketsManually: boolean;
  automaticApprovalAmountType: ApprovalAmountType;
  automaticApprovalAmount: string;
  onLimitPolicy: OnLimitPolicy | '';
  flexibleSchedule: boolean;
  lateApproval: boolean;
  lateApprovalDays: string;
  activity: boolean;
  minPassengers: string;
  showPromotion: boolean;
  refundable: PolicyChoice;
  isFlexibleCancellation: boolean;
  cancellations: PolicyEntryValues[];
  amendable: PolicyChoice;
  amendments: PolicyEntryValues[];
  isPrivateTransfer: boolean;
  privateMaxPassengers: string;
  privateTripDurationMinutes: string;
  privateAllPassengerDetailsRequired: boolean;
  privateIntervalMinutes: string;
  stationA: StationChoice | null;
  stationB: StationChoice | null;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const choice = (b: boolean | null | undefined): PolicyChoice => (b === true ? 'yes' : b === false ? 'no' : '');
export const newEntryValues = (): PolicyEntryValues => ({ direction: 'both', timeBefore: '', unit: 'hours', feePercent: '' });
const entryValues = (entries: LinePolicyEntry[]): PolicyEntryValues[] =>
  entries.length > 0
    ? entries.map((e) => ({ direction: e.direction, timeBefore: text(e.timeBefore), unit: e.unit, feePercent: e.feePercent ?? '' }))
    : [newEntryValues()];

/** `2026-11-27T10:30` in the browser's timezone, for a datetime-local input. */
function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const stationChoice = (s: LineDetail['stationA']): StationChoice => ({ id: s.id, name: s.name, cityId: s.city.id, cityName: s.city.name });

/** The form's values for a line (a new one when absent). */
export function toFormValues(line?: LineDetail): LineFormValues {
  const f: LineFields & Partial<LineDetail> = line ?? newLineFields();
  return {
    denomination: f.denomination,
    type: f.type,
    vehicleOnBoard: f.vehicleOnBoard,
    lineClass: f.lineClass,
    companyId: f.companyId,
    supplierId: f.supplierId ?? '',
    publishedAt: localDateTime(f.publishedAt),
    publishedAtOn: !!f.publishedAt,
    manualBookings: f.manualBookings,
    manualBookingsSupport: f.manualBookingsSupport,
    manualBookingsOperations: f.manualBookingsOperations,
    automaticApproval: f.automaticApproval,
    attachTicketsManually: f.attachTicketsManually,
    automaticApprovalAmountType: f.automaticApprovalAmountType,
    automaticApprovalAmount: text(f.automaticApprovalAmount),
    onLimitPolicy: f.onLimitPolicy ?? '',
    flexibleSchedule: f.flexibleSchedule,
    lateApproval: f.lateApproval,
    lateApprovalDays: text(f.lateApprovalDays),
    activity: f.activity,
    minPassengers: text(f.minPassengers),
    showPromotion: f.showPromotion,
    refundable: choice(f.refundable),
    isFlexibleCancellation: f.isFlexibleCancellation,
    cancellations: entryValues(f.cancellations),
    amendable: choice(f.amendable),
    amendments: entryValues(f.amendments),
    isPrivateTransfer: f.isPrivateTransfer,
    privateMaxPassengers: text(f.privateMaxPassengers),
    privateTripDurationMinutes: text(f.privateTripDurationMinutes),
    privateAllPassengerDetailsRequired: f.privateAllPassengerDetailsRequired,
    privateIntervalMinutes: text(f.privateIntervalMinutes),
    stationA: line ? stationChoice(line.stationA) : null,
    stationB: line ? stationChoice(line.stationB) : null,
  };
}

/** '' is an empty input; anything else is the number typed (NaN when it is not one, which the rules refuse). */
const num = (value: string | undefined): number | null => ((value ?? '').trim() === '' ? null : Number(value));
const policy = (c: PolicyChoice): boolean | null => (c === 'yes' ? true : c === 'no' ? false : null);
const entries = (list: PolicyEntryValues[]) =>
  // A disabled input (the fee under flexible cancellation) reads as undefined.
  list.map((e) => ({ direction: e.direction, timeBefore: num(e.timeBefore), unit: e.unit, feePercent: (e.feePercent ?? '').trim() || null }));

/** The shared rules' fields (libs/domain LineFields) of the form's values. */
export function toLineFields(v: LineFormValues): LineFields {
  return {
    denomination: v.denomination,
    type: v.type,
    vehicleOnBoard: v.vehicleOnBoard,
    lineClass: v.lineClass,
    companyId: v.companyId,
    supplierId: v.supplierId || null,
    publishedAt: v.publishedAtOn && v.publishedAt ? new Date(v.publishedAt).toISOString() : null,
    manualBookings: v.manualBookings,
    manualBookingsSupport: v.manualBookingsSupport,
    manualBookingsOperations: v.manualBookingsOperations,
    automaticApproval: v.automaticApproval,
    attachTicketsManually: v.attachTicketsManually,
    automaticApprovalAmountType: v.automaticApprovalAmountType,
    automaticApprovalAmount: num(v.automaticApprovalAmount),
    onLimitPolicy: v.onLimitPolicy || null,
    flexibleSchedule: v.flexibleSchedule,
    lateApproval: v.lateApproval,
    lateApprovalDays: num(v.lateApprovalDays),
    activity: v.activity,
    minPassengers: num(v.minPassengers),
    showPromotion: v.showPromotion,
    refundable: policy(v.refundable),
    isFlexibleCancellation: v.isFlexibleCancellation,
    cancellations: entries(v.cancellations),
    amendable: policy(v.amendable),
    amendments: entries(v.amendments),
    isPrivateTransfer: v.isPrivateTransfer,
    privateMaxPassengers: num(v.privateMaxPassengers),
    privateTripDurationMinutes: num(v.privateTripDurationMinutes),
    privateAllPassengerDetailsRequired: v.privateAllPassengerDetailsRequired,
    privateIntervalMinutes: num(v.privateIntervalMinutes),
    stationAId: v.stationA?.id ?? null,
    stationBId: v.stationB?.id ?? null,
  };
}

/** The body POST and PUT /lines take: the normalised fields (what the server stores). */
export const toLineBody = (v: LineFormValues): LineBody => normalizeLine(toLineFields(v));

/** The API's and the rules' field names as the form names them (the stations are one selector each). */
export const formFieldOf = (field: string): string => (field === 'stationAId' ? 'stationA' : field === 'stationBId' ? 'stationB' : field);

/** The shared rules (validateLine) on the form's values, under the form's field names; `vehicleClasses` from the definitions. */
export function lineProblems(values: LineFormValues, vehicleClasses?: readonly string[]): FieldProblem[] {
  return validateLine(normalizeLine(toLineFields(values)), vehicleClasses).map((p) => ({ ...p, field: formFieldOf(p.field) }));
}
