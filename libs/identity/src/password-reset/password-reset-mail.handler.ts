import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PRODUCT_DISPLAY_NAME } from '@farebox/domain';
import { User } from '../users/user.entity.js';
import { PASSWORD_RESET_TTL_SECONDS, passwordResetLink, passwordResetLinkToken } from './password-reset-link.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import type { PasswordResetMailJob } from './password-reset.service.js';
import { APP_CONFIG, Clock, MailService, type AppConfig, type OutgoingMail } from '@farebox/platform';

export type PasswordResetMailOutcome = 'sent' | 'already-sent' | 'skipped';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sends the password reset e-mail of one reset token. The job carries ids only; the link token is rebuilt
 * from the token id with the same HMAC the API used. A spent or expired token sends nothing; the dedupe key
 * makes a retried job send at most once.
 */
@Injectable()
export class PasswordResetMailHandler {
  private readonly logger = new Logger(PasswordResetMailHandler.name);

  constructor(
    @InjectRepository(PasswordResetToken) private readonly tokens: Repository<PasswordResetToken>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async handle(job: PasswordResetMailJob): Promise<PasswordResetMailOutcome> {
    const token = await this.tokens.findOneBy({ id: job.resetTokenId });
    if (!token || token.userId !== job.userId || token.usedAt || token.expiresAt.getTime() <= this.clock.nowMs()) {
      this.logger.log({ resetTokenId: job.resetTokenId }, 'Password reset token spent or expired: no e-mail');
      return 'skipped';
    }
    const user = await this.users.findOneBy({ id: token.userId });
    if (!user || !user.isActive) return 'skipped';
    const link = passwordResetLink(this.config.appUrl, passwordResetLinkToken(this.config.jwtSecret, token.id));
    return this.mail.sendOnce(buildPasswordResetMail(user, link), { dedupeKey: `password-reset:${token.id}`, refType: 'user', refId: user.id });
  }
}

export function buildPasswordResetMail(user: Pick<User, 'email' | 'displayName' | 'username'>, link: string): OutgoingMail {
  const name = user.displayName || user.username;
  const minutes = PASSWORD_RESET_TTL_SECONDS / 60;
  const text = [
    `Hello ${name},`,
    '',
    `Someone asked to reset the password of your ${PRODUCT_DISPLAY_NAME} back-office account (${user.username}).`,
    `Open this link within ${minutes} minutes to choose a new password. It works once:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your ${PRODUCT_DISPLAY_NAME} back-office account (${escapeHtml(user.username)}).
Open this link within ${minutes} minutes to choose a new password. It works once:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to: user.email, subject: `Reset your ${PRODUCT_DISPLAY_NAME} back-office password`, text, html };
}
