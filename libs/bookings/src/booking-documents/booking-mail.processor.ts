import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { BookingMailJob, QueueName, isLastAttempt } from '@farebox/platform';
import type { BookingMailJobData } from './booking-mail.jobs.js';
import { BookingMailSender, type BookingMailOutcome } from './booking-mail.sender.js';

/** The one consumer of the booking-mail queue. An unknown job name fails the job rather than dropping it. */
@Processor(QueueName.BookingMail)
export class BookingMailProcessor extends WorkerHost {
  constructor(private readonly sender: BookingMailSender) {
    super();
  }

  async process(job: Job<BookingMailJobData>): Promise<BookingMailOutcome> {
    if (job.name !== BookingMailJob.Send) throw new Error(`No handler for booking-mail job "${job.name}"`);
    return this.sender.handle(job.data, { lastAttempt: isLastAttempt(job) });
  }
}
