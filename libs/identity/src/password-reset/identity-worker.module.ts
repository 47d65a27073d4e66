import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/user.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { MailProcessor } from './mail.processor.js';
import { PasswordResetMailHandler } from './password-reset-mail.handler.js';

/** Identity's worker side: the consumer of the mail queue (password reset e-mails). */
@Module({
  imports: [TypeOrmModule.forFeature([User, PasswordResetToken])],
  providers: [MailProcessor, PasswordResetMailHandler],
})
export class IdentityWorkerModule {}
