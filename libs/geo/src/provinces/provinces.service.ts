import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ErrorCode, normalizeProvince, ProvinceMessage, validateProvince, type ProvinceFields } from '@farebox/domain';
import {
  AppException,
  ChangeLogService,
  diffFields,
  notFound,
  sanitizeRichText,
  takeOf,
  validationFailed,
  type AuthenticatedUser,
  type ChangeAuthor,
  type ChangeLogEntryDto,
  type FieldChange,
  type FieldError,
  type Page,
  likePattern,
} from '@farebox/platform';
import { PicturesService } from '@farebox/images';
import { City } from '../cities/city.entity.js';
import { authorOf } from '../change-author.js';
import { Country } from '../countries/country.entity.js';
import type { ListProvincesQueryDto, ProvinceCityDto, ProvinceDto, ProvinceFieldsDto, ProvinceListItemDto, UpdateProvinceDto } from './dto/province.dto.js';
import { inUseMessage, usesOf } from '../uses-of.js';
import { PROVINCE_REFERENCES } from './province-references.js';
import { Province } from './province.entity.js';

const PROVINCE_ENTITY_TYPE = 'province';
const PROVINCE_SAVE_FAILED_MESSAGE = 'The province has invalid fields.';

type ProvinceColumns = Pick<Province, 'name' | 'countryId' | 'description'>;

