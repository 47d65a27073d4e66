import { Module } from '@nestjs/common';
import { NotificationsModule } from '@farebox/notifications';
import { IdempotencyModule } from '@farebox/platform';
import { CycleCostsService } from '../cycles/cycle-costs.service.js';
import { CyclesController } from '../cycles/cycles.controller.js';
import { SupplierLedgerModule } from '../ledger/supplier-ledger.module.js';
import { InvoiceActionsService } from './invoice-actions.service.js';
import { InvoiceAssigneesController } from './invoice-assignees.controller.js';
import { InvoiceAssigneesService } from './invoice-assignees.service.js';
import { InvoiceUploadService } from './invoice-upload.service.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesQueryService } from './invoices-query.service.js';

/** Supplier invoices and payment cycles: cycle costs, upload, the Invoices tab, the invoice workflow and its assignees. */
@Module({
  imports: [IdempotencyModule, NotificationsModule, SupplierLedgerModule],
  controllers: [CyclesController, InvoicesController, InvoiceAssigneesController],
  providers: [CycleCostsService, InvoicesQueryService, InvoiceUploadService, InvoiceActionsService, InvoiceAssigneesService],
})
export class SupplierInvoicesModule {}
