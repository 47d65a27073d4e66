import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import {
  formatCents,
  LineOptionsMessage,
  resolveLineExtras,
  resolveLineOptions,
  Role,
  usdCentsOrNull,
  type Actor,
  type FieldProblem,
  type ResolvedLineExtra,
  type ResolvedLineOptions,
} from '@farebox/domain';
import { CurrencyRatesService, noCurrencyRate } from '@farebox/finance';
import { ChangeLogService, Clock, notFound, validationFailed, type AuthenticatedUser, type ChangeAuthor, type FieldChange } from '@farebox/platform';
import { LineAccessService } from '../line-access.service.js';
import { LineExtraOption } from '../line-extra-option.entity.js';
import { Line } from '../line.entity.js';
import type {
  LineExtraDto,
  LineExtrasDto,
  LineOptionsDto,
  LinePassengerExtraInfoDto,
  UpdateLineExtrasDto,
  UpdateLineOptionsDto,
} from './dto/line-options.dto.js';

/** Change-log entity name: both tabs are saved with the line (its version). */
const LINE = 'line';
const authorOf = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });
const invalid = (errors: FieldProblem[]) => validationFailed(errors, errors.map((e) => e.message).join('; '));

interface ExtraInfoRow {
  id: string;
  label: string;
  type: string;
  data: string[];
  slug: string;
}

/**
 * The Options (2) and Extras (6) tabs of the line editor (spec part 2, 2.9, 3.5). Each is read and saved whole, from
 * the line version it was edited from: 400 with every invalid field, 409 EditConflict on a stale version (with what
 * changed since); a save bumps the line's version and writes one change-log entry on the line.
 */
