import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  canUploadInvoice,
  computeInvoiceGap,
  DEFAULT_INVOICE_CLASS,
  FieldRequired,
  formatCents,
  initialInvoiceState,
  INVOICE_FILE_EXTENSIONS,
  INVOICE_FILE_MAX_BYTES,
  INVOICE_FILE_SNIFF_BYTES,
  INVOICE_MACHINE_VERSION,
  InvoiceAction,
  invoiceFileProblem,
  InvoiceState,
  platformAmountIn,
  toCents,
  validateInvoiceUpload,
  type GapLevel,
  type InvoiceFileType,
  type InvoiceUploadInput,
} from '@farebox/domain';
import { NotificationsService } from '@farebox/notifications';
import { Clock, assertIdempotencyKey, FileStorage, IdempotencyService, uniqueViolation, type AuthenticatedUser } from '@farebox/platform';
import { loadFinanceSupplier, type FinanceSupplier } from '../suppliers/supplier-lookup.js';
import { periodCosts } from '../cycles/period-costs.js';
import { CurrencyRatesService, noCurrencyRate } from '../ledger/currency-rates.service.js';
import type { UploadedInvoiceDto } from './dto/invoice.dto.js';
import type { UploadInvoiceDto } from './dto/upload-invoice.dto.js';
import { invoiceAmountColumns } from './invoice-amounts.js';
import { cycleAlreadyInvoiced, duplicateInvoiceNumber, insufficientPermissions, invalidInvoice, invoiceFileTooLarge } from './invoice.errors.js';
import { notifyAssignee } from './invoice-notices.js';
import { assertPeriodFree, periodOf, type InvoicePeriod } from './invoice-period.js';
import { formInputOf, safeFileName, trimmedOrNull, uploadRequestOf, type UploadedInvoiceFile } from './invoice-upload-input.js';
import { requireAssignee } from './invoice-users.js';
import { InvoicesQueryService } from './invoices-query.service.js';
import { SupplierInvoiceHistory } from './supplier-invoice-history.entity.js';
import { SupplierInvoice } from './supplier-invoice.entity.js';

export type { UploadedInvoiceFile } from './invoice-upload-input.js';

const ONE_INVOICE_PER_CYCLE = 'supplier_invoice_one_per_cycle';
const INVOICE_NUMBER_PER_SUPPLIER = 'supplier_invoice_company_id_invoice_number_key';

/**
 * Upload of a supplier invoice (spec 5): the file checked by its content and stored through FileStorage, every field
 * checked by the domain's rules (a cycle of the supplier's kind), the period free of other live invoices, the platform
 * amount recomputed from the supplier ledger, the gap and its level at the invoice date's USD rate, and the initial
 * state from the invoice machine (approved when the uploader may approve the level; otherwise pending approval,
 * assigned to an approver of the level and notified), with its first history row, in one transaction under the
 * request's Idempotency-Key: a retry replays the first answer.
 */
