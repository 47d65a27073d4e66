import { CONFIRMED_EXTRA_TYPES, validateApproval, type ApprovalInput, type ApprovalRequirements } from '@farebox/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatTimeInZone } from '../../../ui/format';
import { toFormErrors } from '../../../ui/form-resolver';
import type { BookingDetail, ItemExtraDto } from '../booking.types';

/** The approve form: ids key the per-passenger and per-extra entries, as the shared rule reports them. */
export interface ApprovalFormValues {
  bookingCode: string;
  seats: Record<string, { departure: string; return: string }>;
  qrCodes: Record<string, string>;
  pickupTime: string;
  extras: Record<string, { status: string; otherValue: string }>;
}

const isConfirmed = (e: ItemExtraDto) => (CONFIRMED_EXTRA_TYPES as readonly string[]).includes(e.extraType);

/** The hotel and airport extras the supplier confirms on approve. */
export function extrasToConfirm(booking: BookingDetail): ItemExtraDto[] {
  return booking.items.flatMap((item) => item.extras.filter(isConfirmed));
}

/** What the product and the booking require of an approval (the same input the API's rule gets). */
export function approvalRequirements(booking: BookingDetail): ApprovalRequirements {
  const outbound = booking.items[0];
  const inputs = outbound?.product.approvalInputs ?? {};
  return {
    bookingCode: !!inputs.bookingCode,
    seatsNumber: !!inputs.seatsNumber,
    qrCodes: !!inputs.qrCodes,
    passengerIds: booking.passengers.map((p) => p.id),
    addedPassengerIds: booking.passengers.filter((p) => p.isAdded).map((p) => p.id),
    hasReturn: booking.items.length > 1,
    departureTime: outbound ? formatTimeInZone(outbound.trip.departureAt, outbound.trip.timezone) : '',
    extrasToConfirm: extrasToConfirm(booking).map((e) => e.id),
  };
}

export function emptyApprovalForm(booking: BookingDetail): ApprovalFormValues {
  return {
    bookingCode: booking.approvalInputs?.bookingCode ?? '',
    seats: Object.fromEntries(booking.passengers.map((p) => [p.id, { departure: p.seats.departure ?? '', return: p.seats.return ?? '' }])),
    qrCodes: Object.fromEntries(booking.passengers.map((p) => [p.id, p.qrCodes.departure ?? ''])),
    pickupTime: booking.approvalInputs?.pickupTime ?? '',
    extras: Object.fromEntries(extrasToConfirm(booking).map((e) => [e.id, { status: e.status ?? '', otherValue: e.otherValue ?? '' }])),
  };
}

const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The approve/re-approve body (without version): only what the product asks for, blanks left out. */
export function toApprovalInput(values: ApprovalFormValues, req: ApprovalRequirements): ApprovalInput {
  const seatIds = req.passengerIds.filter((id) => req.seatsNumber || req.addedPassengerIds.includes(id));
  return {
    bookingCode: req.bookingCode ? given(values.bookingCode) : undefined,
    seats: seatIds.length
      ? Object.fromEntries(seatIds.map((id) => [id, { departure: given(values.seats[id]?.departure ?? ''), return: req.hasReturn ? given(values.seats[id]?.return ?? '') : undefined }]))
      : undefined,
    qrCodes: req.qrCodes ? Object.fromEntries(req.passengerIds.map((id) => [id, given(values.qrCodes[id] ?? '') ?? null])) : undefined,
    pickupTime: given(values.pickupTime),
    extras: req.extrasToConfirm.length
      ? req.extrasToConfirm.map((id) => {
          const answer = values.extras[id];
          return { id, status: answer?.status || null, otherValue: answer?.status === 'other' ? given(answer.otherValue) : undefined };
        })
      : undefined,
  };
}

/** Runs the shared approval rule (the API runs the same one) on the form. */
export function approvalResolver(req: ApprovalRequirements): Resolver<ApprovalFormValues> {
  return (values) => {
    const problems = validateApproval(toApprovalInput(values, req), req);
    return problems.length === 0 ? { values, errors: {} } : { values: {}, errors: toFormErrors<ApprovalFormValues>(problems) as FieldErrors<ApprovalFormValues> };
  };
}
