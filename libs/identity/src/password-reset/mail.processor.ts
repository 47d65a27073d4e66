import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { MailJob, QueueName } from '@farebox/platform';
import type { PasswordResetMailJob } from './password-reset.service.js';
import { PasswordResetMailHandler } from './password-reset-mail.handler.js';

/**
 * The one consumer of the mail queue: dispatches each job by name to its handler. An unknown job name fails
 * the job (it lands in the failed set with the reason) rather than being silently dropped.
 */
@Processor(QueueName.Mail)
export class MailProcessor extends WorkerHost {
  constructor(private readonly passwordReset: PasswordResetMailHandler) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case MailJob.PasswordReset:
        return this.passwordReset.handle(job.data as PasswordResetMailJob);
      default:
        throw new Error(`No handler for mail job "${job.name}"`);
    }
  }
}