@Injectable()
export class InvoiceUploadService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly rates: CurrencyRatesService,
    private readonly notifications: NotificationsService,
    private readonly query: InvoicesQueryService,
    private readonly idempotency: IdempotencyService,
    private readonly clock: Clock,
  ) {}

  async upload(
    supplierId: string,
    dto: UploadInvoiceDto,
    file: UploadedInvoiceFile | undefined,
    key: string | undefined,
    user: AuthenticatedUser,
  ): Promise<UploadedInvoiceDto> {
    if (!canUploadInvoice(user)) throw insufficientPermissions();
    assertIdempotencyKey(key);
    const supplier = await loadFinanceSupplier(this.dataSource.manager, supplierId);
    const input = formInputOf(dto);
    const mime = checkedUpload(input, file, supplier, this.clock.today());
    const period = periodOf(input);
    // The file is stored inside the transaction, once everything else is known to be fine; removed again on failure.
    const fileKey = `invoices/${supplier.id}/${randomUUID()}.${INVOICE_FILE_EXTENSIONS[mime]}`;
    const request = { scope: `invoices.upload:${user.id}`, key, request: uploadRequestOf(supplier.id, input, file) };
    try {
      return await this.idempotency.run(request, async (manager) => {
        await assertPeriodFree(manager, supplier.id, period);
        const invoice = await this.newInvoice(manager, supplier, input, period, user);
        const assignee = await this.assigneeOf(manager, input, invoice);
        const fileName = safeFileName(file!.originalname, INVOICE_FILE_EXTENSIONS[mime]);
        Object.assign(invoice, { assigneeId: assignee?.id ?? null, fileKey, fileName, fileMime: mime, fileSize: file!.size });
        await this.storage.put(fileKey, file!.buffer, mime);
        await insertInvoice(manager, invoice, supplier, period);
        await insertUploadHistory(manager, invoice, user);
        if (assignee && invoice.state === InvoiceState.PendingApproval)
          await notifyAssignee(this.notifications, manager, assignee.id, invoice, invoice.createdByName);
        return { _id: invoice.id, invoice: await this.query.detail(invoice.id, user, manager) };
      });
    } catch (err) {
      await this.storage.delete(fileKey);
      throw err;
    }
  }

  /** The invoice row from the form, with the platform amount checked against the ledger and the gap at the invoice date's rate. */
  private async newInvoice(
    manager: EntityManager,
    supplier: FinanceSupplier,
    input: InvoiceUploadInput,
    period: InvoicePeriod,
    user: AuthenticatedUser,
  ): Promise<SupplierInvoice> {
    const currency = input.currency!.trim();
    const invoiceDate = input.invoiceDate!.trim();
    const [totals] = await periodCosts(manager, supplier, [period]);
    const platformAmount = platformAmountIn(totals, currency);
    if (toCents(platformAmount) !== toCents(String(input.fareboxAmount))) {
      const message = `The platform amount of ${period.label} is ${platformAmount} ${currency}: fetch it again.`;
      throw invalidInvoice([{ field: 'fareboxAmount', message }]);
    }
    const rate = await this.rates.rateOf(manager, currency, invoiceDate);
    if (!rate) throw noCurrencyRate(currency);
    const usdRate = rate.toFixed(4);
    const invoiceAmount = formatCents(toCents(String(input.invoiceAmount))!);
    const gap = computeInvoiceGap({ invoiceAmount, platformAmount, usdRate, invoiceType: input.invoiceType! });
    const state = initialInvoiceState(user, gap.gapLevel);
    return manager.create(SupplierInvoice, {
      companyId: supplier.id,
      state,
      invoiceNumber: input.invoiceNumber!.trim(),
      invoiceType: input.invoiceType!.trim(),
      invoiceClass: trimmedOrNull(input.invoiceClass) ?? DEFAULT_INVOICE_CLASS,
      region: trimmedOrNull(input.region) ?? supplier.region,
      currency,
      ...invoiceAmountColumns({ invoiceAmount, platformAmount, usdRate }, gap),
      invoiceDate,
      receiveDate: input.receiveDate!.trim(),
      dueDate: input.dueDate!.trim(),
      taxCode: input.taxCode!.trim(),
      note: trimmedOrNull(input.note),
      memo: trimmedOrNull(input.memo),
      cycleId: period.cycleId,
      periodStart: period.start,
      periodEnd: period.end,
      periodLabel: period.label,
      isApproved: state === InvoiceState.Approved,
      createdBy: user.id,
      createdByName: user.displayName || user.username,
      machineVersion: INVOICE_MACHINE_VERSION,
    });
  }

  /** A pending invoice waits for its assignee, who must be able to approve its level; an approved one needs none. */
  private async assigneeOf(manager: EntityManager, input: InvoiceUploadInput, invoice: SupplierInvoice) {
    const id = trimmedOrNull(input.assignee);
    const pending = invoice.state === InvoiceState.PendingApproval;
    if (pending && !id) throw invalidInvoice([{ field: 'assignee', message: FieldRequired }]);
    return id ? requireAssignee(manager, id, pending ? (invoice.gapLevel as GapLevel) : undefined) : null;
  }
}

/** The file (by its content) and every field by the domain's rules; answers the file's type. */
function checkedUpload(input: InvoiceUploadInput, file: UploadedInvoiceFile | undefined, supplier: FinanceSupplier, today: string): InvoiceFileType {
  // The multipart limit refuses a larger file while it streams in; this keeps the rule if that ever changes.
  if (file && file.size > INVOICE_FILE_MAX_BYTES) throw invoiceFileTooLarge();
  const fileCheck = invoiceFileProblem(file ? { size: file.size, head: file.buffer.subarray(0, INVOICE_FILE_SNIFF_BYTES) } : null);
  const problems = [
    ...(fileCheck.problem ? [{ field: 'file', message: fileCheck.problem }] : []),
    // The assignee is checked once the level is known: an uploader who may approve it needs none.
    ...validateInvoiceUpload(input, { today, assigneeRequired: false, checkFile: false, paymentCycle: supplier.invoicePaymentCycle }),
  ];
  if (problems.length > 0 || !fileCheck.type) throw invalidInvoice(problems);
  return fileCheck.type;
}

/**
 * The upload, and when the uploader may approve the invoice's level, the approval it gave at upload (part 1 section 4)
 * as a row of its own, so the history says who approved it.
 */
async function insertUploadHistory(manager: EntityManager, invoice: SupplierInvoice, user: AuthenticatedUser): Promise<void> {
  const actor = { actorId: user.id, actorName: invoice.createdByName };
  const approved = invoice.state === InvoiceState.Approved;
  await manager.insert(SupplierInvoiceHistory, [
    {
      invoiceId: invoice.id,
      action: 'upload',
      fromState: null,
      toState: InvoiceState.PendingApproval,
      ...actor,
      assigneeId: invoice.assigneeId,
      note: invoice.note,
    },
    ...(approved
      ? [
          {
            invoiceId: invoice.id,
            action: InvoiceAction.Approve,
            fromState: InvoiceState.PendingApproval,
            toState: InvoiceState.Approved,
            ...actor,
            assigneeId: null,
            note: `Approved at upload: the uploader may approve gap level ${invoice.gapLevel}.`,
          },
        ]
      : []),
  ]);
}

/** The unique indexes stay the last word on a duplicate number or cycle. */
async function insertInvoice(manager: EntityManager, invoice: SupplierInvoice, supplier: FinanceSupplier, period: InvoicePeriod): Promise<void> {
  try {
    await manager.insert(SupplierInvoice, invoice);
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === INVOICE_NUMBER_PER_SUPPLIER) throw duplicateInvoiceNumber(invoice.invoiceNumber, supplier.name);
    if (constraint === ONE_INVOICE_PER_CYCLE) throw cycleAlreadyInvoiced(period.label);
    throw err;
  }
}
