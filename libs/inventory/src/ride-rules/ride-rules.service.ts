import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ErrorCode,
  hasCondition,
  resolveRideRules,
  rideRuleAttribute,
  rideRuleValueText,
  RIDE_RULE_LEVEL_LABELS,
  validateRideRule,
  type RideRule,
  type RideRuleFields,
} from '@farebox/domain';
import { AppException, ChangeLogService, takeOf, validationFailed, type AuthenticatedUser, type ChangeAuthor, type Page } from '@farebox/platform';
import type {
  ResolvedRideAttributeDto,
  RideRuleDto,
  RideRuleFieldsDto,
  RideRuleListQueryDto,
  RideTargetQueryDto,
  UpdateRideRuleDto,
} from './dto/ride-rule.dto.js';
import { RideRuleRow } from './ride-rule.entity.js';

const ENTITY_TYPE = 'ride_rule';
const SAVE_FAILED_MESSAGE = 'The ride rule has invalid fields.';
const author = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });
const ruleNotFound = () => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'The ride rule is not found.');

interface LoadedRow {
  id: string;
  level: RideRule['level'];
  attribute: string;
  attributeType: RideRule['attributeType'];
  companyIds: string[];
  companies: { id: string; name: string }[];
  fromCityId: string | null;
  fromCityName: string | null;
  toCityId: string | null;
  toCityName: string | null;
  vehicleTypes: string[];
  vehicleClasses: string[];
  value: unknown;
  version: number;
  updatedAt: Date;
}

const SELECT = `
  SELECT r.id, r.level, r.attribute, r.attribute_type AS "attributeType", r.company_ids AS "companyIds",
         COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY lower(c.name))
                     FROM company c WHERE c.id = ANY (r.company_ids)), '[]') AS companies,
         r.from_city_id AS "fromCityId", fc.name AS "fromCityName", r.to_city_id AS "toCityId", tc.name AS "toCityName",
         r.vehicle_types AS "vehicleTypes", r.vehicle_classes AS "vehicleClasses", r.value, r.version, r.updated_at AS "updatedAt"
    FROM ride_rule r LEFT JOIN city fc ON fc.id = r.from_city_id LEFT JOIN city tc ON tc.id = r.to_city_id`;

const toRule = (r: LoadedRow): RideRule => ({ ...r, updatedAt: r.updatedAt.toISOString() });

