import type { Job } from 'bullmq';

/** While a job runs: whether this is its last attempt (attemptsMade counts the failed runs before this one). */
export const isLastAttempt = (job: Job): boolean => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/** In a worker's 'failed' event: whether BullMQ gives the job up (attemptsMade already counts the run that failed). */
export const attemptsExhausted = (job: Job): boolean => job.attemptsMade >= (job.opts.attempts ?? 1);
