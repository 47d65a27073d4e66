import { Clock } from '../clock/clock.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MailLog } from './mail-log.entity.js';
import { MailSender, type OutgoingMail } from './mail-sender.port.js';

export interface MailReference {
  /** Unique per logical e-mail (for example `password-reset:<tokenId>`): a retried job never sends twice. */
  dedupeKey: string;
  refType?: string;
  refId?: string;
}

@Injectable()
export class MailService {
  constructor(
    private readonly sender: MailSender,
    @InjectRepository(MailLog) private readonly log: Repository<MailLog>,
    private readonly clock: Clock,
  ) {}

  /** Sends unless already sent under the same key. A failure is logged and rethrown so the job retries. */
  async sendOnce(mail: OutgoingMail, ref: MailReference): Promise<'sent' | 'already-sent'> {
    const previous = await this.log.findOneBy({ dedupeKey: ref.dedupeKey });
    if (previous?.status === 'sent') return 'already-sent';
    const row = previous ?? this.log.create({ dedupeKey: ref.dedupeKey, refType: ref.refType ?? null, refId: ref.refId ?? null });
    Object.assign(row, { toAddress: mail.to, subject: mail.subject });
    try {
      await this.sender.send(mail);
      Object.assign(row, { status: 'sent', error: null, deliveredAt: this.clock.now() });
      await this.log.save(row);
      return 'sent';
    } catch (err) {
      Object.assign(row, { status: 'failed', error: err instanceof Error ? err.message : String(err) });
      await this.log.save(row);
      throw err;
    }
  }

  listFor(refType: string, refId: string): Promise<MailLog[]> {
    return this.log.find({ where: { refType, refId }, order: { createdAt: 'DESC' } });
  }
}
