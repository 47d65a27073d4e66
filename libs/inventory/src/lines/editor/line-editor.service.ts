import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ErrorCode,
  LineMessage,
  linePreviewPath,
  normalizeLine,
  validateLine,
  type Actor,
  type FieldProblem,
  type LineFields,
  type LinePolicyEntry,
} from '@farebox/domain';
import { vehicleClassKeys } from '@farebox/definitions';
import {
  APP_CONFIG,
  AppException,
  ChangeLogService,
  Clock,
  InventoryJob,
  OutboxService,
  QueueName,
  validationFailed,
  type AppConfig,
  type AuthenticatedUser,
  type ChangeAuthor,
  type ChangeLogEntryDto,
} from '@farebox/platform';
import { Company } from '@farebox/companies';
import { Station } from '@farebox/geo';
import { PicturesService } from '@farebox/images';
import { LineAccessService } from '../line-access.service.js';
import { LinePolicyRule } from '../line-policy-rule.entity.js';
import { LineStation } from '../line-station.entity.js';
import { Line } from '../line.entity.js';
import { NO_APPROVAL_INPUTS, type PolicyKind } from '../line.constants.js';
import type {
  LineDto,
  LineFieldsDto,
  LinePolicyEntryDto,
  LineStationDto,
  LineStopDto,
  LineSyncRunDto,
  SyncLineDto,
  UpdateLineDto,
} from './dto/line-editor.dto.js';
import { LineSyncRun } from './line-sync-run.entity.js';
import { copyLineConfiguration } from './line-copy.js';

export const LINE_ENTITY_TYPE = 'line';
const SAVE_FAILED_MESSAGE = 'The line has invalid fields.';

export interface SyncLineJobData {
  runId: string;
}

const conflict = (message: string) => new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, message);
const authorOf = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });

/** Lower-case ASCII words joined by hyphens. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The columns of `line` tab 0 writes (everything of LineFields but the policy entries and the refund/amend choice). */
type StoredColumns = Pick<
  Line,
  | 'denomination'
  | 'type'
  | 'vehicleOnBoard'
  | 'lineClass'
  | 'companyId'
  | 'supplierId'
  | 'publishedAt'
  | 'manualBookings'
  | 'manualBookingsSupport'
  | 'manualBookingsOperations'
  | 'automaticApproval'
  | 'attachTicketsManually'
  | 'automaticApprovalAmountType'
  | 'automaticApprovalAmount'
  | 'onLimitPolicy'
  | 'flexibleSchedule'
  | 'lateApproval'
  | 'lateApprovalDays'
  | 'activity'
  | 'minPassengers'
  | 'showPromotion'
  | 'refundable'
  | 'isFlexibleCancellation'
  | 'amendable'
  | 'isPrivateTransfer'
  | 'privateMaxPassengers'
  | 'privateTripDurationMinutes'
  | 'privateAllPassengerDetailsRequired'
  | 'privateIntervalMinutes'
  | 'stationAId'
  | 'stationBId'
  | 'fromCityId'
  | 'toCityId'
>;

interface CheckedLine {
  columns: StoredColumns;
  cancellations: LinePolicyEntry[];
  amendments: LinePolicyEntry[];
  stationA: Station;
  stationB: Station;
  operator: Company;
  supplier: Company | null;
}

/** A policy entry as the change log and the answers show it. */
const entryOf = (r: LinePolicyRule): LinePolicyEntry => ({
  direction: r.direction ?? 'both',
  timeBefore: r.timeBefore,
  unit: r.unit,
  feePercent: r.feePercent.toString(),
});
const entryOfDto = (e: LinePolicyEntryDto): LinePolicyEntry => ({
  direction: e.direction,
  timeBefore: e.timeBefore ?? null,
  unit: e.unit,
  feePercent: e.feePercent ?? null,
});
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The line editor's tab 0 and side menu: read with what the user may do, create, versioned save with the change log,
 * publish and unpublish (one of two racing calls wins), duplicate, and Sync Line through the outbox. Every access
 * decision is LineAccessService's.
 */
