/** Vehicle types of a line (spec part 2, section 2.13): one list in @farebox/domain, shared with the web. */
export { LINE_TYPES, type LineType } from '@farebox/domain';

/** A line runs from its station A to B and back; events and trips name their direction. */
export const DIRECTIONS = ['aToB', 'bToA'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const EXTRA_TYPES = ['pickup_hotel', 'pickup_airport', 'dropoff_hotel', 'dropoff_airport', 'upgrade'] as const;
export type ExtraType = (typeof EXTRA_TYPES)[number];

export const POLICY_KINDS = ['cancellation', 'amendment'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const POLICY_UNITS = ['hours', 'days'] as const;
export type PolicyUnit = (typeof POLICY_UNITS)[number];

/** What an agent must enter when approving a booking of the line (spec 3.1, approval input definitions). */
export interface ApprovalInputs {
  bookingCode: boolean;
  seatsNumber: boolean;
  qrCodes: boolean;
  requiredAttachments: boolean;
}

export const NO_APPROVAL_INPUTS: ApprovalInputs = { bookingCode: false, seatsNumber: false, qrCodes: false, requiredAttachments: false };

/** Integrations a supplier-API line can talk to ('simulated' is the loopback supplier simulator). */
export const SUPPLIER_INTEGRATIONS = ['simulated'] as const;
