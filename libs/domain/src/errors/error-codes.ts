/**
 * Every `code` an API error body can carry, with the HTTP status it always comes with. The server's exceptions take
 * their code from here (AppException accepts nothing else), the OpenAPI document lists them per route, and the web
 * matches `ErrorCode.X`, never a string.
 */
export const ERROR_STATUS = {
  // Any route
  ValidationFailed: 400,
  Unauthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  EditConflict: 409,
  TransitionRefused: 409,
  Conflict: 409,
  PayloadTooLarge: 413,
  /** A direct (synchronous) download of more rows than BACKGROUND_EXPORT_ROWS: start a background export instead. */
  DirectExportTooLarge: 422,
  TooManyRequests: 429,
  InternalError: 500,
  /** Every database connection is taken (or the server refuses new ones): 503 with Retry-After; retry shortly. */
  DatabaseBusy: 503,
  /** Any other HTTP error of the framework (e.g. 405), with its own status. */
  HttpError: null,
  // Sign-in, sessions and password reset
  CaptchaInvalid: 400,
  ResetLinkInvalid: 400,
  InvalidCredentials: 401,
  LockedOut: 401,
  RefreshTokenInvalid: 401,
  MustResetPassword: 403,
  // Users
  ScopeAdminRequired: 403,
  FullAdminRequired: 403,
  UsernameTaken: 409,
  EmailTaken: 409,
  // Companies
  InvalidImage: 400,
  ImageNotFound: 404,
  // Operations
  CacheEntryNotFound: 404,
  // Money-moving calls
  IdempotencyKeyRequired: 400,
  IdempotencyKeyReused: 422,
  // Inventory
  NotEnoughSeats: 409,
  DepartureBlocked: 409,
  // Bookings
  InvalidAttachment: 400,
  SupplierApiReadOnly: 400,
  AttachmentNotFound: 404,
  SupplierDetailsUnavailable: 404,
  SalesReportFailed: 422,
  // Payments and the payment gateway
  PaymentDeclined: 402,
  NotAllMarkedPaid: 409,
  RefundAboveCaptured: 409,
  NoPaymentMethod: 409,
  NotRefundableThroughGateway: 409,
  NotVoidable: 409,
  PaymentGatewayRefused: 409,
  PaymentGatewayUnavailable: 502,
  PaymentGatewayNotConfigured: 503,
  // Supplier API
  SupplierApiUnavailable: 502,
  SupplierCancelFailed: 502,
  SupplierApiNotConfigured: 503,
  // Geocoder (address and area search)
  GeocoderUnavailable: 502,
  GeocoderNotConfigured: 503,
  // Finance
  InvalidInvoiceFile: 400,
  InvoiceFileMissing: 404,
  DuplicateInvoiceNumber: 409,
  CycleAlreadyInvoiced: 409,
  PeriodAlreadyInvoiced: 409,
  NotTopupSupplier: 409,
  CurrencyMismatch: 409,
  NoCurrencyRate: 409,
  // AI content
  AiWriterNotConfigured: 503,
  // Partners' credit line
  NoCreditLine: 409,
  CreditLineInsufficientBalance: 409,
  CreditLineCurrencyMismatch: 409,
  // Refund coupons
  RefundCouponNotCancellable: 409,
  RefundCouponNotRefundable: 409,
  RefundCouponUnusable: 409,
  // Promo code campaigns
  DeveloperModeRequired: 403,
  PromoCodeTaken: 409,
  // Monitoring and user events
  MonitoringDisabled: 404,
  UserEventsKeyInvalid: 401,
  UserEventsNotConfigured: 503,
  // Prospect list
  ProspectSheetNotReady: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** `ErrorCode.EditConflict === 'EditConflict'`: the codes as values. */
export const ErrorCode = Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, code])) as { readonly [C in ErrorCode]: C };
