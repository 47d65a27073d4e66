import { createHash } from 'node:crypto';
import { Clock } from '../clock/clock.js';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { MailLog } from './mail-log.entity.js';
import { MailSender, type OutgoingMail } from './mail-sender.port.js';

export interface MailReference {
  /** Unique per logical e-mail (for example `password-reset:<tokenId>`): a retried job never sends twice. */
  dedupeKey: string;
  refType?: string;
  refId?: string;
}

type Attempt = { outcome: 'sent' | 'already-sent' } | { outcome: 'failed'; error: unknown };

@Injectable()
export class MailService {
  constructor(
    private readonly sender: MailSender,
    @InjectRepository(MailLog) private readonly log: Repository<MailLog>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends unless already sent under the same key. The claim is the mail_log row's lock, held by this transaction
   * during the SMTP exchange: a concurrent run of the same e-mail waits and then finds it sent, and a worker that
   * dies mid-send releases the lock with its connection, so the next run sends. The one window left open is a death
   * after the SMTP server accepted and before the commit (see README "Delivery under faults").
   * A failure is logged and rethrown so the job retries.
   */
  async sendOnce(mail: OutgoingMail, ref: MailReference): Promise<'sent' | 'already-sent'> {
    const attempt = await this.log.manager.transaction(async (manager): Promise<Attempt> => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(MailLog)
        .values({
          dedupeKey: ref.dedupeKey,
          refType: ref.refType ?? null,
          refId: ref.refId ?? null,
          toAddress: mail.to,
          subject: mail.subject,
          status: 'sending',
        })
        .orIgnore()
        .execute();
      const row = await manager.findOneOrFail(MailLog, { where: { dedupeKey: ref.dedupeKey }, lock: { mode: 'pessimistic_write' } });
      if (row.status === 'sent') return { outcome: 'already-sent' };
      try {
        await this.sender.send({ ...mail, messageId: mail.messageId ?? this.messageIdOf(ref.dedupeKey) });
      } catch (error) {
        await manager.update(
          MailLog,
          { id: row.id },
          { toAddress: mail.to, subject: mail.subject, status: 'failed', error: error instanceof Error ? error.message : String(error) },
        );
        return { outcome: 'failed', error };
      }
      await manager.update(MailLog, { id: row.id }, { toAddress: mail.to, subject: mail.subject, status: 'sent', error: null, deliveredAt: this.clock.now() });
      return { outcome: 'sent' };
    });
    if (attempt.outcome === 'failed') throw attempt.error;
    return attempt.outcome;
  }

  listFor(refType: string, refId: string): Promise<MailLog[]> {
    return this.log.find({ where: { refType, refId }, order: { createdAt: 'DESC' } });
  }

  /** The same Message-ID for every delivery attempt of one logical e-mail, so a receiver can drop a duplicate. */
  private messageIdOf(dedupeKey: string): string {
    return `<${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32)}@${new URL(this.config.appUrl).hostname}>`;
  }
}
