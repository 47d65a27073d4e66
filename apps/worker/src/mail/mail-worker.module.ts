import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordResetToken, User } from '@farebox/identity';
import { MailProcessor } from './mail.processor.js';
import { PasswordResetMailHandler } from './password-reset-mail.handler.js';

/** Processors of the mail queue. */
@Module({
  imports: [TypeOrmModule.forFeature([User, PasswordResetToken])],
  providers: [MailProcessor, PasswordResetMailHandler],
})
export class MailWorkerModule {}
