import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  canEditSupplyConfig,
  ErrorCode,
  normalizeSupplyConfig,
  seesSandboxOnly,
  SupplyConfigMessage,
  validateSupplyConfig,
  type SupplyConfigSettings,
} from '@farebox/domain';
import {
  AppException,
  ChangeLogService,
  notFound,
  takeOf,
  uniqueViolation,
  validationFailed,
  type AuthenticatedUser,
  type ChangeLogEntryDto,
  type Page,
  likePattern,
} from '@farebox/platform';
import type {
  CreateSupplyConfigDto,
  ListSupplyConfigsQueryDto,
  SupplyConfigDto,
  SupplyConfigSettingsDto,
  UpdateSupplyConfigDto,
} from './dto/supply-config.dto.js';
import { SupplyConfig } from './supply-config.entity.js';

const ENTITY_TYPE = 'supply-config';
const SAVE_FAILED_MESSAGE = 'The supply config has invalid fields.';

const authorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });
const forbidden = (message: string) => new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, message);
/** 403 with why: the sandbox role is held to sandbox suppliers, other staff need full admin or the supply-manager scope. */
const deniedFor = (user: AuthenticatedUser) => forbidden(seesSandboxOnly(user) ? SupplyConfigMessage.SandboxOnly : SupplyConfigMessage.NotAllowed);

interface Row extends SupplyConfig {
  companyName: string;
}

/** Supply configs: list, read, create and versioned edit with a change log; the sandbox role is held to sandbox suppliers. */
@Injectable()
export class SupplyConfigsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
  ) {}

  async list(query: ListSupplyConfigsQueryDto, user: AuthenticatedUser): Promise<Page<SupplyConfigDto>> {
    const qb = this.rows(this.dataSource.manager);
    const name = query.supplierName?.trim();
    if (name) qb.andWhere(`c.name ILIKE :name`, { name: likePattern(name) });
    if (seesSandboxOnly(user)) qb.andWhere('s.sandbox');
    const total = await qb.clone().getCount();
    const rows = await qb
      .orderBy('lower(c.name)', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .offset(query.offset)
      .limit(takeOf(query))
      .getRawMany<Record<string, unknown>>();
    return { data: rows.map((r) => this.toDto(rowOf(r), user)), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async get(id: string, user: AuthenticatedUser): Promise<SupplyConfigDto> {
    const row = await this.find(this.dataSource.manager, id);
    if (seesSandboxOnly(user) && !row.sandbox) throw deniedFor(user);
    return this.toDto(row, user);
  }

  async changes(id: string, user: AuthenticatedUser): Promise<ChangeLogEntryDto[]> {
    await this.get(id, user);
    return this.changeLog.entriesOf(ENTITY_TYPE, id);
  }

  async create(dto: CreateSupplyConfigDto, user: AuthenticatedUser): Promise<SupplyConfigDto> {
    const settings = this.checked(dto);
    if (!canEditSupplyConfig(user, settings.sandbox)) throw deniedFor(user);
    const id = await this.dataSource.transaction(async (manager) => {
      const company = await manager.query<{ is_supplier: boolean }[]>(`SELECT is_supplier FROM company WHERE id = $1`, [dto.companyId]);
      if (!company[0]?.is_supplier) throw validationFailed([{ field: 'companyId', message: SupplyConfigMessage.NotSupplier }], SupplyConfigMessage.NotSupplier);
      try {
        const saved = await manager.save(manager.create(SupplyConfig, { ...settings, companyId: dto.companyId }));
        const changes = (Object.keys(settings) as (keyof SupplyConfigSettings)[]).map((field) => ({ field, from: null, to: settings[field] }));
        await this.changeLog.record(manager, ENTITY_TYPE, saved.id, saved.version, authorOf(user), changes);
        return saved.id;
      } catch (err) {
        if (uniqueViolation(err) === 'supply_config_company_key')
          throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, SupplyConfigMessage.AlreadyConfigured);
        throw err;
      }
    });
    return this.get(id, user);
  }

  async update(id: string, dto: UpdateSupplyConfigDto, user: AuthenticatedUser): Promise<SupplyConfigDto> {
    const settings = this.checked(dto);
    await this.dataSource.transaction(async (manager) => {
      // Locked so the sandbox check and the write see the same row: a config turned non-sandbox meanwhile is refused.
      const current = await manager.findOne(SupplyConfig, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw notFound('Supply config');
      if (!canEditSupplyConfig(user, current.sandbox, settings.sandbox)) throw deniedFor(user);
      await this.changeLog.updateVersioned<SupplyConfig>(manager, {
        entity: SupplyConfig,
        entityType: ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch: settings,
        author: authorOf(user),
      });
    });
    return this.get(id, user);
  }

  /** The normalised settings, or 400 with every invalid field. */
  private checked(dto: SupplyConfigSettingsDto): SupplyConfigSettings {
    const { defaultMarkupPercent, commissionPercent, autoApproveBookings, syncEnabled, syncDaysInAdvance, sandbox } = dto;
    const settings = normalizeSupplyConfig({ defaultMarkupPercent, commissionPercent, autoApproveBookings, syncEnabled, syncDaysInAdvance, sandbox });
    const problems = validateSupplyConfig(settings);
    if (problems.length > 0) throw validationFailed(problems, problems.length === 1 ? problems[0].message : SAVE_FAILED_MESSAGE);
    return settings;
  }

  private rows(manager: EntityManager) {
    return manager
      .createQueryBuilder()
      .from(SupplyConfig, 's')
      .innerJoin('company', 'c', 'c.id = s.company_id')
      .select(['s.id AS id', 's.company_id AS "companyId"', 'c.name AS "companyName"', 's.version AS version', 's.sandbox AS sandbox'])
      .addSelect(['s.default_markup_percent AS "defaultMarkupPercent"', 's.commission_percent AS "commissionPercent"'])
      .addSelect(['s.auto_approve_bookings AS "autoApproveBookings"', 's.sync_enabled AS "syncEnabled"', 's.sync_days_in_advance AS "syncDaysInAdvance"']);
  }

  private async find(manager: EntityManager, id: string): Promise<Row> {
    const raw = await this.rows(manager).where('s.id = :id', { id }).getRawOne<Record<string, unknown>>();
    if (!raw) throw notFound('Supply config');
    return rowOf(raw);
  }

  private toDto(row: Row, user: AuthenticatedUser): SupplyConfigDto {
    const { id, companyId, companyName, version, defaultMarkupPercent, commissionPercent, autoApproveBookings, syncEnabled, syncDaysInAdvance, sandbox } = row;
    return {
      id,
      companyId,
      companyName,
      version,
      defaultMarkupPercent,
      commissionPercent,
      autoApproveBookings,
      syncEnabled,
      syncDaysInAdvance,
      sandbox,
      canEdit: canEditSupplyConfig(user, sandbox),
    };
  }
}

const rowOf = (raw: Record<string, unknown>): Row => raw as unknown as Row;
