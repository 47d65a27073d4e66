import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ErrorCode,
  formatCents,
  LinePriceMessage,
  resolveLinePrices,
  Role,
  usdCentsOrNull,
  validatePriceRule,
  type Actor,
  type FieldProblem,
  type PriceRuleInput,
} from '@farebox/domain';
import { CurrencyRatesService, noCurrencyRate } from '@farebox/finance';
import {
  allOnManager,
  AppException,
  ChangeLogService,
  Clock,
  notFound,
  validationFailed,
  type AuthenticatedUser,
  type ChangeAuthor,
  type FieldChange,
} from '@farebox/platform';
import { LineAccessService } from '../lines/line-access.service.js';
import { LinePrice } from '../lines/line-price.entity.js';
import { Line } from '../lines/line.entity.js';
import type {
  DeletePriceRuleQueryDto,
  LinePricesDto,
  LinePricesSaveDto,
  PriceRuleDeleteDto,
  PriceRuleSaveDto,
  LinePassengerPriceDto,
  PriceRuleDto,
  PriceRuleFieldsDto,
  PriceRulesDto,
  UpdateLinePricesDto,
  UpdatePriceRuleDto,
} from './dto/line-prices.dto.js';
import { LinePriceRule } from './line-price-rule.entity.js';
import { ruleTermsOf } from './price-rules.reader.js';
import { futureTripPrices, priceChangeImpact } from './price-change-impact.js';
import { runOrDryRun } from '../dry-run.js';
import { SupplyConfigDefaults } from '../supply-configs/supply-config-defaults.js';

/** Change-log entity names: prices are saved with the line (its version), rules have their own version. */
const LINE = 'line';
const PRICE_RULE = 'line_price_rule';

const authorOf = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });
const dec = (cents: bigint) => new Decimal(formatCents(cents));
const centsOf = (d: Decimal) => BigInt(d.times(100).toFixed(0));

interface CompanyPassengerType {
  type: string;
  fromAge: number | null;
  toAge: number | null;
}

