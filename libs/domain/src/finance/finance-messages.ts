/** Texts of the supplier finance screens and API (spec part 1, sections 2.6, 5 and 8; the unnamed ones are ours). */

/** The spec's field message, the same text as the other areas' `Required`. */
export const FieldRequired = 'This field is required.';

export const TopupMessage = {
  AmountRequired: 'Amount is required',
  AmountPositive: 'Amount must be greater than 0',
  InvalidAmount: 'Invalid amount',
  CurrencyMismatch: 'The selected currency differs from the supplier currency.',
  ServerError: 'Server error. Topup deposit was not sent.',
  ReceiptError: 'Error occurred while saving the receipt',
  ReceiptRequired: 'Receipt link must be filled in',
  ReceiptInvalid: 'Receipt link must be a valid URL',
  InvalidType: 'Choose deposit request, deposit or adjustment.',
  DueDateOption: 'Choose a due date from the list.',
  AdjustmentType: 'Choose cash or cost.',
  DateFormat: 'Enter the date as YYYY-MM-DD.',
  TextTooLong: 'The text is at most 1000 characters.',
  RequestNotOpen: 'The deposit request is no longer open.',
  RequestForbidden: 'Only a full admin can cancel or deposit a deposit request.',
} as const;

export const InvoiceMessage = {
  ServerError: 'Server Error Occurred.',
  TryLater: 'Error Occurred. Please try again later.',
  InsufficientPermissions: 'Insufficient permissions',
  NoAssignees: 'No assignee options were found',
  OneCycle: 'Only one cycle is allowed per invoice',
  // Refusals of the invoice machine (409 unless the actor lacks the right: then 403 InsufficientPermissions).
  NotPendingApproval: 'Only an invoice pending approval can be assigned, approved or rejected.',
  NotApproved: 'Only an approved invoice can be marked as paid.',
  NotPaid: 'Only a paid invoice can have its payment cancelled.',
  // Upload and action form problems.
  InvalidAction: 'Choose one of the invoice actions.',
  InvalidInvoiceType: 'Choose one of the invoice types.',
  InvalidInvoiceClass: 'Choose one of the invoice classes.',
  InvalidCurrency: 'Choose one of the currencies.',
  InvalidRegion: 'Choose one of the regions.',
  InvalidTaxCode: 'Choose one of the tax codes.',
  InvalidCycle: 'Choose a payment cycle from the list.',
  TopupRange: 'The top-up range must start on or before its end.',
  DueBeforeInvoiceDate: 'The due date cannot be before the invoice date.',
  DateFormat: 'Enter the date as YYYY-MM-DD.',
  AmountFormat: 'Enter an amount with at most 2 decimals.',
  AmountMin: 'Value should be greater or equal 0',
  TextTooLong: 'The text is at most 1000 characters.',
  FileTooLarge: 'The file must be at most 10 MB.',
  FileType: 'The file must be a PDF or an image (PNG, JPEG or WebP).',
} as const;

export const CsvMessage = { DownloadError: 'Error downloading CSV' } as const;

export const MULTI_CURRENCY_PERIOD_NOTE = 'Attention! the selected period has multiple currencies';

/** The spec's two loading texts (2.6): the overview tab's, and every other finance table's. */
export const FinanceLoading = {
  Overview: 'Overview report is being fetched, please wait...',
  Data: 'Fetching data...',
} as const;
