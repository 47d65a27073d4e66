import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { MailSender, type OutgoingMail } from './mail-sender.port.js';

@Injectable()
export class SmtpMailSender extends MailSender {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.transport = nodemailer.createTransport(config.smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    return { messageId: String(info.messageId) };
  }
}