@Injectable()
export class LineOptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly rates: CurrencyRatesService,
    private readonly changeLog: ChangeLogService,
    private readonly clock: Clock,
  ) {}

  async getOptions(actor: Actor, lineId: string): Promise<LineOptionsDto> {
    const line = await this.access.require(actor, lineId, 'read');
    return this.optionsOf(this.dataSource.manager, line);
  }

  async updateOptions(user: AuthenticatedUser, lineId: string, dto: UpdateLineOptionsDto): Promise<LineOptionsDto> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.lockedAt(manager, user, lineId, dto.version);
      const resolved = resolveLineOptions(dto);
      if ('errors' in resolved) throw invalid(resolved.errors);
      const { value } = resolved;
      const current = await this.optionsOf(manager, line);
      const changes = diff(optionsSnapshot(current), optionsSnapshot(value));
      if (changes.length === 0) return current;

      const version = await this.bump(
        manager,
        lineId,
        dto.version,
        `phone_required = $3, need_extra_info = $4, prepaid_tickets = $5, full_allocation_policy = $6, key_details = $7::jsonb`,
        [value.phoneRequired, value.needExtraInfo, value.prepaidTickets, value.fullAllocationPolicy, JSON.stringify(value.keyDetails)],
      );
      // Definitions keep their id when their slug stays (bookings store passenger extra info by slug).
      const slugs = value.passengerExtraInfo.map((i) => i.slug);
      await manager.query(`DELETE FROM line_passenger_extra_info WHERE line_id = $1 AND NOT (slug = ANY($2::text[]))`, [lineId, slugs]);
      for (const [position, info] of value.passengerExtraInfo.entries())
        await manager.query(
          `INSERT INTO line_passenger_extra_info (line_id, label, type, data, slug, position) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
           ON CONFLICT (line_id, slug) DO UPDATE SET label = EXCLUDED.label, type = EXCLUDED.type, data = EXCLUDED.data, position = EXCLUDED.position`,
          [lineId, info.label, info.type, JSON.stringify(info.data), info.slug, position],
        );
      await this.changeLog.record(manager, LINE, lineId, version, authorOf(user), changes);
      return this.optionsOf(manager, await manager.findOneByOrFail(Line, { id: lineId }));
    });
  }

  async getExtras(actor: Actor, lineId: string): Promise<LineExtrasDto> {
    const line = await this.access.require(actor, lineId, 'read');
    return this.extrasOf(this.dataSource.manager, actor, line);
  }

  /**
   * Saves the Extras list in its order: an entry with an id changes that extra, one without adds an extra, an extra
   * left out is removed (soft-deleted: no longer offered, still named by the bookings that chose it). USD prices at
   * today's rate of the finance area (409 NoCurrencyRate without one).
   */
  async updateExtras(user: AuthenticatedUser, lineId: string, dto: UpdateLineExtrasDto): Promise<LineExtrasDto> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.lockedAt(manager, user, lineId, dto.version);
      const resolved = resolveLineExtras(dto.extras);
      if ('errors' in resolved) throw invalid(resolved.errors);
      const existing = await manager.find(LineExtraOption, { where: { lineId }, order: { position: 'ASC', id: 'ASC' } });
      const byId = new Map(existing.map((e) => [e.id, e]));
      const seen = new Set<string>();
      const unknown: FieldProblem[] = [];
      dto.extras.forEach((e, i) => {
        if (!e.id) return;
        if (!byId.has(e.id) || seen.has(e.id)) unknown.push({ field: `extras[${i}].id`, message: LineOptionsMessage.UnknownExtra });
        seen.add(e.id);
      });
      if (unknown.length > 0) throw invalid(unknown);

      const next: { id: string | null; value: ResolvedLineExtra; position: number }[] = resolved.value.map((value, position) => ({
        id: dto.extras[position].id ?? null,
        value,
        position,
      }));
      const before = extrasSnapshot(existing.map((e) => ({ key: e.id, ...fromEntity(e) })));
      const snapshotOf = (keys: (string | null)[]) => extrasSnapshot(next.map((n, i) => ({ key: keys[i] ?? `new-${i}`, ...n.value, position: n.position })));
      if (diff(before, snapshotOf(next.map((n) => n.id))).length === 0) return this.extrasOf(manager, user, line);

      const rate = next.length > 0 ? await this.rates.rateOf(manager, line.supplierCurrency, this.clock.today()) : null;
      if (next.length > 0 && !rate) throw noCurrencyRate(line.supplierCurrency);
      const rateText = rate ? rate.toFixed(4) : null;
      const version = await this.bump(manager, lineId, dto.version, '', []);
      const removed = existing.filter((e) => !seen.has(e.id)).map((e) => e.id);
      if (removed.length > 0) await manager.softDelete(LineExtraOption, removed);
      for (const n of next) {
        const v = n.value;
        const row = {
          lineId,
          extraType: v.extraType,
          label: v.label,
          note: v.note,
          needInput: v.needInput,
          inputLabel: v.inputLabel,
          mandatory: v.mandatory,
          perPassenger: v.perPassenger,
          price: new Decimal(formatCents(v.price)),
          currency: line.supplierCurrency,
          priceUsd: new Decimal(formatCents(usdCentsOrNull(v.price, rateText) ?? 0n)),
          position: n.position,
          allowPredefinedData: v.allowPredefinedData,
          usePredefinedData: v.usePredefinedData,
          data: v.data,
        };
        if (n.id) await manager.update(LineExtraOption, { id: n.id }, row);
        else n.id = ((await manager.insert(LineExtraOption, row)).identifiers[0] as { id: string }).id;
      }
      // Logged under the ids the extras have now, new ones included.
      await this.changeLog.record(manager, LINE, lineId, version, authorOf(user), diff(before, snapshotOf(next.map((n) => n.id))));
      return this.extrasOf(manager, user, await manager.findOneByOrFail(Line, { id: lineId }));
    });
  }

  /** The line the user may edit, locked, when `version` is still its version (409 EditConflict otherwise). */
  private async lockedAt(manager: EntityManager, user: AuthenticatedUser, lineId: string, version: number): Promise<Line> {
    const line = await this.access.require(user, lineId, 'editLine', manager);
    const [row]: { version: number }[] = await manager.query(`SELECT version FROM line WHERE id = $1 FOR UPDATE`, [lineId]);
    if (!row) throw notFound('Line');
    if (row.version !== version) throw await this.changeLog.conflictSince(manager, LINE, lineId, version, row.version);
    return line;
  }

  /** Bumps the line's version (setting `set` with parameters from $3); answers the new version. */
  private async bump(manager: EntityManager, lineId: string, version: number, set: string, params: unknown[]): Promise<number> {
    const [rows]: [{ version: number }[], number] = await manager.query(
      `UPDATE line SET ${set ? `${set}, ` : ''}version = version + 1, updated_at = $${params.length + 3} WHERE id = $1 AND version = $2 RETURNING version`,
      [lineId, version, ...params, this.clock.now()],
    );
    if (rows.length !== 1) throw await this.changeLog.conflictSince(manager, LINE, lineId, version, version + 1);
    return rows[0].version;
  }

  private async optionsOf(manager: EntityManager, line: Line): Promise<LineOptionsDto> {
    const infos: ExtraInfoRow[] = await manager.query(
      `SELECT id, label, type, data, slug FROM line_passenger_extra_info WHERE line_id = $1 ORDER BY position, slug`,
      [line.id],
    );
    return {
      lineId: line.id,
      version: line.version,
      phoneRequired: line.phoneRequired,
      needExtraInfo: line.needExtraInfo,
      prepaidTickets: line.prepaidTickets,
      fullAllocationPolicy: line.fullAllocationPolicy,
      keyDetails: line.keyDetails,
      passengerExtraInfo: infos.map((i): LinePassengerExtraInfoDto => ({ id: i.id, label: i.label, type: i.type, data: i.data, slug: i.slug })),
    };
  }

  private async extrasOf(manager: EntityManager, actor: Actor, line: Line): Promise<LineExtrasDto> {
    const extras = await manager.find(LineExtraOption, { where: { lineId: line.id }, order: { position: 'ASC', id: 'ASC' } });
    const agent = actor.role === Role.Agent;
    return {
      lineId: line.id,
      version: line.version,
      supplierCurrency: line.supplierCurrency,
      extras: extras.map((e): LineExtraDto => ({
        id: e.id,
        extraType: e.extraType,
        label: e.label,
        note: e.note,
        price: e.price.toFixed(2),
        currency: e.currency,
        priceUsd: agent ? null : e.priceUsd.toFixed(2),
        perPassenger: e.perPassenger,
        needInput: e.needInput,
        inputLabel: e.inputLabel,
        allowPredefinedData: e.allowPredefinedData,
        usePredefinedData: e.usePredefinedData,
        data: e.data,
        mandatory: e.mandatory,
      })),
    };
  }
}

