/** A `finance` queue job `auto-deposit-requests`: ids only, no personal data; `today` is for a rerun of a given day. */
export interface AutoDepositJobData {
  /** YYYY-MM-DD; default the UTC day the job runs. */
  today?: string;
}

/** The job scheduler's fixed id: upserting it again (every worker start) keeps one schedule. */
export const AUTO_DEPOSIT_SCHEDULER_ID = 'auto-deposit-requests-daily';
/** Every day at 06:00 UTC (morning in the suppliers' Asian markets, before the finance team's day in Israel). */
export const AUTO_DEPOSIT_SCHEDULE = { pattern: '0 6 * * *', tz: 'UTC' } as const;
