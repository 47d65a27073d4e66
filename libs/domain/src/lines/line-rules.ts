import type { FieldProblem } from '../identity/field-problem.js';
import { LINE_CLASSES } from './line-classes.js';
import { LINE_TYPES, type LineType } from './line-types.js';

/** Available tickets under automatic approval (3.5 automaticApprovalAmountType). */
export const APPROVAL_AMOUNT_TYPES = ['unlimited', 'limited'] as const;
export type ApprovalAmountType = (typeof APPROVAL_AMOUNT_TYPES)[number];

/**
 * What happens when the limited amount of automatically approved tickets is reached (3.5
 * fullyBookedByAutoApprovePolicy): further bookings wait for approval, or the departure becomes fully booked.
 */
export const ON_LIMIT_POLICIES = ['bookingsPending', 'fullyBooked'] as const;
export type OnLimitPolicy = (typeof ON_LIMIT_POLICIES)[number];
export const ON_LIMIT_POLICY_LABELS: Record<OnLimitPolicy, string> = {
  bookingsPending: 'Bookings become pending',
  fullyBooked: 'The line becomes fully booked',
};

export const LINE_POLICY_UNITS = ['hours', 'days'] as const;
export type LinePolicyUnit = (typeof LINE_POLICY_UNITS)[number];

/** Which trips of the line a policy entry applies to (spec 3.1 "Cancellation or amendment rule": direction). */
export const LINE_POLICY_DIRECTIONS = ['both', 'aToB', 'bToA'] as const;
export type LinePolicyDirection = (typeof LINE_POLICY_DIRECTIONS)[number];
export const LINE_POLICY_DIRECTION_LABELS: Record<LinePolicyDirection, string> = { both: 'Both directions', aToB: 'A to B', bToA: 'B to A' };

/**
 * Whether a policy entry stored with `direction` (null: both) applies to a trip in `tripDirection`: a booking gets
 * the entries of both directions and those of its own.
 */
export const policyEntryAppliesTo = (direction: string | null, tripDirection: string): boolean => direction === null || direction === tripDirection;

/** One cancellation or amendment entry as the form edits it: null is an empty input. */
export interface LinePolicyEntry {
  direction: LinePolicyDirection;
  timeBefore: number | null;
  unit: LinePolicyUnit;
  /** Percent, 0 to 100, as a decimal string ('12.5'); null is an empty input. */
  feePercent: string | null;
}

/** Entries per policy in the line form, whatever their directions (spec part 2, section 5); the rule modal allows 10. */
export const LINE_POLICY_MAX_ENTRIES = 3;
/** Private transfers: default interval between bookable departures (section 9). */
export const PRIVATE_TRANSFER_DEFAULT_INTERVAL = 30;
/** Sync Line: days in advance offered by default and the range accepted. */
export const SYNC_DAYS_DEFAULT = 30;
export const SYNC_DAYS_MAX = 365;

/** What tab 0 (Operator & Route) edits: every field of spec part 2, 2.9 and the Line entity (3.5) it names. */
export interface LineFields {
  denomination: string;
  type: LineType | '';
  /** Ferries: passengers plus vehicles (true) or passengers only (false). */
  vehicleOnBoard: boolean;
  lineClass: string;
  /** The operator company. */
  companyId: string;
  /** A different supplier selling the operator's line, or none. */
  supplierId: string | null;
  /** ISO date-time, or null (no published-at date). */
  publishedAt: string | null;
  manualBookings: boolean;
  manualBookingsSupport: boolean;
  manualBookingsOperations: boolean;
  automaticApproval: boolean;
  attachTicketsManually: boolean;
  automaticApprovalAmountType: ApprovalAmountType;
  automaticApprovalAmount: number | null;
  onLimitPolicy: OnLimitPolicy | null;
  /** Departure-time flexibility: only without automatic approval. */
  flexibleSchedule: boolean;
  lateApproval: boolean;
  lateApprovalDays: number | null;
  activity: boolean;
  minPassengers: number | null;
  showPromotion: boolean;
  /** The refund policy choice; null: not chosen yet ('Set policy is mandatory'). */
  refundable: boolean | null;
  isFlexibleCancellation: boolean;
  cancellations: LinePolicyEntry[];
  amendable: boolean | null;
  amendments: LinePolicyEntry[];
  isPrivateTransfer: boolean;
  privateMaxPassengers: number | null;
  privateTripDurationMinutes: number | null;
  privateAllPassengerDetailsRequired: boolean;
  privateIntervalMinutes: number | null;
  stationAId: string | null;
  stationBId: string | null;
}

