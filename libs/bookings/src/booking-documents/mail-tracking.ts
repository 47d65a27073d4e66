import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';

/**
 * Open and click tracking of booking e-mails (the e-mail log's Opens and Clicks). Every tracked URL carries an HMAC
 * of the log row and, for a click, of the target: nobody can count for a row they were not sent, and the click
 * route redirects only to the links we put in our own e-mails (no open redirect).
 */
@Injectable()
export class MailTracking {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // A key of its own, derived from the app secret, so a tracking signature is never valid anywhere else.
    this.key = createHmac('sha256', config.jwtSecret).update('booking-mail-tracking').digest();
  }

  openUrl(emailLogId: string): string {
    return `${this.config.appUrl}/api/mail/${emailLogId}/open.gif?s=${this.sign(`open:${emailLogId}`)}`;
  }

  clickUrl(emailLogId: string, target: string): string {
    return `${this.config.appUrl}/api/mail/${emailLogId}/click?u=${encodeURIComponent(target)}&s=${this.sign(`click:${emailLogId}:${target}`)}`;
  }

  isOpen(emailLogId: string, signature: string | undefined): boolean {
    return this.verify(`open:${emailLogId}`, signature);
  }

  isClick(emailLogId: string, target: string | undefined, signature: string | undefined): boolean {
    return !!target && /^https?:\/\//i.test(target) && this.verify(`click:${emailLogId}:${target}`, signature);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private verify(payload: string, signature: string | undefined): boolean {
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
