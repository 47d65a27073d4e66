import fc from 'fast-check';
import { isPickupWithinTolerance, validateApproval, type ApprovalRequirements } from './approval-rules.js';
import { bookingLabels, type LabelFacts } from './booking-labels.js';
import { validateBookingForm, type BookingFormProduct } from './booking-form-rules.js';
import { validateCancel } from './cancel-rules.js';
import { declineReasonsFor, validateDecline } from './decline-rules.js';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('approval rules (spec 5, Approval)', () => {
  const req: ApprovalRequirements = {
    bookingCode: true,
    seatsNumber: true,
    qrCodes: true,
    passengerIds: ['p1', 'p2'],
    addedPassengerIds: [],
    hasReturn: false,
    departureTime: '09:00',
    extrasToConfirm: ['x1'],
    attachments: false,
  };
  const complete = {
    bookingCode: 'ABC123',
    seats: { p1: { departure: '1A' }, p2: { departure: '1B' } },
    qrCodes: { p1: 'qr-1', p2: 'qr-2' },
    extras: [{ id: 'x1', status: 'original' }],
  };

  it('accepts complete inputs', () => {
    expect(validateApproval(complete, req)).toEqual([]);
  });

  it('requires the booking code, every seat and QR code the product defines, and the extras confirmation', () => {
    expect(validateApproval({}, req).map((e) => e.field)).toEqual([
      'bookingCode',
      'seats.p1.departure',
      'qrCodes.p1',
      'seats.p2.departure',
      'qrCodes.p2',
      'extras.x1.status',
    ]);
    expect(validateApproval({}, req).every((e) => e.message === 'This field is required.')).toBe(true);
    expect(validateApproval({}, { ...req, bookingCode: false, seatsNumber: false, qrCodes: false, extrasToConfirm: [] })).toEqual([]);
  });

  it('requires return seats on a round trip and seats of passengers added in an amend even without seat numbers', () => {
    expect(validateApproval(complete, { ...req, hasReturn: true }).map((e) => e.field)).toEqual(['seats.p1.return', 'seats.p2.return']);
    const noSeats = { ...req, seatsNumber: false, addedPassengerIds: ['p2'] };
    expect(validateApproval({ ...complete, seats: {} }, noSeats).map((e) => e.field)).toEqual(['seats.p2.departure']);
  });

  it('requires an approval attachment when the product asks for them and the booking has none yet', () => {
    expect(validateApproval(complete, { ...req, attachments: true })).toEqual([{ field: 'attachments', message: 'This field is required.' }]);
    expect(validateApproval({ ...complete, attachmentIds: [] }, { ...req, attachments: true })[0]?.field).toBe('attachments');
    expect(validateApproval({ ...complete, attachmentIds: ['a1'] }, { ...req, attachments: true })).toEqual([]);
  });

  it('requires the text of an "other" extra location', () => {
    expect(validateApproval({ ...complete, extras: [{ id: 'x1', status: 'other' }] }, req)).toEqual([
      { field: 'extras.x1.otherValue', message: 'This field is required.' },
    ]);
    expect(validateApproval({ ...complete, extras: [{ id: 'x1', status: 'other', otherValue: 'Hilton lobby' }] }, req)).toEqual([]);
  });

  it("refuses a pickup time more than 2 hours from the departure: 'Time must be within 2 hours of the departure time.'", () => {
    expect(validateApproval({ ...complete, pickupTime: '11:01' }, req)).toEqual([
      { field: 'pickupTime', message: 'Time must be within 2 hours of the departure time.' },
    ]);
    expect(validateApproval({ ...complete, pickupTime: '07:00' }, req)).toEqual([]);
    expect(validateApproval({ ...complete, pickupTime: 'soon' }, req)[0]?.field).toBe('pickupTime');
  });

  it('measures the pickup tolerance around midnight, symmetrically, with the boundary at exactly 120 minutes', () => {
    expect(isPickupWithinTolerance('23:30', '01:30')).toBe(true);
    expect(isPickupWithinTolerance('23:30', '01:31')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: -600, max: 600 }), (departure, offset) => {
        const pickup = (((departure + offset) % 1440) + 1440) % 1440;
        expect(isPickupWithinTolerance(hhmm(departure), hhmm(pickup))).toBe(Math.abs(offset) <= 120);
        expect(isPickupWithinTolerance(hhmm(pickup), hhmm(departure))).toBe(isPickupWithinTolerance(hhmm(departure), hhmm(pickup)));
      }),
    );
  });
});

