import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Role } from '@farebox/domain';
import { Company } from '@farebox/companies';
import { notAuthorized } from '@farebox/identity';
import { Clock, notFound, type AuthenticatedUser } from '@farebox/platform';
import { BookingEmailKind } from './booking-email-log.entity.js';
import { salesReportFailed } from './booking-mail.errors.js';
import { BookingMailService } from './booking-mail.service.js';
import type { QueuedDto } from './dto/send-mail.dto.js';
import type { SalesReportDto } from './dto/sales-report.dto.js';
import { salesReportSubject } from './sales-report.js';
import { previousDayIn, SALES_REPORT_TIMEZONE } from './zoned-time.js';

/** Send Sales Report of the company view: queues the report of one Asia/Jerusalem day (yesterday by default). */
@Injectable()
export class SalesReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: BookingMailService,
    private readonly clock: Clock,
  ) {}

  async queue(companyId: string, dto: SalesReportDto, user: AuthenticatedUser): Promise<QueuedDto> {
    if (user.role === Role.Agent && user.companyId !== companyId) throw notAuthorized();
    return this.dataSource.transaction(async (manager) => {
      const company = await manager.findOneBy(Company, { id: companyId });
      if (!company) throw notFound('Company');
      const recipients = dto.toEmail ? [dto.toEmail] : company.reportAgents;
      if (recipients.length === 0) throw salesReportFailed('The company has no report e-mails; enter an address.');
      const day = dto.date ?? previousDayIn(this.clock.now(), SALES_REPORT_TIMEZONE);
      const subject = salesReportSubject(company.name, day);
      await this.mail.enqueue(
        manager,
        recipients.map((email) => ({ bookingId: null, companyId, email, subject, kind: BookingEmailKind.SalesReport, requestedBy: user.id })),
        { reportDay: day },
      );
      return { queued: recipients.length };
    });
  }
}