/** The Prices tab of the line editor (spec 2.9 tab 1, 2.11): passenger prices, the line price input and price rules. */
@Injectable()
export class PricesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly rates: CurrencyRatesService,
    private readonly changeLog: ChangeLogService,
    private readonly clock: Clock,
    private readonly supplyConfigs: SupplyConfigDefaults,
  ) {}

  async get(actor: Actor, lineId: string): Promise<LinePricesDto> {
    const line = await this.access.require(actor, lineId, 'read');
    return this.pricesOf(this.dataSource.manager, actor, line);
  }

  /**
   * Saves the whole Prices form from the line version it was edited from: 400 with every invalid field, 409
   * EditConflict on a stale version, 409 NoCurrencyRate when the supplier currency has no USD rate. USD amounts use
   * today's rate of the finance area. One change-log entry on the line lists every field that changed.
   */
  async update(user: AuthenticatedUser, lineId: string, dto: UpdateLinePricesDto): Promise<LinePricesSaveDto> {
    return this.withImpact(lineId, !!dto.dryRun, async (manager) => {
      const line = await this.access.require(user, lineId, 'editLine', manager);
      await manager.query(`SELECT 1 FROM line WHERE id = $1 FOR UPDATE`, [lineId]);
      const current = await this.lineVersion(manager, lineId);
      if (current !== dto.version) throw await this.changeLog.conflictSince(manager, LINE, lineId, dto.version, current);

      const resolved = resolveLinePrices(dto);
      if ('errors' in resolved) throw invalid(resolved.errors);
      const { value } = resolved;
      const existing = await manager.find(LinePrice, { where: { lineId }, order: { passengerType: 'ASC' } });
      const known = new Set([...(await this.companyTypes(manager, line)).map((t) => t.type), ...existing.map((p) => p.passengerType)]);
      const unknown = value.prices.flatMap((p, i) =>
        known.has(p.passengerType) ? [] : [{ field: `prices[${i}].passengerType`, message: LinePriceMessage.UnknownPassengerType }],
      );
      if (unknown.length > 0) throw invalid(unknown);
      const rate = value.prices.length > 0 ? await this.rateOrConflict(manager, line.supplierCurrency) : null;

      const before = snapshot(line, existing);
      const nextPrices = value.prices.map((p) => ({
        passengerType: p.passengerType,
        cost: dec(p.cost),
        amount: dec(p.amount),
        markup: dec(p.markup),
        isAmountByMarkup: p.isAmountByMarkup,
        costUsd: dec(usdCentsOrNull(p.cost, rate)!),
        amountUsd: dec(usdCentsOrNull(p.amount, rate)!),
      }));
      const after = snapshot(
        {
          bookingFeeActive: value.bookingFee.isActive,
          bookingFeePerPassenger: value.bookingFee.isPerPassenger,
          bookingFeePrice: dec(value.bookingFee.price),
          returnDiscount: dec(value.returnDiscount),
          returnCostDiscount: dec(value.returnCostDiscount),
          offlinePrice: value.offlinePrice === null ? null : dec(value.offlinePrice),
        },
        nextPrices,
      );
      const changes = diff(before, after);
      if (changes.length === 0) return this.pricesOf(manager, user, line);

      const [rows]: [{ version: number }[], number] = await manager.query(
        `UPDATE line SET booking_fee_active = $3, booking_fee_per_passenger = $4, booking_fee_price = $5, return_discount = $6,
                return_cost_discount = $7, offline_price = $8, version = version + 1, updated_at = $9
          WHERE id = $1 AND version = $2 RETURNING version`,
        [
          lineId,
          dto.version,
          value.bookingFee.isActive,
          value.bookingFee.isPerPassenger,
          formatCents(value.bookingFee.price),
          formatCents(value.returnDiscount),
          formatCents(value.returnCostDiscount),
          value.offlinePrice === null ? null : formatCents(value.offlinePrice),
          this.clock.now(),
        ],
      );
      if (rows.length !== 1) throw await this.changeLog.conflictSince(manager, LINE, lineId, dto.version, dto.version + 1);
      const keep = nextPrices.map((p) => p.passengerType);
      await manager.query(`DELETE FROM line_price WHERE line_id = $1 AND NOT (passenger_type = ANY($2::text[]))`, [lineId, keep]);
      for (const p of nextPrices) {
        await manager.query(
          `INSERT INTO line_price (line_id, passenger_type, cost, amount, currency, markup, cost_usd, amount_usd, is_amount_by_markup)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (line_id, passenger_type) DO UPDATE SET cost = EXCLUDED.cost, amount = EXCLUDED.amount, currency = EXCLUDED.currency,
             markup = EXCLUDED.markup, cost_usd = EXCLUDED.cost_usd, amount_usd = EXCLUDED.amount_usd, is_amount_by_markup = EXCLUDED.is_amount_by_markup`,
          [
            lineId,
            p.passengerType,
            p.cost.toFixed(2),
            p.amount.toFixed(2),
            line.supplierCurrency,
            p.markup.toFixed(2),
            p.costUsd.toFixed(2),
            p.amountUsd.toFixed(2),
            p.isAmountByMarkup,
          ],
        );
      }
      await this.changeLog.record(manager, LINE, lineId, rows[0].version, authorOf(user), changes);
      const saved = await manager.findOneByOrFail(Line, { id: lineId });
      return this.pricesOf(manager, user, saved);
    });
  }

  async listRules(actor: Actor, lineId: string): Promise<PriceRulesDto> {
    const line = await this.access.require(actor, lineId, 'read');
    const manager = this.dataSource.manager;
    const [rules, access, types, stations] = await Promise.all([
      manager.find(LinePriceRule, { where: { lineId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.access.accessTo(actor, line),
      this.companyTypes(manager, line),
      this.lineStations(manager, line),
    ]);
    return {
      data: rules.map((r) => ruleDto(r, actor)),
      canAdd: access.editLine && !line.isSupplierApi,
      canEdit: access.editLine,
      isPrivateTransfer: line.isPrivateTransfer,
      passengerTypes: types.map((t) => t.type),
      stations,
    };
  }

  /** Adds a rule (saved non-supplier-API lines only: 409 otherwise); it prices trips departing from now on. */
  async createRule(user: AuthenticatedUser, lineId: string, dto: PriceRuleFieldsDto): Promise<PriceRuleSaveDto> {
    return this.withImpact(lineId, !!dto.dryRun, async (manager) => {
      const line = await this.access.require(user, lineId, 'editLine', manager);
      if (line.isSupplierApi) throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, LinePriceMessage.SupplierApiRules);
      const fields = await this.ruleFields(manager, line, dto);
      const rule = await manager.save(manager.create(LinePriceRule, { ...fields, lineId, version: 1 }));
      await this.changeLog.record(manager, PRICE_RULE, rule.id, 1, authorOf(user), diff({}, ruleSnapshot(rule)));
      return ruleDto(rule, user);
    });
  }

  /** Edits a rule from the version it was edited from (409 EditConflict otherwise); it prices trips departing from now on. */
  async updateRule(user: AuthenticatedUser, lineId: string, ruleId: string, dto: UpdatePriceRuleDto): Promise<PriceRuleSaveDto> {
    return this.withImpact(lineId, !!dto.dryRun, async (manager) => {
      const line = await this.access.require(user, lineId, 'editLine', manager);
      const rule = await this.lockedRule(manager, lineId, ruleId);
      if (rule.version !== dto.version) throw await this.changeLog.conflictSince(manager, PRICE_RULE, ruleId, dto.version, rule.version);
      const fields = await this.ruleFields(manager, line, dto);
      const next = manager.create(LinePriceRule, { ...rule, ...fields, version: rule.version + 1 });
      const changes = diff(ruleSnapshot(rule), ruleSnapshot(next));
      if (changes.length === 0) return ruleDto(rule, user);
      const saved = await manager.save(next);
      await this.changeLog.record(manager, PRICE_RULE, ruleId, saved.version, authorOf(user), changes);
      return ruleDto(saved, user);
    });
  }

  /** Deletes a rule the user confirmed at `version` (409 EditConflict when it changed since). */
  async deleteRule(user: AuthenticatedUser, lineId: string, ruleId: string, query: DeletePriceRuleQueryDto): Promise<PriceRuleDeleteDto> {
    return this.withImpact(lineId, query.dryRun === 'true', async (manager) => {
      await this.access.require(user, lineId, 'editLine', manager);
      const rule = await this.lockedRule(manager, lineId, ruleId);
      if (rule.version !== query.version) throw await this.changeLog.conflictSince(manager, PRICE_RULE, ruleId, query.version, rule.version);
      await manager.delete(LinePriceRule, { id: ruleId });
      await this.changeLog.record(manager, PRICE_RULE, ruleId, rule.version + 1, authorOf(user), diff(ruleSnapshot(rule), {}));
      return {};
    });
  }

  changeLogOfRule(actor: Actor, lineId: string, ruleId: string) {
    return this.access.require(actor, lineId, 'read').then(() => this.changeLog.entriesOf(PRICE_RULE, ruleId));
  }

  /**
   * Runs a change of what the line's trips sell at and answers what it does to its future trips (which change price,
   * from what to what); a dry run runs the same code and rolls it back: the tab's preview before Save.
   */
  private withImpact<T extends object>(lineId: string, dryRun: boolean, change: (manager: EntityManager) => Promise<T>) {
    return runOrDryRun(this.dataSource, dryRun, async (manager) => {
      const now = this.clock.now();
      const before = await futureTripPrices(manager, lineId, now);
      const result = await change(manager);
      const after = await futureTripPrices(manager, lineId, now);
      const [line]: { supplier_currency: string }[] = await manager.query(`SELECT supplier_currency FROM line WHERE id = $1`, [lineId]);
      return { ...result, impact: priceChangeImpact(before, after, line.supplier_currency) };
    });
  }

  private async pricesOf(manager: EntityManager, actor: Actor, line: Line): Promise<LinePricesDto> {
    const agent = actor.role === Role.Agent;
    const [prices, types, rate, defaultMarkup] = await allOnManager(
      manager,
      () => manager.find(LinePrice, { where: { lineId: line.id }, order: { passengerType: 'ASC' } }),
      () => this.companyTypes(manager, line),
      () => this.rates.rateOf(manager, line.supplierCurrency, this.clock.today()),
      () => this.supplyConfigs.defaultMarkupPercent(manager, line),
    );
    const byType = new Map(prices.map((p) => [p.passengerType, p]));
    // A passenger type not priced yet (every one on a new line) starts from the supplier's default markup.
    const rows: LinePassengerPriceDto[] = types.map((t) => priceRow(t, byType.get(t.type) ?? null, agent, defaultMarkup));
    const typeNames = new Set(types.map((t) => t.type));
    for (const p of prices)
      if (!typeNames.has(p.passengerType)) rows.push(priceRow({ type: p.passengerType, fromAge: null, toAge: null }, p, agent, defaultMarkup));
    return {
      lineId: line.id,
      version: line.version,
      supplierCurrency: line.supplierCurrency,
      usdRate: agent || !rate ? null : rate.toFixed(4),
      prices: rows,
      bookingFee: { isActive: line.bookingFeeActive, isPerPassenger: line.bookingFeePerPassenger, price: line.bookingFeePrice.toFixed(2) },
      returnDiscount: line.returnDiscount.toFixed(2),
      returnCostDiscount: line.returnCostDiscount.toFixed(2),
      offlinePrice: line.offlinePrice ? line.offlinePrice.toFixed(2) : null,
    };
  }

  private async lineVersion(manager: EntityManager, lineId: string): Promise<number> {
    const [row]: { version: number }[] = await manager.query(`SELECT version FROM line WHERE id = $1`, [lineId]);
    if (!row) throw notFound('Line');
    return row.version;
  }

  private async rateOrConflict(manager: EntityManager, currency: string): Promise<string> {
    const rate = await this.rates.rateOf(manager, currency, this.clock.today());
    if (!rate) throw noCurrencyRate(currency);
    return rate.toFixed(4);
  }

  /** The operator's passenger types in its order (companies keep them on the company row). */
  private async companyTypes(manager: EntityManager, line: Line): Promise<CompanyPassengerType[]> {
    const [row]: { passenger_types: CompanyPassengerType[] | null }[] = await manager.query(`SELECT passenger_types FROM company WHERE id = $1`, [
      line.companyId,
    ]);
    return (row?.passenger_types ?? []).map((t) => ({ type: t.type, fromAge: t.fromAge ?? null, toAge: t.toAge ?? null }));
  }

  /** The primary stations and every multi-station of the line, by name. */
  private lineStations(manager: EntityManager, line: Line): Promise<{ id: string; name: string }[]> {
    return manager.query(
      `SELECT s.id, s.name FROM station s
        WHERE s.id IN ($1, $2) OR s.id IN (SELECT ls.station_id FROM line_station ls WHERE ls.line_id = $3)
        ORDER BY s.name, s.id`,
      [line.stationAId, line.stationBId, line.id],
    );
  }

  private async lockedRule(manager: EntityManager, lineId: string, ruleId: string): Promise<LinePriceRule> {
    const rule = await manager.findOne(LinePriceRule, { where: { id: ruleId, lineId }, lock: { mode: 'pessimistic_write' } });
    if (!rule) throw notFound('Price rule');
    return rule;
  }

  /** Validates the form against the line (libs/domain validatePriceRule) and prices it in USD at today's rate. */
  private async ruleFields(manager: EntityManager, line: Line, dto: PriceRuleFieldsDto): Promise<Partial<LinePriceRule>> {
    const [types, stations] = await allOnManager(
      manager,
      () => this.companyTypes(manager, line),
      () => this.lineStations(manager, line),
    );
    const input: PriceRuleInput = dto;
    const errors = validatePriceRule(input, {
      isPrivateTransfer: line.isPrivateTransfer,
      passengerTypes: types.map((t) => t.type),
      stationIds: stations.map((s) => s.id),
    });
    if (errors.length > 0) throw invalid(errors);
    const rate = await this.rateOrConflict(manager, line.supplierCurrency);
    const price = new Decimal(String(dto.price)).toDecimalPlaces(2);
    const blank = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v);
    return {
      departureTimes: [...new Set(dto.departureTimes ?? [])].sort(),
      timeIntervals: (dto.timeIntervals ?? []).map((iv) => ({ start: iv.start, end: iv.end })),
      startDate: blank(dto.startDate),
      endDate: blank(dto.endDate),
      dows: [...new Set(dto.dows ?? [])].sort(),
      passengerTypes: (dto.passengerTypes ?? []).map((p) => ({ type: p.type, fromAge: p.fromAge ?? null, toAge: p.toAge ?? null })),
      fromStationIds: [...new Set(dto.fromStationIds ?? [])],
      toStationIds: [...new Set(dto.toStationIds ?? [])],
      price,
      currency: line.supplierCurrency,
      priceUsd: dec(usdCentsOrNull(centsOf(price), rate)!),
      effectiveFrom: this.clock.now(),
    };
  }
}

