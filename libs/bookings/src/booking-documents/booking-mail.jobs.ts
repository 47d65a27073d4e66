/** A `booking-mail` queue job (BookingMailJob.Send of @farebox/platform): ids only, the worker reads the rest. */
export interface BookingMailJobData {
  emailLogId: string;
  /** Sales reports: the Asia/Jerusalem day reported (YYYY-MM-DD). */
  reportDay?: string;
}
