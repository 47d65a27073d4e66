import { Module } from '@nestjs/common';
import { AccruedReportController } from './accrued-report.controller.js';
import { AccruedReportService } from './accrued-report.service.js';
import { InvoiceGapsController } from './invoice-gaps.controller.js';
import { InvoiceGapsService } from './invoice-gaps.service.js';
import { OverviewController } from './overview.controller.js';
import { OverviewInvoiceService } from './overview-invoice.service.js';
import { OverviewTopupService } from './overview-topup.service.js';
import { TransactionsReportController } from './transactions-report.controller.js';
import { TransactionsReportExportModule } from './transactions-report.export.js';

/** The payments report's read side: overview, Reports tab, accrued supplier cost and invoice gaps (SQL reads, CSVs streamed). */
@Module({
  imports: [TransactionsReportExportModule],
  controllers: [OverviewController, TransactionsReportController, AccruedReportController, InvoiceGapsController],
  providers: [OverviewTopupService, OverviewInvoiceService, AccruedReportService, InvoiceGapsService],
})
export class PaymentsReportModule {}
