import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource, QueryFailedError } from 'typeorm';
import {
  canUploadInvoice,
  computeInvoiceGap,
  cycleById,
  DEFAULT_INVOICE_CLASS,
  FieldRequired,
  formatCents,
  initialInvoiceState,
  INVOICE_FILE_EXTENSIONS,
  INVOICE_FILE_MAX_BYTES,
  INVOICE_FILE_SNIFF_BYTES,
  INVOICE_MACHINE_VERSION,
  invoiceFileProblem,
  InvoiceState,
  isCycleInvoiceType,
  parseInvoiceCycles,
  rangeLabel,
  toCents,
  toUsdCents,
  validateInvoiceUpload,
  type InvoiceUploadInput,
} from '@farebox/domain';
import { NotificationsService } from '@farebox/notifications';
import { FileStorage, type AuthenticatedUser } from '@farebox/platform';
import { periodCosts, platformAmountIn, type CostPeriod } from '../cycles/period-costs.js';
import { loadFinanceSupplier, todayIso } from '../cycles/finance-supplier.js';
import { CurrencyRatesService, noCurrencyRate } from '../ledger/currency-rates.service.js';
import type { UploadedInvoiceDto } from './dto/invoice.dto.js';
import type { UploadInvoiceDto } from './dto/upload-invoice.dto.js';
import { cycleAlreadyInvoiced, duplicateInvoiceNumber, insufficientPermissions, invalidInvoice, invoiceFileTooLarge } from './invoice.errors.js';
import { notifyAssignee } from './invoice-notices.js';
import { requireAssignee } from './invoice-users.js';
import { InvoicesQueryService } from './invoices-query.service.js';
import { SupplierInvoiceHistory } from './supplier-invoice-history.entity.js';
import { SupplierInvoice } from './supplier-invoice.entity.js';

export interface UploadedInvoiceFile {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

/** The period an invoice reconciles: its one cycle, or the top-up range. */
interface InvoicePeriod extends CostPeriod {
  cycleId: string | null;
  label: string;
}

const ONE_INVOICE_PER_CYCLE = 'supplier_invoice_one_per_cycle';
const INVOICE_NUMBER_PER_SUPPLIER = 'supplier_invoice_company_id_invoice_number_key';

/** Multipart fields are text (or repeated text); anything else is ignored, so the domain rules see plain strings. */
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);
const trimmedOrNull = (value: string | undefined): string | null => value?.trim() || null;

/** A download name without path parts or characters that would break the Content-Disposition header. */
function safeFileName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[^\w.\- ]+/g, '_').trim().slice(0, 120);
  return base || `invoice.${ext}`;
}

