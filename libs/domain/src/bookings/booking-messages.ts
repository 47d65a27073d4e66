/** Messages the spec gives verbatim (part 2, sections 5 and 8), shared by the API and the web. */
export const BookingMessage = {
  Required: 'This field is required.',
  PickupTime: 'Time must be within 2 hours of the departure time.',
  PrivatePassengers: 'The number of passengers should be above 1.',
  VehicleOnBoard: "Can't exchange ferry booking with vehicle onboard",
  TicketsIssued: 'Cancellations/Changes are not possible after the tickets have been issued.',
  SupplierCancelFailed: "The cancellation failed at the supplier's end.",
  NoProducts: 'No available products. Select other cities.',
  InvalidEmail: 'Enter a valid e-mail address.',
  NotANumber: 'Enter a number of at least 0 with at most 2 decimals.',
  FeePercent: 'Enter a percentage from 0 to 100.',
  IncludeFeesOnlyFull: 'Fees can be included only in a full refund.',
  AmountsDisabledForFull: 'A full refund takes the amounts from the payment; leave them empty.',
  ReasonNotOffered: 'Choose one of the offered reasons.',
  NotOffered: 'Choose one of the offered values.',
  UnknownChannel: 'Choose one of the sales channels.',
  NoVehicles: 'This product carries no vehicles.',
  UnknownVehicleType: "Choose one of the product's vehicle types.",
  UnknownPack: "Choose one of the product's packs.",
  MinPassengers: (min: number) => `The operator requires at least ${min} passengers.`,
} as const;

export function supplierDetailsUnavailable(reference: string): string {
  return `Details from api for booking ID ${reference} is not available.`;
}
