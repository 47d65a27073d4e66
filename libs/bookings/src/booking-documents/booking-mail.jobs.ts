/** Job names of the booking-mail queue; stored in Redis and outbox rows: never change one, only add. */
export const BookingMailJob = {
  /** Send the e-mail of one booking_email_log row. */
  Send: 'send',
} as const;
export type BookingMailJob = (typeof BookingMailJob)[keyof typeof BookingMailJob];

/** Ids only: the worker reads the rest. */
export interface BookingMailJobData {
  emailLogId: string;
  /** Sales reports: the Asia/Jerusalem day reported (YYYY-MM-DD). */
  reportDay?: string;
}
