import { describe, expect, it } from '@jest/globals';
import { BookingMessage, validateApproval } from '@farebox/domain';
import type { BookingDetail, BookingPassenger } from '../booking.types';
import { approvalRequirements, emptyApprovalForm, extrasToConfirm, toApprovalInput } from './approval-form';

const passenger = (id: string, isAdded = false) => ({ id, firstName: 'A', lastName: id, seats: {}, qrCodes: {}, isAdded }) as unknown as BookingPassenger;
const extra = (id: string, extraType: string) => ({
  id,
  optionId: 'o',
  extraType,
  label: null,
  value: 'Hotel A',
  mandatory: false,
  status: null,
  otherValue: null,
});

const booking = {
  items: [{ extras: [extra('x1', 'pickup_hotel'), extra('x2', 'upgrade')] }, { extras: [] }],
  passengers: [passenger('p1'), passenger('p2', true)],
  approvalInputs: null,
  approvalRequirements: {
    bookingCode: true,
    seatsNumber: true,
    qrCodes: false,
    addedPassengerIds: ['p2'],
    extrasToConfirm: ['x1'],
    departureTime: '13:00',
    hasReturn: true,
  },
} as unknown as BookingDetail;

describe('approval form', () => {
  it('takes the requirements the API computed, with the passengers, and the extras to confirm', () => {
    expect(approvalRequirements(booking)).toEqual({ ...booking.approvalRequirements, passengerIds: ['p1', 'p2'] });
    expect(extrasToConfirm(booking).map((e) => e.id)).toEqual(['x1']);
  });

  it('an empty form fails the shared rule on every required input', () => {
    const req = approvalRequirements(booking);
    const fields = validateApproval(toApprovalInput(emptyApprovalForm(booking), req), req).map((p) => p.field);
    expect(fields).toEqual(['bookingCode', 'seats.p1.departure', 'seats.p1.return', 'seats.p2.departure', 'seats.p2.return', 'extras.x1.status']);
  });

  it('sends the uploaded attachments by id, and reports a missing one on the attachments field when required', () => {
    const req = { ...approvalRequirements(booking), bookingCode: false, seatsNumber: false, addedPassengerIds: [], extrasToConfirm: [], attachments: true };
    const empty = emptyApprovalForm(booking);
    expect(validateApproval(toApprovalInput(empty, req), req)).toEqual([{ field: 'attachments', message: BookingMessage.Required }]);
    const uploaded = {
      id: 'a1',
      fileName: 'ticket.pdf',
      contentType: 'application/pdf' as const,
      size: 10,
      uploadedBy: 'Arthur',
      createdAt: '',
      attachedAt: null,
    };
    const input = toApprovalInput({ ...empty, attachments: [uploaded] }, req);
    expect(input.attachmentIds).toEqual(['a1']);
    expect(validateApproval(input, req)).toEqual([]);
  });

  it('builds the body the API takes, other text only for Other, and checks the pickup window', () => {
    const req = approvalRequirements(booking);
    const values = {
      ...emptyApprovalForm(booking),
      bookingCode: ' BC1 ',
      seats: { p1: { departure: '1A', return: '2A' }, p2: { departure: '1B', return: '2B' } },
      pickupTime: '16:30',
      extras: { x1: { status: 'other', otherValue: 'Hotel B' } },
    };
    const input = toApprovalInput(values, req);
    expect(input).toEqual({
      bookingCode: 'BC1',
      seats: { p1: { departure: '1A', return: '2A' }, p2: { departure: '1B', return: '2B' } },
      qrCodes: undefined,
      pickupTime: '16:30',
      extras: [{ id: 'x1', status: 'other', otherValue: 'Hotel B' }],
    });
    expect(validateApproval(input, req)).toEqual([{ field: 'pickupTime', message: BookingMessage.PickupTime }]);
    expect(validateApproval({ ...input, pickupTime: '14:45' }, req)).toEqual([]);
  });
});