describe('decline rules (spec 5, Decline)', () => {
  it('offers "Not approved on Time" and "Schedule is not open yet" to full admins only', () => {
    const labels = (fa: boolean) => declineReasonsFor(fa).map((r) => r.label);
    expect(labels(true)).toEqual(expect.arrayContaining(['Not approved on Time', 'Schedule is not open yet']));
    expect(labels(false)).not.toContain('Not approved on Time');
    expect(labels(false)).not.toContain('Schedule is not open yet');
    const viewer = { isFullAdmin: false, manualBlocking: false };
    expect(validateDecline({ reason: 'notApprovedOnTime' }, viewer)).toEqual([{ field: 'reason', message: 'Choose one of the offered reasons.' }]);
    expect(validateDecline({ reason: 'notApprovedOnTime' }, { ...viewer, isFullAdmin: true })).toEqual([]);
  });

  it('requires the reason, the text of "other", and the block-departure choice when manual blocking applies', () => {
    const viewer = { isFullAdmin: false, manualBlocking: true };
    expect(validateDecline({}, viewer)).toEqual([
      { field: 'reason', message: 'This field is required.' },
      { field: 'blockDeparture', message: 'This field is required.' },
    ]);
    expect(validateDecline({ reason: 'other', blockDeparture: 'both' }, viewer)).toEqual([{ field: 'reasonText', message: 'This field is required.' }]);
    expect(validateDecline({ reason: 'other', reasonText: 'Boat in repair', blockDeparture: 'none' }, viewer)).toEqual([]);
  });
});

describe('cancel rules (spec 5, Cancel)', () => {
  const plain = { isSupplierApi: false };
  const zero = { amount: '0', costRefundInSupplierCurrency: '0' };
  it('needs the refund amount and the supplier refund unless the refund is full (partial and none), numbers of at least 0', () => {
    expect(validateCancel({ refundType: 'partial' }, plain).map((e) => e.field)).toEqual(['amount', 'costRefundInSupplierCurrency']);
    expect(validateCancel({ refundType: 'none' }, plain)).toEqual([
      { field: 'amount', message: 'This field is required.' },
      { field: 'costRefundInSupplierCurrency', message: 'This field is required.' },
    ]);
    expect(validateCancel({ refundType: 'none', amount: '0', costRefundInSupplierCurrency: '350.25' }, plain)).toEqual([]);
    expect(validateCancel({ refundType: 'none', amount: 'x', costRefundInSupplierCurrency: '-3' }, plain).map((e) => e.field)).toEqual([
      'amount',
      'costRefundInSupplierCurrency',
    ]);
    expect(validateCancel({ refundType: 'partial', amount: '-1', costRefundInSupplierCurrency: '1.234' }, plain).map((e) => e.message)).toEqual([
      'Enter a number of at least 0 with at most 2 decimals.',
      'Enter a number of at least 0 with at most 2 decimals.',
    ]);
    expect(validateCancel({ refundType: 'partial', amount: '10.50', costRefundInSupplierCurrency: '300', feePercent: '10' }, plain)).toEqual([]);
  });

  it('disables the amounts and the fee for a full refund and offers include-fees only there', () => {
    expect(validateCancel({ refundType: 'full', includeFees: true }, plain)).toEqual([]);
    expect(validateCancel({ refundType: 'full', amount: '3' }, plain).map((e) => e.field)).toEqual(['amount']);
    expect(validateCancel({ refundType: 'none', ...zero, includeFees: true }, plain).map((e) => e.field)).toEqual(['includeFees']);
    expect(validateCancel({ refundType: 'none', ...zero, feePercent: '101' }, plain).map((e) => e.field)).toEqual(['feePercent']);
    expect(validateCancel({}, plain)).toEqual([{ field: 'refundType', message: 'This field is required.' }]);
  });

  it('asks a supplier-API booking where to cancel', () => {
    expect(validateCancel({ refundType: 'none', ...zero }, { isSupplierApi: true })).toEqual([
      { field: 'cancellationType', message: 'This field is required.' },
    ]);
    expect(validateCancel({ refundType: 'none', ...zero, cancellationType: 'adminOnly' }, { isSupplierApi: true })).toEqual([]);
  });
});