@Injectable()
export class LineEditorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly changeLog: ChangeLogService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly pictures: PicturesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(actor: Actor, id: string): Promise<LineDto> {
    await this.access.require(actor, id, 'read');
    return this.toDto(this.dataSource.manager, actor, id);
  }

  create(dto: LineFieldsDto, user: AuthenticatedUser): Promise<LineDto> {
    return this.dataSource.transaction((manager) => this.createIn(manager, dto, user));
  }

  /** Creates the line in the caller's transaction (the supplier API's Create Line maps it in the same one). */
  async createIn(manager: EntityManager, dto: LineFieldsDto, user: AuthenticatedUser): Promise<LineDto> {
    const checked = await this.checked(manager, dto);
    const seller = checked.supplier ?? checked.operator;
    const line = await manager.save(
      manager.create(Line, {
        ...checked.columns,
        slug: await this.uniqueSlug(manager, checked.columns.denomination),
        published: false,
        isShowOnSearch: true,
        isSupplierApi: false,
        supplierIntegration: null,
        isScrapingAvailability: false,
        approvalInputs: NO_APPROVAL_INPUTS,
        supplierCurrency: seller.currency ?? 'USD',
      }),
    );
    await this.writePolicies(manager, line.id, 'cancellation', checked.cancellations);
    await this.writePolicies(manager, line.id, 'amendment', checked.amendments);
    await manager.save(
      (['aToB', 'bToA'] as const).flatMap((direction) =>
        (direction === 'aToB' ? [line.stationAId, line.stationBId] : [line.stationBId, line.stationAId]).map((stationId, position) =>
          manager.create(LineStation, {
            lineId: line.id,
            stationId,
            direction,
            position,
            isPrimary: true,
            isBoarding: position === 0,
            isDropoff: position === 1,
          }),
        ),
      ),
    );
    const created: Record<string, unknown> = { ...checked.columns, cancellations: checked.cancellations, amendments: checked.amendments };
    const changes = Object.entries(created)
      .filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))
      .map(([field, to]) => ({ field, from: null, to: comparable(to) }));
    await this.changeLog.record(manager, LINE_ENTITY_TYPE, line.id, line.version, authorOf(user), changes);
    return this.toDto(manager, user, line.id);
  }

  /**
   * Saves tab 0 from the version the user edited: a stale version answers 409 EditConflict with what changed since;
   * a save that changes nothing keeps the version. A primary station of a line with trips does not change (the trips
   * and their bookings keep their stations).
   */
  async update(id: string, dto: UpdateLineDto, user: AuthenticatedUser): Promise<LineDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.access.require(user, id, 'editLine', manager);
      const current = await manager.findOneOrFail(Line, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (current.version !== dto.version) throw await this.changeLog.conflictSince(manager, LINE_ENTITY_TYPE, id, dto.version, current.version);
      const checked = await this.checked(manager, dto);
      const stationsChanged = current.stationAId !== checked.columns.stationAId || current.stationBId !== checked.columns.stationBId;
      if (stationsChanged && (await this.hasTrips(manager, id))) throw conflict(LineMessage.StationsLocked);

      const before = await this.policiesOf(manager, id);
      const changes: { field: string; from: unknown; to: unknown }[] = (Object.keys(checked.columns) as (keyof StoredColumns)[])
        .filter((field) => !sameJson(comparable(current[field]), comparable(checked.columns[field])))
        .map((field) => ({ field, from: comparable(current[field]) ?? null, to: comparable(checked.columns[field]) ?? null }));
      for (const kind of ['cancellations', 'amendments'] as const)
        if (!sameJson(before[kind], checked[kind])) changes.push({ field: kind, from: before[kind], to: checked[kind] });
      if (changes.length === 0) return this.toDto(manager, user, id);

      await manager.update(Line, { id, version: dto.version }, { ...checked.columns, version: dto.version + 1 });
      await this.writePolicies(manager, id, 'cancellation', checked.cancellations);
      await this.writePolicies(manager, id, 'amendment', checked.amendments);
      if (stationsChanged) {
        // The primary stops follow the primary stations (no trips use them: checked above).
        for (const [from, to] of [
          [current.stationAId, checked.columns.stationAId],
          [current.stationBId, checked.columns.stationBId],
        ])
          if (from !== to) await manager.query(`UPDATE line_station SET station_id = $3 WHERE line_id = $1 AND station_id = $2 AND is_primary`, [id, from, to]);
      }
      await this.changeLog.record(manager, LINE_ENTITY_TYPE, id, dto.version + 1, authorOf(user), changes);
      return this.toDto(manager, user, id);
    });
  }

  /** Publish (true) or unpublish (false); of two racing calls one wins and the other gets 409 naming the state. */
  async setPublished(id: string, published: boolean, user: AuthenticatedUser): Promise<LineDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.access.require(user, id, 'editLine', manager);
      // TypeORM answers an UPDATE ... RETURNING on PostgreSQL as [rows, affected].
      const [rows]: [{ version: number }[], number] = await manager.query(
        `UPDATE line SET published = $2, version = version + 1, updated_at = now() WHERE id = $1 AND published <> $2 RETURNING version`,
        [id, published],
      );
      if (rows.length === 0) throw conflict(published ? LineMessage.AlreadyPublished : LineMessage.AlreadyUnpublished);
      await this.changeLog.record(manager, LINE_ENTITY_TYPE, id, rows[0].version, authorOf(user), [{ field: 'published', from: !published, to: published }]);
      return this.toDto(manager, user, id);
    });
  }

  /**
   * A copy of the line, unpublished, named "<denomination> (copy)", with its configuration: every line_* table that
   * hangs off the line (prices, policies, stations, events, extras, packs, vehicle types and whatever other line_*
   * tables the editor grows), the rows hanging off its events, and its pictures. Trips, bookings and sync runs are not copied: the
   * copy's trips come from its events once it is scheduled.
   */
  async duplicate(id: string, user: AuthenticatedUser): Promise<LineDto> {
    return this.dataSource.transaction(async (manager) => {
      const source = await this.access.require(user, id, 'editLine', manager);
      const denomination = `${source.denomination} (copy)`;
      const copyId = await copyLineConfiguration(manager, id, { denomination, slug: await this.uniqueSlug(manager, denomination) });
      // Pictures are libs/images rows, not line_* tables, so the schema-driven copy does not see them.
      await this.pictures.copyOwner(manager, 'line', id, copyId);
      const copy = await manager.findOneByOrFail(Line, { id: copyId });
      await this.changeLog.record(manager, LINE_ENTITY_TYPE, copyId, copy.version, authorOf(user), [
        { field: 'duplicatedFrom', from: null, to: id },
        { field: 'denomination', from: null, to: denomination },
      ]);
      return this.toDto(manager, user, copyId);
    });
  }

  /** Queues Sync Line (supplier-API and scraping lines only) through the outbox; the worker records what it did. */
  async sync(id: string, dto: SyncLineDto, user: AuthenticatedUser): Promise<LineSyncRunDto> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.access.require(user, id, 'editLine', manager);
      if (!line.isSupplierApi && !line.isScrapingAvailability) throw conflict(LineMessage.NotSyncable);
      const run = await manager.save(
        manager.create(LineSyncRun, {
          lineId: id,
          daysInAdvance: dto.daysInAdvance,
          state: 'queued',
          result: null,
          requestedBy: user.id,
          requestedAt: this.clock.now(),
          finishedAt: null,
        }),
      );
      await this.outbox.add(manager, QueueName.Inventory, InventoryJob.SyncLine, { runId: run.id } satisfies SyncLineJobData);
      return toSyncDto(run);
    });
  }

  async changeLogOf(actor: Actor, id: string): Promise<ChangeLogEntryDto[]> {
    await this.access.require(actor, id, 'read');
    return this.changeLog.entriesOf(LINE_ENTITY_TYPE, id);
  }

  /** The normalised fields with the stations and companies they name, or 400 with every invalid field. */
  private async checked(manager: EntityManager, dto: LineFieldsDto): Promise<CheckedLine> {
    const fields: LineFields = normalizeLine({
      ...dto,
      cancellations: dto.cancellations.map(entryOfDto),
      amendments: dto.amendments.map(entryOfDto),
      supplierId: dto.supplierId ?? null,
      publishedAt: dto.publishedAt ?? null,
      automaticApprovalAmount: dto.automaticApprovalAmount ?? null,
      onLimitPolicy: dto.onLimitPolicy ?? null,
      lateApprovalDays: dto.lateApprovalDays ?? null,
      minPassengers: dto.minPassengers ?? null,
      refundable: dto.refundable ?? null,
      amendable: dto.amendable ?? null,
      privateMaxPassengers: dto.privateMaxPassengers ?? null,
      privateTripDurationMinutes: dto.privateTripDurationMinutes ?? null,
      privateIntervalMinutes: dto.privateIntervalMinutes ?? null,
      stationAId: dto.stationAId ?? null,
      stationBId: dto.stationBId ?? null,
    });
    const errors: FieldProblem[] = validateLine(fields, await vehicleClassKeys(manager));
    const has = (field: string) => errors.some((e) => e.field === field);
    const find = async <T extends Company | Station>(entity: new () => T, field: string, value: string | null, message: string): Promise<T | null> => {
      if (!value || has(field)) return null;
      const found = isUUID(value) ? await manager.findOneBy(entity, { id: value } as never) : null;
      if (!found) errors.push({ field, message });
      return found;
    };
    const operator = await find(Company, 'companyId', fields.companyId, 'Choose a company from the list.');
    const supplier = await find(Company, 'supplierId', fields.supplierId, 'Choose a company from the list.');
    const stationA = await find(Station, 'stationAId', fields.stationAId, LineMessage.Station);
    const stationB = await find(Station, 'stationBId', fields.stationBId, LineMessage.Station);
    let publishedAt: Date | null = null;
    if (fields.publishedAt) {
      publishedAt = new Date(fields.publishedAt);
      if (Number.isNaN(publishedAt.getTime())) errors.push({ field: 'publishedAt', message: 'Enter a valid date and time.' });
    }
    if (errors.length > 0 || !operator || !stationA || !stationB) throw validationFailed(errors, errors.length === 1 ? errors[0].message : SAVE_FAILED_MESSAGE);
    const { cancellations, amendments, refundable, amendable, ...rest } = fields;
    return {
      columns: {
        ...rest,
        type: rest.type as Line['type'],
        refundable: refundable === true,
        amendable: amendable === true,
        minPassengers: rest.minPassengers ?? 1,
        privateIntervalMinutes: rest.privateIntervalMinutes ?? 30,
        publishedAt,
        stationAId: stationA.id,
        stationBId: stationB.id,
        fromCityId: stationA.cityId,
        toCityId: stationB.cityId,
      },
      cancellations: cancellations.map((e) => ({ ...e, feePercent: new Decimal(e.feePercent!).toString() })),
      amendments: amendments.map((e) => ({ ...e, feePercent: new Decimal(e.feePercent!).toString() })),
      stationA,
      stationB,
      operator,
      supplier,
    };
  }

  private async hasTrips(manager: EntityManager, lineId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM trip WHERE line_id = $1 LIMIT 1`, [lineId]);
    return rows.length > 0;
  }

  private async policiesOf(manager: EntityManager, lineId: string): Promise<{ cancellations: LinePolicyEntry[]; amendments: LinePolicyEntry[] }> {
    const rules = await manager.find(LinePolicyRule, { where: { lineId }, order: { position: 'ASC', id: 'ASC' } });
    return {
      cancellations: rules.filter((r) => r.kind === 'cancellation').map(entryOf),
      amendments: rules.filter((r) => r.kind === 'amendment').map(entryOf),
    };
  }

  /** The form's entries of one policy, each with its direction (null stored for both), replace the stored ones. */
  private async writePolicies(manager: EntityManager, lineId: string, kind: PolicyKind, entries: LinePolicyEntry[]): Promise<void> {
    await manager.query(`DELETE FROM line_policy_rule WHERE line_id = $1 AND kind = $2`, [lineId, kind]);
    if (entries.length === 0) return;
    await manager.save(
      entries.map((e, position) =>
        manager.create(LinePolicyRule, {
          lineId,
          kind,
          direction: e.direction === 'both' ? null : e.direction,
          timeBefore: e.timeBefore!,
          unit: e.unit,
          feePercent: new Decimal(e.feePercent!),
          position,
        }),
      ),
    );
  }

  private async uniqueSlug(manager: EntityManager, denomination: string): Promise<string> {
    const base = slugify(denomination) || 'line';
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await manager.existsBy(Line, { slug }))) return slug;
    }
  }

  private async toDto(manager: EntityManager, actor: Actor, id: string): Promise<LineDto> {
    const line = await manager.findOneOrFail(Line, {
      where: { id },
      relations: { company: true, stationA: { city: true }, stationB: { city: true } },
    });
    const supplier = line.supplierId ? await manager.findOneBy(Company, { id: line.supplierId }) : null;
    const policies = await this.policiesOf(manager, id);
    const stops = await manager
      .getRepository(LineStation)
      .createQueryBuilder('ls')
      .where('ls.line_id = :id', { id })
      .orderBy('ls.direction', 'ASC')
      .addOrderBy('ls.position', 'ASC')
      .getMany();
    const stations = new Map(
      (stops.length ? await manager.find(Station, { where: stops.map((s) => ({ id: s.stationId })), relations: { city: true } }) : []).map((s) => [s.id, s]),
    );
    const stopDto = (s: LineStation): LineStopDto => ({
      id: s.id,
      position: s.position,
      isPrimary: s.isPrimary,
      isBoarding: s.isBoarding,
      isDropoff: s.isDropoff,
      timeOffsetMinutes: s.timeOffsetMinutes,
      station: stationDto(stations.get(s.stationId)!),
    });
    const lastSync = await manager.findOne(LineSyncRun, { where: { lineId: id }, order: { requestedAt: 'DESC' } });
    const site = this.config.publicSiteUrl?.replace(/\/+$/, '') ?? null;
    const stationA = stationDto(line.stationA!);
    const stationB = stationDto(line.stationB!);
    const preview = (from: LineStationDto, to: LineStationDto) => (line.published && site ? `${site}${linePreviewPath(from.slug, to.slug, line.slug)}` : null);
    return {
      id: line.id,
      slug: line.slug,
      published: line.published,
      isShowOnSearch: line.isShowOnSearch,
      isSupplierApi: line.isSupplierApi,
      isScrapingAvailability: line.isScrapingAvailability,
      supplierCurrency: line.supplierCurrency.trim(),
      company: { id: line.company!.id, name: line.company!.name },
      supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
      denomination: line.denomination,
      type: line.type,
      vehicleOnBoard: line.vehicleOnBoard,
      lineClass: line.lineClass,
      companyId: line.companyId,
      supplierId: line.supplierId,
      publishedAt: line.publishedAt ? line.publishedAt.toISOString() : null,
      manualBookings: line.manualBookings,
      manualBookingsSupport: line.manualBookingsSupport,
      manualBookingsOperations: line.manualBookingsOperations,
      automaticApproval: line.automaticApproval,
      attachTicketsManually: line.attachTicketsManually,
      automaticApprovalAmountType: line.automaticApprovalAmountType,
      automaticApprovalAmount: line.automaticApprovalAmount,
      onLimitPolicy: line.onLimitPolicy,
      flexibleSchedule: line.flexibleSchedule,
      lateApproval: line.lateApproval,
      lateApprovalDays: line.lateApprovalDays,
      activity: line.activity,
      minPassengers: line.minPassengers,
      showPromotion: line.showPromotion,
      refundable: line.refundable,
      isFlexibleCancellation: line.isFlexibleCancellation,
      cancellations: policies.cancellations,
      amendable: line.amendable,
      amendments: policies.amendments,
      isPrivateTransfer: line.isPrivateTransfer,
      privateMaxPassengers: line.privateMaxPassengers,
      privateTripDurationMinutes: line.privateTripDurationMinutes,
      privateAllPassengerDetailsRequired: line.privateAllPassengerDetailsRequired,
      privateIntervalMinutes: line.privateIntervalMinutes,
      stationAId: line.stationAId,
      stationBId: line.stationBId,
      stationA,
      stationB,
      multiStations: { aToB: stops.filter((s) => s.direction === 'aToB').map(stopDto), bToA: stops.filter((s) => s.direction === 'bToA').map(stopDto) },
      preview: { aToB: preview(stationA, stationB), bToA: preview(stationB, stationA) },
      lastSync: lastSync ? toSyncDto(lastSync) : null,
      access: await this.access.accessTo(actor, line, manager),
      version: line.version,
    };
  }
}

const stationDto = (s: Station): LineStationDto => ({
  id: s.id,
  name: s.name,
  slug: s.slug,
  address: s.address,
  city: { id: s.city!.id, name: s.city!.name, slug: s.city!.slug, timezone: s.city!.timezone },
});

export const toSyncDto = (run: LineSyncRun): LineSyncRunDto => ({
  id: run.id,
  daysInAdvance: run.daysInAdvance,
  state: run.state,
  result: run.result,
  requestedAt: run.requestedAt,
  finishedAt: run.finishedAt,
});