const invalid = (errors: FieldProblem[]) => validationFailed(errors, errors.map((e) => e.message).join('; '));

function priceRow(type: CompanyPassengerType, price: LinePrice | null, agent: boolean, defaultMarkup: string): LinePassengerPriceDto {
  return {
    passengerType: type.type,
    fromAge: type.fromAge,
    toAge: type.toAge,
    priced: price !== null,
    cost: price ? price.cost.toFixed(2) : '0.00',
    amount: price ? price.amount.toFixed(2) : '0.00',
    markup: agent ? null : price ? price.markup.toFixed(2) : defaultMarkup,
    isAmountByMarkup: price?.isAmountByMarkup ?? true,
    costUsd: agent || !price ? null : price.costUsd.toFixed(2),
    amountUsd: agent || !price ? null : price.amountUsd.toFixed(2),
  };
}

function ruleDto(r: LinePriceRule, actor: Actor): PriceRuleDto {
  return { ...ruleTermsOf(r), currency: r.currency, priceUsd: actor.role === Role.Agent ? null : r.priceUsd.toFixed(2), version: r.version };
}

type Snapshot = Record<string, string | boolean | null>;

/** The Prices form as change-log fields: `bookingFee.price`, `prices.Adult.markup`, ... */
function snapshot(
  line: Pick<Line, 'bookingFeeActive' | 'bookingFeePerPassenger' | 'bookingFeePrice' | 'returnDiscount' | 'returnCostDiscount' | 'offlinePrice'>,
  prices: Pick<LinePrice, 'passengerType' | 'cost' | 'amount' | 'markup' | 'isAmountByMarkup'>[],
): Snapshot {
  const s: Snapshot = {
    'bookingFee.isActive': line.bookingFeeActive,
    'bookingFee.isPerPassenger': line.bookingFeePerPassenger,
    'bookingFee.price': line.bookingFeePrice.toFixed(2),
    returnDiscount: line.returnDiscount.toFixed(2),
    returnCostDiscount: line.returnCostDiscount.toFixed(2),
    offlinePrice: line.offlinePrice ? line.offlinePrice.toFixed(2) : null,
  };
  for (const p of prices) {
    s[`prices.${p.passengerType}.cost`] = p.cost.toFixed(2);
    s[`prices.${p.passengerType}.amount`] = p.amount.toFixed(2);
    s[`prices.${p.passengerType}.markup`] = p.markup.toFixed(2);
    s[`prices.${p.passengerType}.isAmountByMarkup`] = p.isAmountByMarkup;
  }
  return s;
}

function ruleSnapshot(r: LinePriceRule): Snapshot {
  return {
    departureTimes: r.departureTimes.join(', '),
    timeIntervals: r.timeIntervals.map((iv) => `${iv.start}-${iv.end}`).join(', '),
    startDate: r.startDate,
    endDate: r.endDate,
    dows: r.dows.join(', '),
    passengerTypes: r.passengerTypes.map((p) => `${p.type} ${p.fromAge ?? ''}-${p.toAge ?? ''}`).join(', '),
    fromStationIds: r.fromStationIds.join(', '),
    toStationIds: r.toStationIds.join(', '),
    price: `${r.price.toFixed(2)} ${r.currency}`,
  };
}

function diff(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.filter((f) => (before[f] ?? null) !== (after[f] ?? null)).map((f) => ({ field: f, from: before[f] ?? null, to: after[f] ?? null }));
}
