import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailLog } from './mail-log.entity.js';
import { MailSender } from './mail-sender.port.js';
import { MailService } from './mail.service.js';
import { SmtpMailSender } from './smtp-mail-sender.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailLog])],
  providers: [{ provide: MailSender, useClass: SmtpMailSender }, MailService],
  exports: [MailService],
})
export class MailModule {}