/** Provinces: list with city counts, read, create and versioned edit of the fields and the cities, with a change log. */
@Injectable()
export class ProvincesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
    private readonly pictures: PicturesService,
  ) {}

  async list(query: ListProvincesQueryDto): Promise<Page<ProvinceListItemDto>> {
    const qb = this.dataSource.getRepository(Province).createQueryBuilder('p').innerJoinAndSelect('p.country', 'c');
    if (query.name) qb.andWhere('p.name ILIKE :name', { name: likePattern(query.name) });
    if (query.countryId) qb.andWhere('p.country_id = :countryId', { countryId: query.countryId });
    qb.orderBy('lower(p.name)', 'ASC').addOrderBy('p.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    const counts = await this.citiesCounts(rows.map((p) => p.id));
    return {
      data: rows.map((p) => ({ id: p.id, name: p.name, country: { id: p.countryId, name: p.country!.name }, citiesCount: counts.get(p.id) ?? 0 })),
      meta: { limit: query.limit, offset: query.offset, total },
    };
  }

  async get(id: string): Promise<ProvinceDto> {
    return this.toDto(this.dataSource.manager, await this.find(id));
  }

  async create(dto: ProvinceFieldsDto, user: AuthenticatedUser): Promise<ProvinceDto> {
    return this.dataSource.transaction(async (manager) => {
      const { cityIds, ...columns } = await this.checked(manager, dto);
      const province = await manager.save(manager.create(Province, columns));
      await this.moveCities(manager, province.id, cityIds, authorOf(user));
      const changes: FieldChange[] = Object.entries(columns).map(([field, to]) => ({ field, from: null, to }));
      const cities = await this.citiesOf(manager, province.id);
      if (cities.length > 0) changes.push({ field: 'cities', from: [], to: cities.map((c) => c.name) });
      await this.changeLog.record(manager, PROVINCE_ENTITY_TYPE, province.id, province.version, authorOf(user), changes);
      return this.toDto(manager, province);
    });
  }

  /**
   * Writes the columns and the cities as one versioned change: the row is locked, a stale version gets 409 with what
   * changed since, and a change of the cities alone still makes a new version.
   */
  async update(id: string, dto: UpdateProvinceDto, user: AuthenticatedUser): Promise<ProvinceDto> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.find(id, manager, true);
      if (current.version !== dto.version) throw await this.changeLog.conflictSince(manager, PROVINCE_ENTITY_TYPE, id, dto.version, current.version);
      const { cityIds, ...columns } = await this.checked(manager, dto);
      const changes = diffFields<ProvinceColumns>(current, columns);
      const before = (await this.citiesOf(manager, id)).map((c) => c.name);
      await this.moveCities(manager, id, cityIds, authorOf(user));
      const after = (await this.citiesOf(manager, id)).map((c) => c.name);
      if (before.join('\n') !== after.join('\n')) changes.push({ field: 'cities', from: before, to: after });
      if (changes.length === 0) return this.toDto(manager, current);
      await manager.update(Province, { id }, { ...columns, version: current.version + 1 });
      await this.changeLog.record(manager, PROVINCE_ENTITY_TYPE, id, current.version + 1, authorOf(user), changes);
      return this.toDto(manager, await this.find(id, manager));
    });
  }

  /** Deletes the province with its pictures, or answers 409 naming its cities. */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.find(id, manager, true);
      const uses = await usesOf(manager, id, PROVINCE_REFERENCES);
      if (uses.length > 0) throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, inUseMessage('province', uses));
      await this.pictures.removeOwner(manager, 'province', id);
      await manager.delete(Province, { id });
    });
  }

  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    await this.find(id);
    return this.changeLog.entriesOf(PROVINCE_ENTITY_TYPE, id);
  }

  /** The normalised fields with sanitised HTML, or 400 with every invalid field. */
  private async checked(manager: EntityManager, dto: ProvinceFieldsDto): Promise<ProvinceFields> {
    const fields = normalizeProvince({ name: dto.name, countryId: dto.countryId.trim(), cityIds: dto.cityIds, description: dto.description ?? null });
    const errors: FieldError[] = validateProvince(fields);
    if (fields.countryId !== '' && !(isUUID(fields.countryId) && (await manager.existsBy(Country, { id: fields.countryId })))) {
      errors.push({ field: 'countryId', message: ProvinceMessage.UnknownCountry });
    } else if (fields.cityIds.length > 0) {
      const ofCountry = await manager.countBy(City, { id: In(fields.cityIds), countryId: fields.countryId });
      if (ofCountry !== fields.cityIds.length) errors.push({ field: 'cityIds', message: ProvinceMessage.CityOfAnotherCountry });
    }
    if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : PROVINCE_SAVE_FAILED_MESSAGE);
    return { ...fields, description: sanitizeRichText(fields.description) };
  }

  /**
   * The province's cities become exactly `cityIds`; a city listed here leaves its previous province, which gets a new
   * version and a change-log row of its own (so an editor holding it open gets 409, and its log says where cities went).
   */
  private async moveCities(manager: EntityManager, provinceId: string, cityIds: string[], author: ChangeAuthor): Promise<void> {
    const losing = await this.provincesLosing(manager, provinceId, cityIds);
    await this.assignCities(manager, provinceId, cityIds);
    for (const { province, before } of losing) {
      const after = (await this.citiesOf(manager, province.id)).map((c) => c.name);
      await manager.update(Province, { id: province.id }, { version: province.version + 1 });
      await this.changeLog.record(manager, PROVINCE_ENTITY_TYPE, province.id, province.version + 1, author, [{ field: 'cities', from: before, to: after }]);
    }
  }

  /** The other provinces that hold any of `cityIds`, locked in id order, with their city names before the move. */
  private async provincesLosing(manager: EntityManager, provinceId: string, cityIds: string[]): Promise<{ province: Province; before: string[] }[]> {
    if (cityIds.length === 0) return [];
    const rows = await manager.query<{ province_id: string }[]>(
      `SELECT DISTINCT province_id FROM city WHERE id = ANY($1::uuid[]) AND province_id IS NOT NULL AND province_id <> $2 ORDER BY province_id`,
      [cityIds, provinceId],
    );
    const losing = [];
    for (const { province_id } of rows) {
      losing.push({ province: await this.find(province_id, manager, true), before: (await this.citiesOf(manager, province_id)).map((c) => c.name) });
    }
    return losing;
  }

  private async assignCities(manager: EntityManager, provinceId: string, cityIds: string[]): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(City)
      .set({ provinceId: null })
      .where('province_id = :provinceId', { provinceId })
      .andWhere(cityIds.length > 0 ? 'id NOT IN (:...cityIds)' : 'true', { cityIds })
      .execute();
    if (cityIds.length > 0) await manager.update(City, { id: In(cityIds) }, { provinceId });
  }

  private citiesOf(manager: EntityManager, provinceId: string): Promise<ProvinceCityDto[]> {
    return manager.find(City, { select: { id: true, name: true }, where: { provinceId }, order: { name: 'ASC', id: 'ASC' } });
  }

  private async citiesCounts(provinceIds: string[]): Promise<Map<string, number>> {
    if (provinceIds.length === 0) return new Map();
    const rows = await this.dataSource.query<{ province_id: string; count: number }[]>(
      `SELECT province_id, count(*)::int AS count FROM city WHERE province_id = ANY($1) GROUP BY province_id`,
      [provinceIds],
    );
    return new Map(rows.map((r) => [r.province_id, r.count]));
  }

  private async toDto(manager: EntityManager, p: Province): Promise<ProvinceDto> {
    const country = await manager.findOneByOrFail(Country, { id: p.countryId });
    const cities = (await this.citiesOf(manager, p.id)).map(({ id, name }) => ({ id, name }));
    return {
      id: p.id,
      name: p.name,
      country: { id: country.id, name: country.name },
      citiesCount: cities.length,
      cities,
      description: p.description,
      version: p.version,
    };
  }

  private async find(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<Province> {
    const province = await manager.findOne(Province, { where: { id }, lock: lock ? { mode: 'pessimistic_write' } : undefined });
    if (!province) throw notFound('Province');
    return province;
  }
}