function uniqueViolation(err: unknown): string | null {
  if (!(err instanceof QueryFailedError)) return null;
  const driver = (err as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  return driver?.code === '23505' ? (driver.constraint ?? '') : null;
}

/**
 * Upload of a supplier invoice (spec 5): the file checked by its content and stored through FileStorage, every field
 * checked by the domain's rules, the platform amount recomputed from the supplier ledger, the gap and its level at the
 * invoice date's USD rate, and the initial state from the invoice machine (approved when the uploader may approve
 * the level; otherwise pending approval, assigned and notified), with its first history row, in one transaction.
 */
@Injectable()
export class InvoiceUploadService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly rates: CurrencyRatesService,
    private readonly notifications: NotificationsService,
    private readonly query: InvoicesQueryService,
  ) {}

  async upload(supplierId: string, dto: UploadInvoiceDto, file: UploadedInvoiceFile | undefined, user: AuthenticatedUser): Promise<UploadedInvoiceDto> {
    if (!canUploadInvoice(user)) throw insufficientPermissions();
    const supplier = await loadFinanceSupplier(this.dataSource.manager, supplierId);
    const input = formInputOf(dto);
    // The multipart limit refuses a larger file while it streams in; this keeps the rule if that ever changes.
    if (file && file.size > INVOICE_FILE_MAX_BYTES) throw invoiceFileTooLarge();
    const fileCheck = invoiceFileProblem(file ? { size: file.size, head: file.buffer.subarray(0, INVOICE_FILE_SNIFF_BYTES) } : null);
    const problems = [
      ...(fileCheck.problem ? [{ field: 'file', message: fileCheck.problem }] : []),
      // The assignee is checked once the level is known: an uploader who may approve it needs none.
      ...validateInvoiceUpload(input, { today: todayIso(), assigneeRequired: false, checkFile: false }),
    ];
    if (problems.length > 0 || !fileCheck.type) throw invalidInvoice(problems);
    const mime = fileCheck.type;
    const period = periodOf(input);

    const key = `invoices/${supplier.id}/${randomUUID()}.${INVOICE_FILE_EXTENSIONS[mime]}`;
    await this.storage.put(key, file!.buffer, mime);
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        const currency = input.currency!.trim();
        const invoiceDate = input.invoiceDate!.trim();
        const [totals] = await periodCosts(manager, supplier, [period]);
        const platformAmount = platformAmountIn(totals!, currency);
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
        const assigneeId = trimmedOrNull(input.assignee ?? undefined);
        if (state === InvoiceState.PendingApproval && !assigneeId) throw invalidInvoice([{ field: 'assignee', message: FieldRequired }]);
        const assignee = assigneeId ? await requireAssignee(manager, assigneeId) : null;

        const actorName = user.displayName || user.username;
        const invoice = manager.create(SupplierInvoice, {
          companyId: supplier.id,
          state,
          invoiceNumber: input.invoiceNumber!.trim(),
          invoiceType: input.invoiceType!.trim(),
          invoiceClass: trimmedOrNull(input.invoiceClass ?? undefined) ?? DEFAULT_INVOICE_CLASS,
          region: trimmedOrNull(input.region ?? undefined) ?? supplier.region,
          currency,
          invoiceAmount: new Decimal(invoiceAmount),
          platformAmount: new Decimal(platformAmount),
          amountUsd: new Decimal(formatCents(toUsdCents(toCents(invoiceAmount)!, usdRate))),
          gap: new Decimal(gap.gap),
          gapUsd: new Decimal(gap.gapUsd),
          gapPercent: new Decimal(gap.gapPercent),
          gapLevel: gap.gapLevel,
          invoiceDate,
          receiveDate: input.receiveDate!.trim(),
          dueDate: input.dueDate!.trim(),
          taxCode: input.taxCode!.trim(),
          note: trimmedOrNull(input.note ?? undefined),
          memo: trimmedOrNull(input.memo ?? undefined),
          cycleId: period.cycleId,
          periodStart: period.start,
          periodEnd: period.end,
          periodLabel: period.label,
          fileKey: key,
          fileName: safeFileName(file!.originalname, INVOICE_FILE_EXTENSIONS[mime]),
          fileMime: mime,
          fileSize: file!.size,
          isApproved: state === InvoiceState.Approved,
          assigneeId: assignee?.id ?? null,
          createdBy: user.id,
          createdByName: actorName,
          machineVersion: INVOICE_MACHINE_VERSION,
        });
        try {
          await manager.insert(SupplierInvoice, invoice);
        } catch (err) {
          const constraint = uniqueViolation(err);
          if (constraint === INVOICE_NUMBER_PER_SUPPLIER) throw duplicateInvoiceNumber(invoice.invoiceNumber, supplier.name);
          if (constraint === ONE_INVOICE_PER_CYCLE) throw cycleAlreadyInvoiced(period.label);
          throw err;
        }
        await manager.insert(SupplierInvoiceHistory, {
          invoiceId: invoice.id,
          action: 'upload',
          fromState: null,
          toState: state,
          actorId: user.id,
          actorName,
          assigneeId: assignee?.id ?? null,
          note: invoice.note,
        });
        if (assignee && state === InvoiceState.PendingApproval) await notifyAssignee(this.notifications, manager, assignee.id, invoice, actorName);
        return invoice.id;
      });
      const invoice = await this.query.detail(id, user);
      return { _id: id, invoice };
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
  }
}

function formInputOf(dto: UploadInvoiceDto): InvoiceUploadInput {
  const fields = dto as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) input[name] = name === 'invoiceCycles' ? parseInvoiceCycles(value) : textOf(value);
  return input as InvoiceUploadInput;
}

/** The period of a valid upload form: the one cycle of a tax bill (or others), else the top-up range. */
function periodOf(input: InvoiceUploadInput): InvoicePeriod {
  if (isCycleInvoiceType(input.invoiceType)) {
    const cycle = cycleById(parseInvoiceCycles(input.invoiceCycles)[0])!;
    return { cycleId: cycle.id, start: cycle.start, end: cycle.end, label: cycle.label };
  }
  const [start, end] = [input.topupStart!.trim(), input.topupEnd!.trim()];
  return { cycleId: null, start, end, label: rangeLabel(start, end) };
}
