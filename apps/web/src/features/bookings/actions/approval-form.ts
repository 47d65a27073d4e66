import { EXTRA_CONFIRMATIONS, validateApproval, type ApprovalRequirements } from '@farebox/domain';
import type { Schemas } from '@/api/http';
import { oneOf } from '@/ui/one-of';
import type { Resolver } from 'react-hook-form';
import { toFormErrors } from '@/ui/form-resolver';
import type { BookingAttachment, BookingDetail, BookingExtra } from '../booking.types';

/** The approve form: ids key the per-passenger and per-extra entries, as the shared rule reports them. */
export interface ApprovalFormValues {
  bookingCode: string;
  seats: Record<string, { departure: string; return: string }>;
  qrCodes: Record<string, string>;
  pickupTime: string;
  extras: Record<string, { status: string; otherValue: string }>;
  ticketUrl: string;
  /** Approval attachments uploaded in the modal (the shared rule reports a missing one on `attachments`). */
  attachments: BookingAttachment[];
}

/** What the approval must give, as the API computed it for this booking (its rule's own input). */
export function approvalRequirements(booking: BookingDetail): ApprovalRequirements {
  return { ...booking.approvalRequirements, passengerIds: booking.passengers.map((p) => p.id) };
}

/** The hotel and airport extras the supplier confirms on approve. */
export function extrasToConfirm(booking: BookingDetail): BookingExtra[] {
  const ids = booking.approvalRequirements.extrasToConfirm;
  return booking.items.flatMap((item) => item.extras.filter((e) => ids.includes(e.id)));
}

export function emptyApprovalForm(booking: BookingDetail): ApprovalFormValues {
  return {
    bookingCode: booking.approvalInputs?.bookingCode ?? '',
    seats: Object.fromEntries(booking.passengers.map((p) => [p.id, { departure: p.seats.departure ?? '', return: p.seats.return ?? '' }])),
    qrCodes: Object.fromEntries(booking.passengers.map((p) => [p.id, p.qrCodes.departure ?? ''])),
    pickupTime: booking.approvalInputs?.pickupTime ?? '',
    extras: Object.fromEntries(extrasToConfirm(booking).map((e) => [e.id, { status: e.status ?? '', otherValue: e.otherValue ?? '' }])),
    ticketUrl: '',
    attachments: [],
  };
}

const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The approve/re-approve body (without version), also the shared rule's input: only what the product asks for, blanks left out. */
export function toApprovalInput(values: ApprovalFormValues, req: ApprovalRequirements): Omit<Schemas['ApproveBookingDto'], 'version'> {
  const seatIds = req.passengerIds.filter((id) => req.seatsNumber || req.addedPassengerIds.includes(id));
  return {
    bookingCode: req.bookingCode ? given(values.bookingCode) : undefined,
    seats: seatIds.length
      ? Object.fromEntries(
          seatIds.map((id) => [
            id,
            { departure: given(values.seats[id]?.departure ?? ''), return: req.hasReturn ? given(values.seats[id]?.return ?? '') : undefined },
          ]),
        )
      : undefined,
    qrCodes: req.qrCodes ? Object.fromEntries(req.passengerIds.map((id) => [id, given(values.qrCodes[id] ?? '') ?? ''])) : undefined,
    pickupTime: given(values.pickupTime),
    extras: req.extrasToConfirm.length
      ? // An unanswered extra is left out: the shared rule reports it as required.
        req.extrasToConfirm.flatMap((id) => {
          const answer = values.extras[id];
          const status = oneOf(EXTRA_CONFIRMATIONS, answer?.status);
          return status ? [{ id, status, otherValue: status === 'other' ? given(answer?.otherValue ?? '') : undefined }] : [];
        })
      : undefined,
    attachmentIds: values.attachments.length ? values.attachments.map((a) => a.id) : undefined,
  };
}

/** Runs the shared approval rule (the API runs the same one) on the form. */
export function approvalResolver(req: ApprovalRequirements): Resolver<ApprovalFormValues> {
  return (values) => {
    const problems = validateApproval(toApprovalInput(values, req), req);
    return problems.length === 0 ? { values, errors: {} } : { values: {}, errors: toFormErrors<ApprovalFormValues>(problems) };
  };
}

/** The product asks for approval attachments (the modal then offers the upload, required while none is attached). */
export const takesAttachments = (booking: BookingDetail) =>
  booking.approvalRequirements.attachments || booking.items.some((i) => i.product.approvalInputs.requiredAttachments);
