import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { normalizeCompany, newCompanyFields, Role, validateCompany, validateCurrencyChange, type CompanyFields, type FieldError } from '@farebox/domain';
import { User, notAuthorized } from '@farebox/identity';
import {
  ChangeLogService,
  notFound,
  ResponseCacheService,
  takeOf,
  validationFailed,
  type AuthenticatedUser,
  type ChangeAuthor,
  type FieldChange,
  type Page,
  likePattern,
} from '@farebox/platform';
import { Company } from './company.entity.js';
import { COMPANY_SAVE_FAILED_MESSAGE } from './company.errors.js';
import { columnsOf, COMPANY_FIELD_KEYS, definedOf, fieldsOf, sameJson, toCompanyDto } from './company.mapper.js';
import type { ChangeLogEntryDto, CompanyAgentDto, CompanyDto, CompanyListItemDto, CompanyOptionDto } from './dto/company.dto.js';
import type { ChangeCurrencyDto, CreateCompanyDto, UpdateCompanyDto } from './dto/company-write.dto.js';
import type { ListCompaniesQueryDto } from './dto/list-companies-query.dto.js';

export const COMPANY_ENTITY_TYPE = 'company';

export function authorOf(user: AuthenticatedUser): ChangeAuthor {
  return { id: user.id, name: user.displayName || user.username, email: user.email ?? null };
}

function invalid(errors: FieldError[]) {
  return validationFailed(errors, errors.length === 1 ? errors[0].message : COMPANY_SAVE_FAILED_MESSAGE);
}

/** The cached pickers list (GET /companies/options), evicted on every company write. */
export const COMPANY_OPTIONS_URL = '/api/companies/options';

