import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import {
  decideDepositRequest,
  DEFAULT_ADJUSTMENT_TYPE,
  DEPOSIT_REQUEST_MACHINE_VERSION,
  depositRequestAllowedActions,
  dueDateValue,
  isTopupCurrencyMismatch,
  normalizeAmount,
  TopupMessage,
  TopupRequestType,
  validateReceipt,
  validateTopupRequest,
  type DepositRequestEvent,
} from '@farebox/domain';
import type { Company } from '@farebox/companies';
import { ChangeLogService, Clock, IdempotencyService, notFound, type AuthenticatedUser } from '@farebox/platform';
import { CurrencyRatesService } from '../ledger/currency-rates.service.js';
import { assertTopupSupplier, loadSupplier, supplierCurrencyOf } from '../suppliers/supplier-lookup.js';
import type {
  CancelDepositRequestDto,
  DepositRequestDto,
  TopupAnswerDto,
  TopupReceiptAnswerDto,
  TopupReceiptDto,
  TopupRequestDto,
} from './dto/topup-write.dto.js';
import { TopupDepositRequest } from './topup-deposit-request.entity.js';
import { TopupEntry, type AdjustmentType, type TopupEntryType } from './topup-entry.entity.js';
import { TopupReceipt } from './topup-receipt.entity.js';
import { currencyMismatch, DEPOSIT_REQUEST_ENTITY_TYPE, depositRequestRefused, invalidTopup, notADeposit, staleDepositRequest } from './topup.errors.js';

const authorName = (user: AuthenticatedUser) => user.displayName || user.username;

interface EntryInput {
  type: TopupEntryType;
  amount: Decimal;
  adjustmentType: AdjustmentType | null;
  entryDate: string;
  note: string | null;
  depositRequestId: string | null;
}

/*
 * The supplier's running total of deposits and adjustments, kept in the entry's transaction with an atomic upsert
 * (concurrent top-ups of one supplier each add their amount; none is lost). last_adjustment_at is the spec's "last
 * adjustment date": only an adjustment ($4) moves it (to the entry's time, $5), a deposit keeps it.
 */
const TOPUP_TOTAL_SQL = `
INSERT INTO supplier_topup_total AS t (company_id, currency, amount, last_adjustment_at) VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN $5::timestamptz END)
ON CONFLICT (company_id, currency) DO UPDATE SET amount = t.amount + EXCLUDED.amount, last_adjustment_at = COALESCE(EXCLUDED.last_adjustment_at, t.last_adjustment_at)`;

/**
 * Deposit requests, deposits, adjustments and receipts of top-up suppliers. Money and state changes run once per
 * Idempotency-Key, in one transaction with the derived total.
 */