type Snapshot = Record<string, string | number | boolean | null>;

function optionsSnapshot(
  o: Pick<ResolvedLineOptions, 'phoneRequired' | 'needExtraInfo' | 'prepaidTickets' | 'keyDetails'> & {
    fullAllocationPolicy: string;
    passengerExtraInfo: { label: string; type: string; data: string[]; slug: string }[];
  },
): Snapshot {
  const s: Snapshot = {
    phoneRequired: o.phoneRequired,
    needExtraInfo: o.needExtraInfo,
    prepaidTickets: o.prepaidTickets,
    fullAllocationPolicy: o.fullAllocationPolicy,
    keyDetails: o.keyDetails.join(' | '),
  };
  o.passengerExtraInfo.forEach((i, position) => {
    s[`passengerExtraInfo.${i.slug}`] = `${position + 1}. ${i.label} (${i.type}${i.data.length > 0 ? `: ${i.data.join(', ')}` : ''})`;
  });
  return s;
}

function fromEntity(e: LineExtraOption): ResolvedLineExtra & { position: number } {
  return {
    extraType: e.extraType,
    label: e.label,
    note: e.note,
    price: BigInt(e.price.times(100).toFixed(0)),
    perPassenger: e.perPassenger,
    needInput: e.needInput,
    inputLabel: e.inputLabel,
    allowPredefinedData: e.allowPredefinedData,
    usePredefinedData: e.usePredefinedData,
    data: e.data,
    mandatory: e.mandatory,
    position: e.position,
  };
}

/** The Extras list as change-log fields: `extras.<id>.label`, ... */
function extrasSnapshot(extras: (ResolvedLineExtra & { key: string; position: number })[]): Snapshot {
  const s: Snapshot = {};
  for (const e of extras) {
    const k = `extras.${e.key}`;
    s[`${k}.position`] = e.position + 1;
    s[`${k}.extraType`] = e.extraType;
    s[`${k}.label`] = e.label;
    s[`${k}.note`] = e.note;
    s[`${k}.price`] = formatCents(e.price);
    s[`${k}.perPassenger`] = e.perPassenger;
    s[`${k}.needInput`] = e.needInput;
    s[`${k}.inputLabel`] = e.inputLabel;
    s[`${k}.allowPredefinedData`] = e.allowPredefinedData;
    s[`${k}.usePredefinedData`] = e.usePredefinedData;
    s[`${k}.data`] = e.data.map((d) => `${d.name} ${d.time} min ${d.beforeAfter}`).join('; ');
    s[`${k}.mandatory`] = e.mandatory;
  }
  return s;
}

function diff(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.filter((f) => (before[f] ?? null) !== (after[f] ?? null)).map((f) => ({ field: f, from: before[f] ?? null, to: after[f] ?? null }));
}
