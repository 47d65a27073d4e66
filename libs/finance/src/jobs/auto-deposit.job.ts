/** A `finance` queue job `auto-deposit-requests`: ids only, no personal data; `today` is for a rerun of a given day. */
export interface AutoDepositJobData {
  /** YYYY-MM-DD; default the UTC day the job runs. */
  today?: string;
}

/** Every day at 06:00 UTC (morning in the suppliers' Asian markets, before the finance team's day in Israel). */
export const AUTO_DEPOSIT_SCHEDULE = { pattern: '0 6 * * *', tz: 'UTC' } as const;
