import { Inject, Injectable } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { MailSender, type OutgoingMail } from './mail-sender.port.js';

@Injectable()
export class SmtpMailSender extends MailSender {
  /** Created at the first mail: nodemailer (tens of MB) is then imported, not at start-up (most requests send nothing). */
  private transport?: Promise<Transporter>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.config.smtpUrl));
    const info = await (await this.transport).sendMail({ from: this.config.mailFrom, ...mail });
    return { messageId: String(info.messageId) };
  }
}