describe('booking form rules (spec 5, Booking edit)', () => {
  const product: BookingFormProduct = { privateTransfer: false, minPassengers: 1, passengerTypes: ['Adult', 'Child'], extraOptions: [] };
  const lead = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', passengerType: 'Adult' };

  it('requires the outbound trip, the return when round trip, names and the lead e-mail', () => {
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead] }, product)).toEqual([]);
    const errors = validateBookingForm({ roundTrip: true, passengers: [{ passengerType: 'Adult' }] }, product);
    expect(errors.map((e) => e.field)).toEqual(['outboundTripId', 'returnTripId', 'passengers.0.firstName', 'passengers.0.lastName', 'passengers.0.email']);
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [{ ...lead, email: 'nope' }] }, product)[0]?.message).toBe('Enter a valid e-mail address.');
  });

  it("requires a private-transfer passenger count of at least 1: 'The number of passengers should be above 1.'", () => {
    const priv = { ...product, privateTransfer: true };
    for (const passengersCount of [0, -2, 1.5, null]) {
      expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead], passengersCount }, priv)).toEqual([
        { field: 'passengersCount', message: 'The number of passengers should be above 1.' },
      ]);
    }
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead], passengersCount: 1 }, priv)).toEqual([]);
  });

  it("enforces the operator's minimum passengers and the extras' inputs", () => {
    const strict = { ...product, minPassengers: 2, extraOptions: [{ id: 'e1', needInput: true, mandatory: true }] };
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead], extras: [{ optionId: 'e1' }] }, strict).map((e) => e.field)).toEqual([
      'passengers',
      'extras.e1.value',
    ]);
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead, lead] }, strict).map((e) => e.field)).toEqual(['extras.e1']);
  });

  it('takes vehicles only on a line carrying them, of one of its types, each with a name and a license number', () => {
    const car = { typeName: 'Car', name: 'Honda Jazz', licenseNumber: 'AB 123' };
    const ferry = { ...product, vehicleTypes: ['Car', 'Motorbike'] };
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead], vehicles: [car] }, ferry)).toEqual([]);
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead], vehicles: [car] }, product)).toEqual([
      { field: 'vehicles.0', message: 'This product carries no vehicles.' },
    ]);
    expect(
      validateBookingForm({ outboundTripId: 't1', passengers: [lead], vehicles: [car, { typeName: 'Bus', name: ' ', licenseNumber: '' }] }, ferry),
    ).toEqual([
      { field: 'vehicles.1.typeName', message: "Choose one of the product's vehicle types." },
      { field: 'vehicles.1.name', message: 'This field is required.' },
      { field: 'vehicles.1.licenseNumber', message: 'This field is required.' },
    ]);
  });

  it('takes a pack of the product only: "Choose one of the product\'s packs."', () => {
    const withPacks = { ...product, packIds: ['p1'] };
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead], packId: 'p1' }, withPacks)).toEqual([]);
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead], packId: null }, withPacks)).toEqual([]);
    expect(validateBookingForm({ outboundTripId: 't1', passengers: [lead], packId: 'p2' }, withPacks)).toEqual([
      { field: 'packId', message: "Choose one of the product's packs." },
    ]);
  });
});

describe('list labels (spec 2.1)', () => {
  const row: LabelFacts = {
    status: 'pending',
    amendStatus: null,
    paymentStatus: 'paid',
    pendingTickets: false,
    isSupplierApi: false,
    isFraudulent: false,
    isAutomaticApprove: false,
    approveMethod: 'pendingApproval',
  };
  it('shows the change request, awaiting ticket, fraudulent and API labels', () => {
    expect(bookingLabels({ ...row, amendStatus: 'pending', pendingTickets: true, isFraudulent: true }, { isFullAdmin: true })).toEqual([
      'Change request pending',
      'awaiting ticket',
      'fraudulent',
    ]);
    expect(bookingLabels({ ...row, isSupplierApi: true }, { isFullAdmin: false })).toEqual(['Waiting for API Approval']);
    expect(bookingLabels({ ...row, isSupplierApi: true, isAutomaticApprove: true }, { isFullAdmin: false })).toEqual([]);
  });
  it('shows the approval method other than pending approval, to non-full-admins only once approved', () => {
    expect(bookingLabels({ ...row, approveMethod: 'automatic' }, { isFullAdmin: true })).toEqual(['Automatic approval']);
    expect(bookingLabels({ ...row, approveMethod: 'automatic' }, { isFullAdmin: false })).toEqual([]);
    expect(bookingLabels({ ...row, status: 'approved', approveMethod: 'manual' }, { isFullAdmin: false })).toEqual(['Manual approval']);
  });
});
