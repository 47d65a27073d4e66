import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { BookingMailJob, QueueName, isLastAttempt } from '@farebox/platform';
import type { BookingMailJobData } from './booking-mail.jobs.js';
import { BookingMailSender, type BookingMailOutcome } from './booking-mail.sender.js';

/**
 * The one consumer of the booking-mail queue. An unknown job name fails the job rather than dropping it.
 * A short lock and stalled check: a job of a worker that died is taken over within about 20 s; a live worker renews
 * its lock every 5 s, and should two ever run one e-mail, the mail_log row lock lets only one send.
 */
@Processor(QueueName.BookingMail, { lockDuration: 10_000, stalledInterval: 5_000 })
export class BookingMailProcessor extends WorkerHost {
  constructor(private readonly sender: BookingMailSender) {
    super();
  }

  async process(job: Job<BookingMailJobData>): Promise<BookingMailOutcome> {
    if (job.name !== BookingMailJob.Send) throw new Error(`No handler for booking-mail job "${job.name}"`);
    return this.sender.handle(job.data, { lastAttempt: isLastAttempt(job) });
  }
}
