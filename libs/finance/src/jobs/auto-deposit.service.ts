import { Clock } from '@farebox/platform';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import {
  autoDepositAmount,
  DEFAULT_NUM_OF_DAYS_TO_EXTEND_TOPUP,
  DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT,
  formatCents,
  type ClosedAutoRequest,
} from '@farebox/domain';
import { Company } from '@farebox/companies';
import { NotificationsService } from '@farebox/notifications';
import { CurrencyRatesService } from '../ledger/currency-rates.service.js';
import { supplierCurrencyOf } from '../suppliers/supplier-lookup.js';
import { TopupBalanceService } from '../topups/topup-balance.service.js';

export interface AutoDepositRaised {
  requestId: string;
  companyId: string;
  amount: string;
  currency: string;
  daysLeft: number | null;
  notified: number;
}

export interface AutoDepositOutcome {
  today: string;
  /** Top-up suppliers with automatic requests on. */
  checked: number;
  raised: AutoDepositRaised[];
}

/*
 * The unique partial index topup_deposit_request_one_open_auto allows one open automatic request per supplier:
 * ON CONFLICT on it is how a second raise for the same shortfall (a second run, or two at once) is caught, without
 * aborting the transaction; the notification is written only with the row that was inserted.
 */
const RAISE_SQL = `
INSERT INTO topup_deposit_request (company_id, amount, currency, amount_usd, due_date, note, is_auto, created_by_name, created_at, updated_at)
VALUES ($1, $2, $3, $4, NULL, $5, true, 'Automatic', $6, $6)
ON CONFLICT (company_id) WHERE is_auto AND state = 'open' DO NOTHING
RETURNING id`;

/*
 * The supplier's newest closed automatic request, and whether money came in after it was closed (a deposit, or a
 * cash adjustment above 0, made after the request's last change): what isShortfallAlreadyRequested decides on.
 */
const LAST_CLOSED_AUTO_SQL = `
SELECT r.state,
       EXISTS (SELECT 1 FROM topup_entry e
                WHERE e.company_id = r.company_id AND e.created_at > r.updated_at AND e.amount > 0
                  AND (e.type = 'deposit' OR e.adjustment_type = 'cash')) AS "fundedSince"
  FROM topup_deposit_request r
 WHERE r.company_id = $1 AND r.is_auto AND r.state <> 'open'
 ORDER BY r.updated_at DESC, r.created_at DESC
 LIMIT 1`;

/**
 * The daily automatic deposit requests (common brief, "Auto deposit"): for each top-up supplier with
 * doAutoTopupRequests whose days left fell to its topupAutoDepositFromDaysLeft and that has no open request, a
 * request for numOfDaysToExtendTopup days of average cost, due immediately; the business owner is notified.
 * Once per need (the issue): while a request is open nothing more is raised, and after an automatic request was
 * cancelled none is raised again until money came in (a deposit or a cash adjustment above 0 posted after the
 * cancel: the shortfall ended); after one was deposited, the next shortfall raises a new one
 * (isShortfallAlreadyRequested of @farebox/domain). Safe to run twice, or twice at once.
 */
@Injectable()
export class AutoDepositService {
  private readonly logger = new Logger(AutoDepositService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly balances: TopupBalanceService,
    private readonly rates: CurrencyRatesService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /**
   * `today` (YYYY-MM-DD, default the UTC day) is the day of the balance rules. One transaction per supplier; a
   * failing one fails the run after the others were handled.
   */
  async run(today: string = this.clock.today()): Promise<AutoDepositOutcome> {
    const suppliers: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM company WHERE is_supplier AND payment_type = 'topup' AND do_auto_topup_requests ORDER BY id`,
    );
    const raised: AutoDepositRaised[] = [];
    const failed: string[] = [];
    for (const { id } of suppliers) {
      try {
        const outcome = await this.dataSource.transaction((manager) => this.raiseFor(manager, id, today));
        if (outcome) raised.push(outcome);
      } catch (err) {
        this.logger.error({ err, companyId: id, today }, 'Automatic deposit request failed');
        failed.push(id);
      }
    }
    // The job retries (with backoff) and the suppliers already handled are skipped then: their request is open.
    if (failed.length > 0) throw new Error(`Automatic deposit requests failed for ${failed.length} supplier(s): ${failed.join(', ')}`);
    return { today, checked: suppliers.length, raised };
  }

  private async raiseFor(manager: EntityManager, companyId: string, today: string): Promise<AutoDepositRaised | null> {
    const company = await manager.findOneByOrFail(Company, { id: companyId });
    const currency = supplierCurrencyOf(company);
    const balance = await this.balances.balanceOf(manager, company.id, currency, today);
    const cents = autoDepositAmount({
      daysLeft: balance.daysLeft,
      avgDailyCost: balance.avgDailyCost,
      fromDaysLeft: company.topupAutoDepositFromDaysLeft ?? DEFAULT_TOPUP_AUTO_DEPOSIT_FROM_DAYS_LEFT,
      extendDays: company.numOfDaysToExtendTopup ?? DEFAULT_NUM_OF_DAYS_TO_EXTEND_TOPUP,
      doAuto: company.doAutoTopupRequests,
      hasOpenRequest: balance.hasOpenTopupDepositRequest,
      lastClosedAutoRequest: (await manager.query<ClosedAutoRequest[]>(LAST_CLOSED_AUTO_SQL, [company.id]))[0] ?? null,
    });
    if (cents === null) return null;
    const amount = formatCents(cents);
    const amountUsd = await this.rates.toUsd(manager, new Decimal(amount), currency, today);
    const note = `Automatic: ${balance.daysLeft} days of balance left at ${formatCents(balance.avgDailyCost)} ${currency} a day`;
    const [row] = await manager.query<{ id: string }[]>(RAISE_SQL, [company.id, amount, currency, amountUsd.toFixed(2), note, this.clock.now()]);
    if (!row) return null;
    const notified = await this.notifyBusinessOwner(manager, company, { amount, currency, daysLeft: balance.daysLeft });
    return { requestId: row.id, companyId: company.id, amount, currency, daysLeft: balance.daysLeft, notified };
  }

  /** The business owner: the active users whose e-mail or display name is the company's businessOwner (the form takes either). */
  private async notifyBusinessOwner(
    manager: EntityManager,
    company: Company,
    r: { amount: string; currency: string; daysLeft: number | null },
  ): Promise<number> {
    const owner = company.businessOwner?.trim();
    if (!owner) return 0;
    const users: { id: string }[] = await manager.query(
      `SELECT id FROM app_user WHERE (lower(email) = lower($1) OR lower(display_name) = lower($1)) AND is_active`,
      [owner],
    );
    for (const user of users) {
      await this.notifications.notify(manager, user.id, {
        title: 'Top-up deposit requested',
        text: `${company.name} has ${r.daysLeft} days of top-up balance left: a deposit request of ${r.amount} ${r.currency}, due immediately, was raised.`,
        link: `/payments-report?tab=supplier&supplierId=${company.id}`,
      });
    }
    return users.length;
  }
}