export const LineMessage = {
  Required: 'This field is required.',
  Mandatory: 'This field is mandatory',
  Fee: 'This field is mandatory and should be between 0 and 100',
  SetPolicy: 'Set policy is mandatory',
  Station: 'City and station required',
  SameStations: 'Stations A and B must be different.',
  UnknownType: 'Choose a line type from the list.',
  UnknownClass: 'Choose a line class from the list.',
  TooManyEntries: `At most ${LINE_POLICY_MAX_ENTRIES} entries.`,
  WholeNumber: (min: number) => `Enter a whole number of at least ${min}.`,
  TextLength: 'Enter at most 200 characters.',
  SameSupplier: 'The supplier is already the operator; leave it empty.',
  NotFound: 'Line not found.',
  AlreadyPublished: 'The line is already published.',
  AlreadyUnpublished: 'The line is already unpublished.',
  NotSyncable: 'Only supplier-API or scraping-availability lines can be synced.',
  StationsLocked: 'The line has trips: its primary stations cannot change. Remove its trips in Schedules first.',
  SwapNewOnly: 'Stations A and B can be swapped on a new line only.',
} as const;

export const LINE_DENOMINATION_MAX = 200;

export const newPolicyEntry = (): LinePolicyEntry => ({ direction: 'both', timeBefore: null, unit: 'hours', feePercent: null });

export function newLineFields(): LineFields {
  return {
    denomination: '',
    type: '',
    vehicleOnBoard: false,
    lineClass: '',
    companyId: '',
    supplierId: null,
    publishedAt: null,
    manualBookings: false,
    manualBookingsSupport: false,
    manualBookingsOperations: false,
    automaticApproval: false,
    attachTicketsManually: false,
    automaticApprovalAmountType: 'unlimited',
    automaticApprovalAmount: null,
    onLimitPolicy: null,
    flexibleSchedule: false,
    lateApproval: false,
    lateApprovalDays: null,
    activity: false,
    minPassengers: 1,
    showPromotion: false,
    refundable: null,
    isFlexibleCancellation: false,
    cancellations: [newPolicyEntry()],
    amendable: null,
    amendments: [newPolicyEntry()],
    isPrivateTransfer: false,
    privateMaxPassengers: null,
    privateTripDurationMinutes: null,
    privateAllPassengerDetailsRequired: false,
    privateIntervalMinutes: PRIVATE_TRANSFER_DEFAULT_INTERVAL,
    stationAId: null,
    stationBId: null,
  };
}

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The fields as they are stored: texts trimmed; options that only exist under another choice reset (vehicles only
 * on ferries, the manual-booking channels only with manual bookings, attach-tickets and the amount only with automatic
 * approval, departure-time flexibility only without it, late-approval days only with late approval, private settings
 * only on private transfers); a supplier equal to the operator is none; with flexible cancellation every
 * cancellation fee is 0 (the fee is disabled).
 */
export function normalizeLine(fields: LineFields): LineFields {
  const auto = fields.automaticApproval;
  const limited = auto && fields.automaticApprovalAmountType === 'limited';
  const privateTransfer = fields.isPrivateTransfer;
  const companyId = fields.companyId.trim();
  const supplierId = blankToNull(fields.supplierId);
  return {
    ...fields,
    denomination: fields.denomination.trim(),
    lineClass: fields.lineClass.trim(),
    companyId,
    supplierId: supplierId === companyId ? null : supplierId,
    publishedAt: blankToNull(fields.publishedAt),
    vehicleOnBoard: fields.type === 'ferry' && fields.vehicleOnBoard,
    manualBookingsSupport: fields.manualBookings && fields.manualBookingsSupport,
    manualBookingsOperations: fields.manualBookings && fields.manualBookingsOperations,
    attachTicketsManually: auto && fields.attachTicketsManually,
    automaticApprovalAmountType: auto ? fields.automaticApprovalAmountType : 'unlimited',
    automaticApprovalAmount: limited ? fields.automaticApprovalAmount : null,
    onLimitPolicy: limited ? fields.onLimitPolicy : null,
    flexibleSchedule: !auto && fields.flexibleSchedule,
    lateApprovalDays: fields.lateApproval ? fields.lateApprovalDays : null,
    cancellations: fields.refundable
      ? fields.cancellations.map((e) => ({ ...e, feePercent: fields.isFlexibleCancellation ? '0' : blankToNull(e.feePercent) }))
      : [],
    isFlexibleCancellation: fields.refundable === true && fields.isFlexibleCancellation,
    amendments: fields.amendable ? fields.amendments.map((e) => ({ ...e, feePercent: blankToNull(e.feePercent) })) : [],
    privateMaxPassengers: privateTransfer ? fields.privateMaxPassengers : null,
    privateTripDurationMinutes: privateTransfer ? fields.privateTripDurationMinutes : null,
    privateAllPassengerDetailsRequired: privateTransfer && fields.privateAllPassengerDetailsRequired,
    privateIntervalMinutes: privateTransfer ? (fields.privateIntervalMinutes ?? PRIVATE_TRANSFER_DEFAULT_INTERVAL) : PRIVATE_TRANSFER_DEFAULT_INTERVAL,
    stationAId: blankToNull(fields.stationAId),
    stationBId: blankToNull(fields.stationBId),
  };
}