function toDto(r: LoadedRow): RideRuleDto {
  const def = rideRuleAttribute(r.attribute)!;
  const cities = [r.fromCityName, r.toCityName].filter(Boolean).join(' – ');
  const condition = [cities, r.vehicleTypes.join(' or '), r.vehicleClasses.join(' or ')].filter((part) => part !== '').join(', ');
  return {
    id: r.id,
    level: r.level,
    attribute: r.attribute,
    displayName: def.displayName,
    attributeType: r.attributeType,
    companies: r.companies,
    fromCity: r.fromCityId ? { id: r.fromCityId, name: r.fromCityName! } : null,
    toCity: r.toCityId ? { id: r.toCityId, name: r.toCityName! } : null,
    vehicleTypes: r.vehicleTypes,
    vehicleClasses: r.vehicleClasses,
    value: r.value,
    valueText: rideRuleValueText(def.kind, r.value),
    source: `${RIDE_RULE_LEVEL_LABELS[r.level]}: ${r.companies.map((c) => c.name).join(', ')}`,
    condition: hasCondition(r) ? condition : null,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Ride rules: list, the rules of one ride resolved, create, versioned edit with a change log, delete. */
@Injectable()
export class RideRulesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
  ) {}

  async list(query: RideRuleListQueryDto): Promise<Page<RideRuleDto>> {
    const where = `WHERE ($1::uuid IS NULL OR r.company_ids @> ARRAY[$1::uuid]) AND ($2::text IS NULL OR r.level = $2) AND ($3::text IS NULL OR r.attribute = $3)`;
    const params = [query.company ?? null, query.level ?? null, query.attribute ?? null];
    const rows: LoadedRow[] = await this.dataSource.query(`${SELECT} ${where} ORDER BY r.attribute, r.level, r.updated_at, r.id OFFSET $4 LIMIT $5`, [
      ...params,
      query.offset,
      takeOf(query),
    ]);
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM ride_rule r ${where}`, params);
    return { data: rows.map(toDto), meta: { limit: query.limit, offset: query.offset, total } };
  }

  /** The attributes the rules set for a ride, each with the rules that apply (general to specific) and its exceptions. */
  async applicable(target: RideTargetQueryDto): Promise<ResolvedRideAttributeDto[]> {
    const companies = [target.operator, ...(target.supplier ? [target.supplier] : [])];
    const rows: LoadedRow[] = await this.dataSource.query(`${SELECT} WHERE r.company_ids && $1::uuid[]`, [companies]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ride = {
      operatorId: target.operator,
      supplierId: target.supplier ?? null,
      fromCityId: target.fromCity,
      toCityId: target.toCity,
      vehicleType: target.vehicleType,
      vehicleClass: target.vehicleClass,
    };
    return resolveRideRules(rows.map(toRule), ride).map((a) => ({
      attribute: a.attribute.slug,
      displayName: a.attribute.displayName,
      value: a.value,
      valueText: rideRuleValueText(a.attribute.kind, a.value),
      exceptions: a.exceptions,
      rules: a.rules.map((r) => toDto(byId.get(r.id)!)),
    }));
  }

  async get(id: string): Promise<RideRuleDto> {
    return toDto(await this.load(this.dataSource.manager, id));
  }

  async create(dto: RideRuleFieldsDto, user: AuthenticatedUser): Promise<RideRuleDto> {
    return this.dataSource.transaction(async (manager) => {
      const fields = await this.checked(manager, dto);
      const row = await manager.save(manager.create(RideRuleRow, fields));
      const changes = Object.entries(fields).map(([field, to]: [string, unknown]) => ({ field, from: null, to }));
      await this.changeLog.record(manager, ENTITY_TYPE, row.id, row.version, author(user), changes);
      return toDto(await this.load(manager, row.id));
    });
  }

  async update(id: string, dto: UpdateRideRuleDto, user: AuthenticatedUser): Promise<RideRuleDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.load(manager, id);
      const fields = await this.checked(manager, dto);
      await this.changeLog.updateVersioned<RideRuleRow>(manager, {
        entity: RideRuleRow,
        entityType: ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch: fields,
        author: author(user),
      });
      return toDto(await this.load(manager, id));
    });
  }

  async delete(id: string): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(RideRuleRow, { id });
    if (!affected) throw ruleNotFound();
  }

  /** The stored fields, or 400 with every invalid field (domain rules, unknown companies or cities). */
  private async checked(manager: EntityManager, dto: RideRuleFieldsDto): Promise<RideRuleFields> {
    const fields: RideRuleFields = {
      level: dto.level,
      attribute: dto.attribute,
      attributeType: dto.attributeType,
      companyIds: [...new Set(dto.companyIds)],
      fromCityId: dto.fromCityId ?? null,
      toCityId: dto.toCityId ?? null,
      vehicleTypes: [...new Set((dto.vehicleTypes ?? []).map((t) => t.trim()).filter(Boolean))],
      vehicleClasses: [...new Set((dto.vehicleClasses ?? []).map((c) => c.trim()).filter(Boolean))],
      value: dto.value,
    };
    const errors = validateRideRule(fields);
    if (fields.companyIds.length > 0) {
      const [{ known }]: { known: number }[] = await manager.query(`SELECT count(*)::int AS known FROM company WHERE id = ANY ($1::uuid[])`, [
        fields.companyIds,
      ]);
      if (known !== fields.companyIds.length) errors.push({ field: 'companyIds', message: 'A company of the rule does not exist.' });
    }
    for (const field of ['fromCityId', 'toCityId'] as const) {
      const cityId = fields[field];
      if (!cityId) continue;
      const [city]: unknown[] = await manager.query(`SELECT 1 FROM city WHERE id = $1`, [cityId]);
      if (!city) errors.push({ field, message: 'The city does not exist.' });
    }
    if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : SAVE_FAILED_MESSAGE);
    return fields;
  }

  private async load(manager: EntityManager, id: string): Promise<LoadedRow> {
    const [row]: LoadedRow[] = await manager.query(`${SELECT} WHERE r.id = $1`, [id]);
    if (!row) throw ruleNotFound();
    return row;
  }
}