@Injectable()
export class TopupCommandsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly idempotency: IdempotencyService,
    private readonly rates: CurrencyRatesService,
    private readonly clock: Clock,
    private readonly changeLog: ChangeLogService,
  ) {}

  request(companyId: string, dto: TopupRequestDto, key: string | undefined, user: AuthenticatedUser): Promise<TopupAnswerDto> {
    return this.idempotency.run({ scope: `finance.topup:${user.id}`, key, request: { companyId, dto } }, async (manager) => {
      const company = await loadSupplier(manager, companyId);
      assertTopupSupplier(company);
      const today = this.clock.today();
      const problems = validateTopupRequest(dto, { today, supplierCurrency: supplierCurrencyOf(company) });
      if (problems.some((p) => p.field === 'currency' && p.message === TopupMessage.CurrencyMismatch)) throw currencyMismatch();
      if (problems.length > 0) throw invalidTopup(problems);
      const amount = new Decimal(normalizeAmount(String(dto.amount).trim())!);
      const note = dto.note?.trim() || null;
      let id: string;
      switch (dto.type) {
        case TopupRequestType.DepositRequest:
          id = await this.raiseRequest(manager, company, { amount, dueDate: dueDateValue(dto.dueDate!.trim()), note, today }, user);
          break;
        case TopupRequestType.Deposit:
          if (dto.depositId) await this.transitionRequest(manager, company, dto.depositId, 'DEPOSIT', user, dto.depositRequestVersion);
          id = await this.addEntry(
            manager,
            company,
            { type: 'deposit', amount, adjustmentType: null, entryDate: today, note, depositRequestId: dto.depositId ?? null },
            user,
          );
          break;
        default:
          id = await this.addEntry(
            manager,
            company,
            {
              type: 'adjustment',
              amount,
              adjustmentType: (dto.adjustmentType?.trim() || DEFAULT_ADJUSTMENT_TYPE) as AdjustmentType,
              entryDate: dto.adjustmentDate?.trim() || today,
              note,
              depositRequestId: null,
            },
            user,
          );
      }
      return { answer: 'success', id };
    });
  }

  cancelRequest(
    companyId: string,
    requestId: string,
    dto: CancelDepositRequestDto,
    key: string | undefined,
    user: AuthenticatedUser,
  ): Promise<DepositRequestDto> {
    const request = { companyId, requestId, version: dto.version ?? null };
    return this.idempotency.run({ scope: `finance.depositRequest.cancel:${user.id}`, key, request }, async (manager) => {
      const company = await loadSupplier(manager, companyId);
      assertTopupSupplier(company);
      await this.transitionRequest(manager, company, requestId, 'CANCEL', user, dto.version);
      return requestDto(await manager.findOneByOrFail(TopupDepositRequest, { id: requestId }), user);
    });
  }

  /**
   * Appends a receipt link to a deposit; the ledger shows the newest. A link equal to the newest one is a retry:
   * nothing is added and the same answer is given. With an Idempotency-Key, a retry replays the first answer even
   * after another link was added since.
   */
  addReceipt(companyId: string, dto: TopupReceiptDto, key: string | undefined, user: AuthenticatedUser): Promise<TopupReceiptAnswerDto> {
    const work = (manager: EntityManager) => this.saveReceipt(manager, companyId, dto, user);
    if (key === undefined) return this.dataSource.transaction(work);
    return this.idempotency.run({ scope: `finance.topup.receipt:${user.id}`, key, request: { companyId, dto } }, work);
  }

  private async saveReceipt(manager: EntityManager, companyId: string, dto: TopupReceiptDto, user: AuthenticatedUser): Promise<TopupReceiptAnswerDto> {
    const company = await loadSupplier(manager, companyId);
    assertTopupSupplier(company);
    const problems = validateReceipt(dto.receipt);
    if (problems.length > 0) throw invalidTopup(problems);
    if (isTopupCurrencyMismatch(dto.currency, supplierCurrencyOf(company))) throw currencyMismatch();
    // Locked, so that two copies of one request run one after the other and the second sees the first's link.
    const entry = await manager.findOne(TopupEntry, { where: { id: dto.depositId, companyId: company.id }, lock: { mode: 'pessimistic_write' } });
    if (!entry) throw notFound('Deposit');
    if (entry.type !== 'deposit') throw notADeposit();
    const url = dto.receipt.trim();
    const newest = await manager.findOne(TopupReceipt, { where: { topupEntryId: entry.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (newest?.url !== url) await manager.insert(TopupReceipt, { topupEntryId: entry.id, url, createdBy: user.id, createdByName: authorName(user) });
    return { answer: 'receipt', receipt: url };
  }

  private async raiseRequest(
    manager: EntityManager,
    company: Company,
    r: { amount: Decimal; dueDate: string | null; note: string | null; today: string },
    user: AuthenticatedUser,
  ): Promise<string> {
    const currency = supplierCurrencyOf(company);
    const now = this.clock.now();
    const inserted = await manager.insert(TopupDepositRequest, {
      companyId: company.id,
      amount: r.amount,
      currency,
      amountUsd: await this.rates.toUsd(manager, r.amount, currency, r.today),
      dueDate: r.dueDate,
      note: r.note,
      isAuto: false,
      createdBy: user.id,
      createdByName: authorName(user),
      machineVersion: DEPOSIT_REQUEST_MACHINE_VERSION,
      // Its place in the ledger, and what the automatic requests compare, are business time, like a booking's date.
      createdAt: now,
      updatedAt: now,
    });
    return (inserted.identifiers[0] as { id: string }).id;
  }

  private async addEntry(manager: EntityManager, company: Company, e: EntryInput, user: AuthenticatedUser): Promise<string> {
    const currency = supplierCurrencyOf(company);
    const now = this.clock.now();
    const inserted = await manager.insert(TopupEntry, {
      companyId: company.id,
      type: e.type,
      adjustmentType: e.adjustmentType,
      amount: e.amount,
      currency,
      amountUsd: await this.rates.toUsd(manager, e.amount, currency, e.entryDate),
      entryDate: e.entryDate,
      note: e.note,
      depositRequestId: e.depositRequestId,
      createdBy: user.id,
      createdByName: authorName(user),
      createdAt: now,
    });
    await manager.query(TOPUP_TOTAL_SQL, [company.id, currency, e.amount.toFixed(2), e.type === 'adjustment', now]);
    return (inserted.identifiers[0] as { id: string }).id;
  }

  /**
   * The deposit-request machine on the stored state, written at the version read (a racing change gets 409), and
   * logged so that a conflict can say what the other person did.
   */
  private async transitionRequest(
    manager: EntityManager,
    company: Company,
    requestId: string,
    event: DepositRequestEvent['type'],
    user: AuthenticatedUser,
    actedOnVersion: number | undefined,
  ): Promise<void> {
    const request = await manager.findOneBy(TopupDepositRequest, { id: requestId, companyId: company.id });
    if (!request) throw notFound('Deposit request');
    if (actedOnVersion !== undefined && actedOnVersion !== request.version)
      throw await staleDepositRequest(this.changeLog, manager, requestId, actedOnVersion, request.version);
    const decision = decideDepositRequest(request.state, event, user);
    if (!decision.ok) throw depositRequestRefused(decision.reason, decision.forbidden);
    const cancelled = event === 'CANCEL';
    const [, affected] = await manager.query<[unknown, number]>(
      `UPDATE topup_deposit_request
          SET state = $3, version = version + 1, machine_version = $4, updated_at = $7,
              cancelled_by = CASE WHEN $5 THEN $6::uuid ELSE cancelled_by END, cancelled_at = CASE WHEN $5 THEN $7 ELSE cancelled_at END
        WHERE id = $1 AND version = $2`,
      [request.id, request.version, decision.state, DEPOSIT_REQUEST_MACHINE_VERSION, cancelled, user.id, this.clock.now()],
    );
    if (affected !== 1) throw await staleDepositRequest(this.changeLog, manager, requestId, request.version, request.version + 1);
    const author = { id: user.id, name: authorName(user), email: user.email ?? null };
    await this.changeLog.record(manager, DEPOSIT_REQUEST_ENTITY_TYPE, requestId, request.version + 1, author, [
      { field: 'state', from: request.state, to: decision.state },
    ]);
  }
}

export function requestDto(r: TopupDepositRequest, user: AuthenticatedUser): DepositRequestDto {
  return {
    id: r.id,
    state: r.state,
    amount: r.amount.toFixed(2),
    currency: r.currency.trim(),
    amountUsd: r.amountUsd.toFixed(2),
    dueDate: r.dueDate,
    note: r.note,
    isAuto: r.isAuto,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
    allowedActions: depositRequestAllowedActions(r.state, user),
  };
}