const isWhole = (n: number | null, min: number): boolean => n !== null && Number.isInteger(n) && n >= min;
const FEE = /^\d{1,3}(\.\d{1,2})?$/;

/** 'This field is mandatory and should be between 0 and 100' unless the fee is a percent with at most 2 decimals. */
export function feeProblem(fee: string | null): string | null {
  if (fee === null || !FEE.test(fee.trim())) return LineMessage.Fee;
  const value = Number(fee);
  return value >= 0 && value <= 100 ? null : LineMessage.Fee;
}

function policyProblems(kind: 'cancellations' | 'amendments', entries: LinePolicyEntry[], add: (field: string, message: string) => void): void {
  if (entries.length === 0) add(kind, LineMessage.SetPolicy);
  if (entries.length > LINE_POLICY_MAX_ENTRIES) add(kind, LineMessage.TooManyEntries);
  entries.forEach((entry, i) => {
    if (!isWhole(entry.timeBefore, 0)) add(`${kind}.${i}.timeBefore`, LineMessage.Mandatory);
    if (!(LINE_POLICY_UNITS as readonly string[]).includes(entry.unit)) add(`${kind}.${i}.unit`, LineMessage.Mandatory);
    if (!(LINE_POLICY_DIRECTIONS as readonly string[]).includes(entry.direction)) add(`${kind}.${i}.direction`, LineMessage.Mandatory);
    const fee = feeProblem(entry.feePercent);
    if (fee) add(`${kind}.${i}.feePercent`, fee);
  });
}

/**
 * Every invalid field of normalised tab 0 fields with the message the form shows under it (spec part 2, section 5
 * "Line"). Policy entries are reported as `cancellations.<i>.timeBefore` / `.feePercent`. `vehicleClasses` are the
 * classes a line may have: the vehicle class definitions where the caller has them.
 */
export function validateLine(fields: LineFields, vehicleClasses: readonly string[] = LINE_CLASSES): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (!fields.denomination) add('denomination', LineMessage.Required);
  else if (fields.denomination.length > LINE_DENOMINATION_MAX) add('denomination', LineMessage.TextLength);
  if (!fields.type) add('type', LineMessage.Required);
  else if (!(LINE_TYPES as readonly string[]).includes(fields.type)) add('type', LineMessage.UnknownType);
  if (!fields.lineClass) add('lineClass', LineMessage.Required);
  else if (!vehicleClasses.includes(fields.lineClass)) add('lineClass', LineMessage.UnknownClass);
  if (!fields.companyId) add('companyId', LineMessage.Required);
  if (fields.automaticApproval && fields.automaticApprovalAmountType === 'limited') {
    if (!isWhole(fields.automaticApprovalAmount, 1)) add('automaticApprovalAmount', LineMessage.WholeNumber(1));
    if (!fields.onLimitPolicy || !(ON_LIMIT_POLICIES as readonly string[]).includes(fields.onLimitPolicy)) add('onLimitPolicy', LineMessage.Mandatory);
  }
  if (fields.lateApproval && !isWhole(fields.lateApprovalDays, 1)) add('lateApprovalDays', LineMessage.WholeNumber(1));
  if (!isWhole(fields.minPassengers, 1)) add('minPassengers', LineMessage.WholeNumber(1));
  if (fields.refundable === null) add('refundable', LineMessage.SetPolicy);
  else if (fields.refundable) policyProblems('cancellations', fields.cancellations, add);
  if (fields.amendable === null) add('amendable', LineMessage.SetPolicy);
  else if (fields.amendable) policyProblems('amendments', fields.amendments, add);
  if (fields.isPrivateTransfer) {
    if (!isWhole(fields.privateMaxPassengers, 1)) add('privateMaxPassengers', LineMessage.WholeNumber(1));
    if (!isWhole(fields.privateTripDurationMinutes, 1)) add('privateTripDurationMinutes', LineMessage.WholeNumber(1));
    if (!isWhole(fields.privateIntervalMinutes, 1)) add('privateIntervalMinutes', LineMessage.WholeNumber(1));
  }
  if (!fields.stationAId) add('stationAId', LineMessage.Station);
  if (!fields.stationBId) add('stationBId', LineMessage.Station);
  if (fields.stationAId && fields.stationAId === fields.stationBId) add('stationBId', LineMessage.SameStations);
  return problems;
}

/** Both primary stations chosen: Schedules opens, and a new line may swap them. */
export const hasBothStations = (fields: Pick<LineFields, 'stationAId' | 'stationBId'>): boolean => !!fields.stationAId && !!fields.stationBId;

/**
 * The public product page of a published line in one direction: `/<from station slug>-to-<to station slug>/<line
 * slug>` on the public site, so a preview link names where it goes and survives a denomination change only through
 * the line's own slug. The base is the public site's origin.
 */
export function linePreviewPath(stationFromSlug: string, stationToSlug: string, lineSlug: string): string {
  return `/${stationFromSlug}-to-${stationToSlug}/${lineSlug}`;
}
