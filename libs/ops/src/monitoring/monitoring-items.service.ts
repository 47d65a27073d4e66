import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ErrorCode, normalizeMonitoringItem, validateMonitoringItem, type MonitoringItemFields } from '@farebox/domain';
import {
  APP_CONFIG,
  AppException,
  Clock,
  IdempotencyService,
  notFound,
  takeOf,
  validationFailed,
  type AppConfig,
  type AuthenticatedUser,
  type Page,
  type PageQueryDto,
} from '@farebox/platform';
import type {
  MonitoringItemDto,
  MonitoringItemFieldsDto,
  MonitoringRunDto,
  PauseMonitoringItemDto,
  UpdateMonitoringItemDto,
} from './dto/monitoring-item.dto.js';
import { MonitoringItem } from './monitoring-item.entity.js';
import { MonitoringRun } from './monitoring-run.entity.js';
import { MonitoringRunService } from './monitoring-run.service.js';
import { MonitoringSchedules } from './monitoring-schedules.js';

const LAST_RUNS = 5;
const SAVE_FAILED_MESSAGE = 'The monitoring item has invalid fields.';

export const toRunDto = (r: MonitoringRun): MonitoringRunDto => ({
  id: r.id,
  trigger: r.trigger,
  status: r.status,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  rowCount: r.rowCount,
  truncated: r.truncated,
  messagesPosted: r.messagesPosted,
  error: r.error,
});

const toDto = (i: MonitoringItem, runs: MonitoringRun[]): MonitoringItemDto => ({
  id: i.id,
  queryName: i.queryName,
  queryString: i.queryString,
  outputType: i.outputType,
  outputFormat: i.outputFormat,
  slackChannel: i.slackChannel,
  startTime: i.startTime,
  frequency: i.frequency,
  daysToCheck: i.daysToCheck,
  paused: i.paused,
  version: i.version,
  createdAt: i.createdAt.toISOString(),
  lastRuns: runs.map(toRunDto),
});

const monitoringDisabled = () => new AppException(HttpStatus.NOT_FOUND, ErrorCode.MonitoringDisabled, 'Monitoring is not enabled in this deployment.');

/**
 * Monitoring items: list with their last runs, create, edit (versioned), pause or resume, delete and run now. Each
 * change is committed first, then its BullMQ job scheduler follows (the worker reconciles them at start).
 */
@Injectable()
export class MonitoringItemsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly schedules: MonitoringSchedules,
    private readonly runner: MonitoringRunService,
    private readonly clock: Clock,
    private readonly idempotency: IdempotencyService,
  ) {}

  async list(query: PageQueryDto): Promise<Page<MonitoringItemDto>> {
    this.assertEnabled();
    const [items, total] = await this.dataSource
      .getRepository(MonitoringItem)
      .findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: query.offset, take: takeOf(query) });
    const runs = await this.lastRunsOf(items.map((i) => i.id));
    return { data: items.map((i) => toDto(i, runs.get(i.id) ?? [])), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async create(dto: MonitoringItemFieldsDto, user: AuthenticatedUser): Promise<MonitoringItemDto> {
    this.assertEnabled();
    const fields = checked(dto);
    const now = this.clock.now();
    const repo = this.dataSource.getRepository(MonitoringItem);
    const item = await repo.save(repo.create({ ...fields, paused: false, version: 1, createdBy: user.id, createdAt: now, updatedAt: now }));
    await this.schedules.apply(item);
    return toDto(item, []);
  }

  async update(id: string, dto: UpdateMonitoringItemDto): Promise<MonitoringItemDto> {
    this.assertEnabled();
    const fields = checked(dto);
    const item = await this.updateVersioned(id, dto.version, fields);
    await this.schedules.apply(item);
    return this.get(id);
  }

  async setPaused(id: string, dto: PauseMonitoringItemDto): Promise<MonitoringItemDto> {
    this.assertEnabled();
    const item = await this.updateVersioned(id, dto.version, { paused: dto.paused });
    await this.schedules.apply(item);
    return this.get(id);
  }

  async remove(id: string): Promise<void> {
    this.assertEnabled();
    const { affected } = await this.dataSource.getRepository(MonitoringItem).delete({ id });
    if (!affected) throw notFound('Monitoring item');
    await this.schedules.remove(id);
  }

  /** Runs the item now (paused or not) and answers the recorded run. */
  /**
   * Run now, once per Idempotency-Key: a second click (or a retry) of the same key answers the first run and posts
   * nothing again; racing with it, it waits for the first run to finish.
   */
  runNow(id: string, key: string | undefined, user: AuthenticatedUser): Promise<MonitoringRunDto> {
    this.assertEnabled();
    return this.idempotency.run({ scope: `monitoring.runNow:${user.id}`, key, request: { id } }, async () => {
      const run = await this.runner.run(id, 'manual');
      if (!run) throw notFound('Monitoring item');
      return toRunDto(run);
    });
  }

  async get(id: string): Promise<MonitoringItemDto> {
    const item = await this.dataSource.getRepository(MonitoringItem).findOneBy({ id });
    if (!item) throw notFound('Monitoring item');
    return toDto(item, (await this.lastRunsOf([id])).get(id) ?? []);
  }

  private assertEnabled(): void {
    if (!this.config.monitoringEnabled) throw monitoringDisabled();
  }

  /** `UPDATE … WHERE version = $expected`: a stale version gets 409 EditConflict, a missing item 404. */
  private async updateVersioned(id: string, expected: number, patch: Partial<MonitoringItem>): Promise<MonitoringItem> {
    const repo = this.dataSource.getRepository(MonitoringItem);
    const result = await repo
      .createQueryBuilder()
      .update()
      .set({ ...patch, version: () => 'version + 1', updatedAt: this.clock.now() })
      .where('id = :id AND version = :expected', { id, expected })
      .returning('*')
      .execute();
    if (result.affected) return repo.findOneByOrFail({ id });
    const current = await repo.findOneBy({ id });
    if (!current) throw notFound('Monitoring item');
    throw new AppException(HttpStatus.CONFLICT, ErrorCode.EditConflict, 'Someone else changed this monitoring item; reload it and edit again.', {
      currentVersion: current.version,
    });
  }

  private async lastRunsOf(itemIds: string[]): Promise<Map<string, MonitoringRun[]>> {
    const byItem = new Map<string, MonitoringRun[]>();
    if (itemIds.length === 0) return byItem;
    const runIds = await this.dataSource.query<{ id: string }[]>(
      `SELECT r.id FROM unnest($1::uuid[]) AS i(id)
         CROSS JOIN LATERAL (SELECT id FROM monitoring_run WHERE item_id = i.id ORDER BY started_at DESC, id DESC LIMIT ${LAST_RUNS}) r`,
      [itemIds],
    );
    const rows = await this.dataSource
      .getRepository(MonitoringRun)
      .find({ where: { id: In(runIds.map((r) => r.id)) }, order: { startedAt: 'DESC', id: 'DESC' } });
    for (const run of rows) byItem.set(run.itemId, [...(byItem.get(run.itemId) ?? []), run]);
    return byItem;
  }
}

/** The normalised fields, or 400 with every invalid field and the form's messages. */
function checked(dto: MonitoringItemFieldsDto): MonitoringItemFields & Pick<MonitoringItem, 'outputType' | 'outputFormat'> {
  const fields = normalizeMonitoringItem({ ...dto, slackChannel: dto.slackChannel ?? '' });
  const errors = validateMonitoringItem(fields);
  if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : SAVE_FAILED_MESSAGE);
  return fields as MonitoringItemFields & Pick<MonitoringItem, 'outputType' | 'outputFormat'>;
}
