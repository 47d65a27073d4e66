import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type EntityManager } from 'typeorm';
import { canSeeInvoiceFiles, cycleById, DEFAULT_INVOICE_SORT, InvoiceMessage, type InvoiceSort } from '@farebox/domain';
import { allOnManager, FileStorage, notFound, takeOf, validationFailed, type AuthenticatedUser, type Page } from '@farebox/platform';
import type { InvoiceDetailDto, InvoiceDto, InvoiceSupplierDto } from './dto/invoice.dto.js';
import type { ListInvoicesQueryDto } from './dto/list-invoices-query.dto.js';
import { insufficientPermissions, invoiceFileMissing } from './invoice.errors.js';
import { assigneeReasons } from './invoice-assignee-reason.js';
import { invoiceDto, invoiceHistoryDto } from './invoice.mapper.js';
import { usersByIds } from './invoice-users.js';
import { SupplierInvoiceHistory } from './supplier-invoice-history.entity.js';
import { SupplierInvoice } from './supplier-invoice.entity.js';

const SORT_COLUMNS: Readonly<Record<string, string>> = { createdAt: 'i.createdAt', dueDate: 'i.dueDate', gapPercent: 'i.gapPercent' };

export interface InvoiceFile {
  content: Buffer;
  contentType: string;
  fileName: string;
}

/** The Invoices tab: the list with its filters and sort, one invoice with its history, and the invoice file. */
@Injectable()
export class InvoicesQueryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async list(query: ListInvoicesQueryDto, user: AuthenticatedUser): Promise<Page<InvoiceDto>> {
    const qb = this.dataSource.manager.createQueryBuilder(SupplierInvoice, 'i');
    if (query.region) qb.andWhere('i.region = :region', { region: query.region });
    if (query.supplierId) qb.andWhere('i.companyId = :supplierId', { supplierId: query.supplierId });
    if (query.status?.length) qb.andWhere('i.state IN (:...status)', { status: query.status });
    if (query.assignee?.length) qb.andWhere('i.assigneeId IN (:...assignee)', { assignee: query.assignee });
    if (query.gapLevel) qb.andWhere('i.gapLevel = :gapLevel', { gapLevel: query.gapLevel });
    if (query.period?.length) {
      // A period matches the invoices whose own period overlaps it (a cycle's invoice, or a top-up range across it).
      const periods = query.period.map((id) => cycleById(id));
      if (periods.some((p) => p === null)) throw validationFailed([{ field: 'period', message: InvoiceMessage.InvalidCycle }], InvoiceMessage.InvalidCycle);
      qb.andWhere(
        new Brackets((or) =>
          periods.forEach((p, n) => or.orWhere(`(i.periodStart <= :end${n} AND i.periodEnd >= :start${n})`, { [`start${n}`]: p!.start, [`end${n}`]: p!.end })),
        ),
      );
    }
    const sort: InvoiceSort = query.sort ?? DEFAULT_INVOICE_SORT;
    const descending = sort.startsWith('-');
    qb.orderBy(SORT_COLUMNS[descending ? sort.slice(1) : sort], descending ? 'DESC' : 'ASC').addOrderBy('i.id', descending ? 'DESC' : 'ASC');
    const limit = takeOf(query);
    const [invoices, total] = await qb.offset(query.offset).limit(limit).getManyAndCount();
    return { data: await this.toDtos(this.dataSource.manager, invoices, user), meta: { limit, offset: query.offset, total } };
  }

  async detail(id: string, user: AuthenticatedUser, manager: EntityManager = this.dataSource.manager): Promise<InvoiceDetailDto> {
    const invoice = await manager.findOneBy(SupplierInvoice, { id });
    if (!invoice) throw notFound('Invoice');
    const history = await manager.find(SupplierInvoiceHistory, { where: { invoiceId: id }, order: { createdAt: 'ASC', seq: 'ASC' } });
    const [dto] = await this.toDtos(manager, [invoice], user);
    const users = await usersByIds(
      manager,
      history.map((h) => h.assigneeId),
    );
    return { ...dto, history: history.map((h) => invoiceHistoryDto(h, users)) };
  }

  /** The stored file, for the Invoices tab audience only (403 'Insufficient permissions' for anyone else). */
  async file(id: string, user: AuthenticatedUser): Promise<InvoiceFile> {
    if (!canSeeInvoiceFiles(user)) throw insufficientPermissions();
    const invoice = await this.dataSource.manager.findOne(SupplierInvoice, {
      where: { id },
      select: { id: true, fileKey: true, fileMime: true, fileName: true },
    });
    if (!invoice) throw notFound('Invoice');
    const stored = await this.storage.get(invoice.fileKey);
    if (!stored) throw invoiceFileMissing();
    return { content: stored.content, contentType: invoice.fileMime, fileName: invoice.fileName };
  }

  /** DTOs of a page of invoices: their suppliers and assignees are read once for the page. */
  private async toDtos(manager: EntityManager, invoices: SupplierInvoice[], user: AuthenticatedUser): Promise<InvoiceDto[]> {
    if (invoices.length === 0) return [];
    const [suppliers, users, reasons] = await allOnManager(
      manager,
      () =>
        this.suppliersOf(
          manager,
          invoices.map((i) => i.companyId),
        ),
      () =>
        usersByIds(
          manager,
          invoices.map((i) => i.assigneeId),
        ),
      () =>
        assigneeReasons(
          manager,
          invoices.map((i) => i.id),
        ),
    );
    return invoices.map((i) => ({
      ...invoiceDto(i, suppliers.get(i.companyId) ?? { id: i.companyId, name: '', paymentPlatformName: null }, users, user),
      assigneeReason: reasons.get(i.id) ?? null,
    }));
  }

  private async suppliersOf(manager: EntityManager, ids: string[]): Promise<Map<string, InvoiceSupplierDto>> {
    const rows = await manager.query<InvoiceSupplierDto[]>(
      `SELECT id, name, payment_platform_name AS "paymentPlatformName" FROM company WHERE id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }
}