@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly changeLog: ChangeLogService,
    private readonly cache: ResponseCacheService,
  ) {}

  /** After every company write: the pickers list may have changed. */
  async written(): Promise<void> {
    await this.cache.evictPrefix(COMPANY_OPTIONS_URL);
  }

  /** Agents see their own company only; staff see every company. */
  assertCanRead(user: AuthenticatedUser, companyId: string): void {
    if (user.role === Role.Agent && user.companyId !== companyId) throw notAuthorized();
  }

  async list(query: ListCompaniesQueryDto, user: AuthenticatedUser): Promise<Page<CompanyListItemDto>> {
    const qb = this.companies.createQueryBuilder('c');
    if (user.role === Role.Agent) qb.andWhere('c.id = :own', { own: user.companyId ?? '00000000-0000-0000-0000-000000000000' });
    if (query.company) qb.andWhere('c.name ILIKE :company', { company: likePattern(query.company) });
    if (query.website) qb.andWhere('c.website ILIKE :website', { website: likePattern(query.website) });
    if (query.agent) {
      qb.andWhere(`EXISTS (SELECT 1 FROM app_user u WHERE u.company_id = c.id AND u.role = :agentRole AND u.username ILIKE :agent)`, {
        agentRole: Role.Agent,
        agent: likePattern(query.agent),
      });
    }
    if (query.isHeat !== undefined) qb.andWhere('c.is_heat = :isHeat', { isHeat: query.isHeat });
    if (query.isSupplier !== undefined) qb.andWhere('c.is_supplier = :isSupplier', { isSupplier: query.isSupplier });
    qb.orderBy('lower(c.name)', 'ASC').addOrderBy('c.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    const firstAgents = await this.firstAgentUsernames(rows.map((r) => r.id));
    return {
      data: rows.map((c) => ({
        id: c.id,
        name: c.name,
        website: c.website,
        firstAgentUsername: firstAgents.get(c.id) ?? null,
        activated: c.activated,
        signedAgreement: c.signedAgreement,
        isHeat: c.isHeat,
        isSupplier: c.isSupplier,
      })),
      meta: { limit: query.limit, offset: query.offset, total },
    };
  }

  private async firstAgentUsernames(companyIds: string[]): Promise<Map<string, string>> {
    if (companyIds.length === 0) return new Map();
    const rows: { company_id: string; username: string }[] = await this.dataSource.query(
      `SELECT DISTINCT ON (company_id) company_id, username FROM app_user
        WHERE company_id = ANY($1::uuid[]) AND role = $2 ORDER BY company_id, created_at, username`,
      [companyIds, Role.Agent],
    );
    return new Map(rows.map((r) => [r.company_id, r.username]));
  }

  options(): Promise<CompanyOptionDto[]> {
    return this.companies
      .createQueryBuilder('c')
      .select(['c.id', 'c.name'])
      .orderBy('lower(c.name)', 'ASC')
      .getMany()
      .then((rows) => rows.map((r) => ({ id: r.id, name: r.name })));
  }

  async agentsOf(companyId: string): Promise<CompanyAgentDto[]> {
    const agents = await this.users.find({
      where: { companyId, role: Role.Agent },
      order: { createdAt: 'ASC', username: 'ASC' },
      select: { id: true, username: true, email: true, displayName: true, createdAt: true },
    });
    return agents.map((a) => ({ id: a.id, username: a.username, email: a.email, displayName: a.displayName }));
  }

  async findEntity(id: string, manager: EntityManager = this.dataSource.manager): Promise<Company> {
    const company = await manager.findOneBy(Company, { id });
    if (!company) throw notFound('Company');
    return company;
  }

  async toDto(company: Company): Promise<CompanyDto> {
    return toCompanyDto(company, await this.agentsOf(company.id));
  }

  async get(id: string, user: AuthenticatedUser): Promise<CompanyDto> {
    this.assertCanRead(user, id);
    return this.toDto(await this.findEntity(id));
  }

  async create(dto: CreateCompanyDto, user: AuthenticatedUser): Promise<CompanyDto> {
    const fields = normalizeCompany<CompanyFields>({ ...newCompanyFields(), ...definedOf(dto) });
    const errors = validateCompany(fields);
    if (errors.length > 0) throw invalid(errors);
    const columns = columnsOf(fields);
    const saved = await this.dataSource.transaction(async (manager) => {
      const company = await manager.save(manager.create(Company, columns));
      const defaults = columnsOf(newCompanyFields());
      const changes: FieldChange[] = COMPANY_FIELD_KEYS.filter((k) => k === 'name' || !sameJson(columns[k as keyof Company], defaults[k as keyof Company])).map(
        (field) => ({ field, from: null, to: columns[field as keyof Company] ?? null }),
      );
      await this.changeLog.record(manager, COMPANY_ENTITY_TYPE, company.id, company.version, authorOf(user), changes);
      return company;
    });
    await this.written();
    return this.toDto(await this.findEntity(saved.id));
  }

  async update(id: string, dto: UpdateCompanyDto, user: AuthenticatedUser): Promise<CompanyDto> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const current = await this.findEntity(id, manager);
      const fields = normalizeCompany<CompanyFields>({ ...fieldsOf(current), ...definedOf(dto) });
      const errors = validateCompany(fields);
      if (errors.length > 0) throw invalid(errors);
      return this.saveVersioned(manager, current, dto.version, columnsOf(fields), user);
    });
    await this.written();
    return this.toDto(updated);
  }

  /** Writes the columns that differ through the one versioned-update mechanism (change log + 409). */
  private saveVersioned(manager: EntityManager, current: Company, expectedVersion: number, columns: Partial<Company>, user: AuthenticatedUser) {
    const patch: Partial<Company> = {};
    for (const [key, value] of Object.entries(columns) as [keyof Company, unknown][]) {
      if (!sameJson(current[key], value)) (patch as Record<string, unknown>)[key] = value;
    }
    return this.changeLog.updateVersioned<Company>(manager, {
      entity: Company,
      entityType: COMPANY_ENTITY_TYPE,
      id: current.id,
      expectedVersion,
      patch,
      author: authorOf(user),
    });
  }

  async changeLogOf(id: string, user: AuthenticatedUser): Promise<ChangeLogEntryDto[]> {
    this.assertCanRead(user, id);
    await this.findEntity(id);
    return this.changeLog.entriesOf(COMPANY_ENTITY_TYPE, id);
  }

  async changeCurrency(id: string, dto: ChangeCurrencyDto, user: AuthenticatedUser): Promise<CompanyDto> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const current = await this.findEntity(id, manager);
      const errors = validateCurrencyChange(current.currency, dto.newCurrency);
      if (errors.length > 0) throw invalid(errors);
      return this.saveVersioned(manager, current, current.version, { currency: dto.newCurrency }, user);
    });
    await this.written();
    return this.toDto(updated);
  }

  /** Only an agent of the company signs its supplier agreement. */
  async signAgreement(id: string, user: AuthenticatedUser): Promise<CompanyDto> {
    if (user.role !== Role.Agent || user.companyId !== id) throw notAuthorized();
    const updated = await this.dataSource.transaction(async (manager) => {
      const current = await this.findEntity(id, manager);
      if (current.signedAgreement) return current;
      return this.saveVersioned(manager, current, current.version, { signedAgreement: true }, user);
    });
    await this.written();
    return this.toDto(updated);
  }
}
