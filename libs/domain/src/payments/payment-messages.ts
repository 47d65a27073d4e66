/** Messages of the payments screens and API (spec part 2, sections 5 and 8; the others are ours). */
export const PaymentMessage = {
  Required: 'This field is required.',
  ValueMin: 'Value should be greater or equal 0',
  AmountPositive: 'The amount must be greater than 0.',
  AmountFormat: 'Enter an amount with at most 2 decimals.',
  AtLeastOnePayment: 'You need to provide at least one payment',
  NotAllMarkedPaid: 'One or more payments have not been marked as paid',
  MarkPaidFailed: '`Mark as paid to Partner` failed',
  Confirm: 'Are you sure?',
  UnknownItem: 'This item is not part of the booking.',
  ItemCostsSum: 'The item costs must add up to the supplier total.',
  InvalidReasonType: 'Choose one of the offered reason types.',
  InvalidReason: 'Choose one of the reasons offered for this type.',
  NoteFormat: 'The note is text of at most 500 characters.',
  ReconciliationOneOf: 'Choose either an effective date or a reconciliation cycle.',
  ReconciliationDate: 'Enter the effective date as YYYY-MM-DD.',
  ReconciliationPermission: 'Choosing a reconciliation period or date needs the reconciliation permission.',
} as const;
