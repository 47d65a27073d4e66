/**
 * Every BullMQ queue, job and job-scheduler name, in one place. The values are stored in Redis and in outbox rows:
 * never change one, only add. The job payload types stay with the area that owns the queue.
 */
export const QueueName = {
  /** Identity's e-mails (libs/identity password-reset). */
  Mail: 'mail',
  /** Booking e-mails and sales reports (libs/bookings booking-documents). */
  BookingMail: 'booking-mail',
  /** Supplier finance jobs (libs/finance jobs): the daily auto-deposit requests. */
  Finance: 'finance',
  /** AI article generations (libs/content articles). */
  AiContent: 'ai-content',
  /** Thumbnails and web sizes of uploaded images and PDF templates (libs/images processing). */
  Images: 'images',
  /** Inventory jobs (libs/inventory jobs): Sync Line, and the daily extension of the trips' rolling window. */
  Inventory: 'inventory',
  /** Purchase Tickets (libs/bookings purchase-tickets): the bookings of one purchase. */
  PurchaseTickets: 'purchase-tickets',
  /** Promo code campaigns (libs/discounts campaigns): the codes of a serial campaign. */
  Discounts: 'discounts',
  /** Monitoring items' scheduled runs (libs/ops monitoring); one job scheduler per item, `monitoring-item:<id>`. */
  Monitoring: 'monitoring',
  /** Prospect searches (libs/ops prospects): a SERP search written to a spreadsheet. */
  Prospects: 'prospects',
  /** Background exports (libs/platform file-jobs): one file_job written to a file in the storage. */
  FileJobs: 'file-jobs',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
export const QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);

/** Job names per queue; same rule as the queue names. */
export const MailJob = {
  PasswordReset: 'password-reset',
} as const;
export type MailJob = (typeof MailJob)[keyof typeof MailJob];

export const BookingMailJob = {
  /** Send the e-mail of one booking_email_log row. */
  Send: 'send',
} as const;
export type BookingMailJob = (typeof BookingMailJob)[keyof typeof BookingMailJob];

export const FinanceJob = {
  /** Raises the automatic deposit requests of top-up suppliers running low (repeats daily). */
  AutoDepositRequests: 'auto-deposit-requests',
} as const;
export type FinanceJob = (typeof FinanceJob)[keyof typeof FinanceJob];

export const AiContentJob = {
  /** Write the proposed paragraphs of one article generation run. */
  Generate: 'generate-article',
} as const;
export type AiContentJob = (typeof AiContentJob)[keyof typeof AiContentJob];

export const ImagesJob = {
  /** Make the thumbnail and web size of one image (a PDF's first page for a template); idempotent. */
  MakeSizes: 'make-sizes',
} as const;
export type ImagesJob = (typeof ImagesJob)[keyof typeof ImagesJob];

export const InventoryJob = {
  /** Sync one line_sync_run (the line's availability for its days in advance); idempotent on the run's state. */
  SyncLine: 'sync-line',
  /** Generates the missing trips of every event up to TRIP_WINDOW_DAYS ahead (repeats daily; idempotent). */
  ExtendTripWindow: 'extend-trip-window',
  /** Queues a scheduled SyncLine for every line with an enabled transfer mapping (repeats; one waiting run per line). */
  ScheduleLineSyncs: 'schedule-line-syncs',
} as const;
export type InventoryJob = (typeof InventoryJob)[keyof typeof InventoryJob];

export const PurchaseTicketsJob = {
  /** Create the bookings of one purchase_ticket_batch, a chunk per transaction; resumes where it stopped. */
  CreateBookings: 'create-bookings',
} as const;
export type PurchaseTicketsJob = (typeof PurchaseTicketsJob)[keyof typeof PurchaseTicketsJob];

export const DiscountsJob = {
  /** Make the missing codes of one serial campaign, a batch per transaction; resumes from its generated count. */
  GenerateCodes: 'generate-codes',
} as const;
export type DiscountsJob = (typeof DiscountsJob)[keyof typeof DiscountsJob];
export const MonitoringJob = {
  /** Run one monitoring item's query and post it to Slack (one run recorded per job id). */
  RunItem: 'run-item',
} as const;
export type MonitoringJob = (typeof MonitoringJob)[keyof typeof MonitoringJob];
export const ProspectsJob = {
  /** Run one prospect_file's search (every query × location) and store its sheet; a rerun overwrites the same file. */
  Search: 'search',
} as const;
export type ProspectsJob = (typeof ProspectsJob)[keyof typeof ProspectsJob];

export const FileJobsJob = {
  /** Write one file_job's file from the start and mark it ready; a rerun starts the file over. */
  Export: 'export',
  /** Delete the files of exports past their expiry (JobSchedulerId.FileJobsSweep, hourly). */
  SweepExpired: 'sweep-expired',
} as const;
export type FileJobsJob = (typeof FileJobsJob)[keyof typeof FileJobsJob];

/** Ids of BullMQ job schedulers: upserting the same id again (every worker start) keeps one schedule. */
export const JobSchedulerId = {
  /** The finance queue's daily FinanceJob.AutoDepositRequests. */
  AutoDepositRequestsDaily: 'auto-deposit-requests-daily',
  /** The inventory queue's daily InventoryJob.ExtendTripWindow. */
  TripWindowDaily: 'trip-window-daily',
  /** The inventory queue's InventoryJob.ScheduleLineSyncs, every few hours. */
  LineSyncs: 'line-syncs',
  /** The file-jobs queue's FileJobsJob.SweepExpired, hourly. */
  FileJobsSweep: 'file-jobs-sweep',
} as const;
export type JobSchedulerId = (typeof JobSchedulerId)[keyof typeof JobSchedulerId];

export const DEFAULT_JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: 1_000,
  removeOnFail: false,
} as const;
