/** BullMQ queues. The values are stored in Redis and in outbox rows: never change one, only add. */
export const QueueName = {
  Mail: 'mail',
  /** Booking e-mails and sales reports (libs/bookings vouchers). */
  BookingMail: 'booking-mail',
  /** Supplier finance jobs (libs/finance): the daily auto-deposit requests. */
  Finance: 'finance',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
export const QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);

/** Job names per queue; same rule as the queue names. */
export const MailJob = {
  PasswordReset: 'password-reset',
} as const;
export type MailJob = (typeof MailJob)[keyof typeof MailJob];

export const FinanceJob = {
  /** Raises the automatic deposit requests of top-up suppliers running low (repeats daily). */
  AutoDepositRequests: 'auto-deposit-requests',
} as const;
export type FinanceJob = (typeof FinanceJob)[keyof typeof FinanceJob];

export const DEFAULT_JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: 1_000,
  removeOnFail: false,
} as const;
