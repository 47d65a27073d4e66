import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { CityMessage, citySlugOf, ErrorCode, normalizeCity, validateCity, type CityFields } from '@farebox/domain';
import {
  AppException,
  ChangeLogService,
  diffFields,
  notFound,
  sanitizeRichText,
  takeOf,
  totalOfPage,
  validationFailed,
  type AuthenticatedUser,
  type ChangeAuthor,
  type ChangeLogEntryDto,
  type FieldError,
  type Page,
  likePattern,
} from '@farebox/platform';
import { PicturesService } from '@farebox/images';
import { authorOf } from '../change-author.js';
import { Country } from '../countries/country.entity.js';
import { Province } from '../provinces/province.entity.js';
import { inUseMessage, usesOf } from '../uses-of.js';
import { Station } from '../stations/station.entity.js';
import { CITY_COUNT_SQL, CITY_LIST_SQL } from './city-list.query.js';
import { CITY_REFERENCES } from './city-references.js';
import { City } from './city.entity.js';
import {
  CITY_STATIONS_SHOWN,
  type CityDetailsDto,
  type CityFieldsDto,
  type CityListItemDto,
  type CityRefDto,
  type ListV2CitiesQueryDto,
  type UpdateCityDto,
} from './dto/city.dto.js';

const CITY_ENTITY_TYPE = 'city';
const PROVINCE_ENTITY_TYPE = 'province';
const CITY_SAVE_FAILED_MESSAGE = 'The city has invalid fields.';
const FOREIGN_KEY_VIOLATION = '23503';

type CityColumns = Omit<CityFields, 'countryId' | 'provinceId' | 'nearbyCityIds'> & Pick<City, 'countryId' | 'provinceId'>;

/** One row of the list statement. */
interface CityListRow {
  id: string;
  name: string;
  slug: string;
  countryId: string;
  countryName: string;
  countryCode: string;
  provinceId: string | null;
  provinceName: string | null;
  stationsCount: number;
  total: number;
}

/** A province whose cities list a save changes, locked, with its city names before the save. */
interface ProvinceBefore {
  province: Province;
  before: string[];
}

const cityNotFound = () => notFound('City');

/** Cities: list with station counts, read, create, versioned edit with a change log and the slug history, delete unless used. */
@Injectable()
export class CitiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
    private readonly pictures: PicturesService,
  ) {}

  /** The page with its counts and the total in one statement (city-list.query.ts). */
  async list(query: ListV2CitiesQueryDto): Promise<Page<CityListItemDto>> {
    const params = [query.name ? likePattern(query.name) : null, query.countryId ?? null];
    const rows = await this.dataSource.query<CityListRow[]>(CITY_LIST_SQL, [...params, query.offset, takeOf(query)]);
    const total = await totalOfPage(this.dataSource, rows, query.offset, CITY_COUNT_SQL, params);
    return {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        country: { id: r.countryId, name: r.countryName, code: r.countryCode },
        province: r.provinceId ? { id: r.provinceId, name: r.provinceName! } : null,
        stationsCount: r.stationsCount,
      })),
      meta: { limit: query.limit, offset: query.offset, total },
    };
  }

  async get(id: string): Promise<CityDetailsDto> {
    return this.toDetails(this.dataSource.manager, await this.find(this.dataSource.manager, id));
  }

  async create(dto: CityFieldsDto, user: AuthenticatedUser): Promise<CityDetailsDto> {
    return this.dataSource.transaction(async (manager) => {
      const { nearbyCityIds, countryCode, ...columns } = await this.checked(manager, dto);
      const provinces = await this.provincesBefore(manager, [columns.provinceId]);
      const slug = await this.slugFor(manager, columns.name, countryCode);
      const city = await manager.save(manager.create(City, { ...columns, slug }));
      await this.setNearby(manager, city.id, nearbyCityIds);
      const saved = await this.find(manager, city.id);
      const changes = diffFields({ nearbyCities: [] }, await this.snapshot(manager, saved));
      await this.changeLog.record(manager, CITY_ENTITY_TYPE, city.id, city.version, authorOf(user), changes);
      await this.logProvinceCities(manager, provinces, authorOf(user));
      return this.toDetails(manager, saved);
    });
  }

  /**
   * Writes the columns and the nearby cities as one versioned change: the row is locked, a stale version gets 409 with
   * what changed since, a rename moves the slug (the old one stays in the slug history), and a change of province gives
   * both provinces a new version and a change-log row.
   */
  async update(id: string, dto: UpdateCityDto, user: AuthenticatedUser): Promise<CityDetailsDto> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.find(manager, id, true);
      if (current.version !== dto.version) throw await this.changeLog.conflictSince(manager, CITY_ENTITY_TYPE, id, dto.version, current.version);
      const { nearbyCityIds, countryCode, ...columns } = await this.checked(manager, dto, id);
      const before = await this.snapshot(manager, current);
      const provinces = current.provinceId === columns.provinceId ? [] : await this.provincesBefore(manager, [current.provinceId, columns.provinceId]);
      const slug = columns.name === current.name ? current.slug : await this.slugFor(manager, columns.name, countryCode, id);
      await manager.update(City, { id }, { ...columns, slug });
      await this.setNearby(manager, id, nearbyCityIds);
      const changes = diffFields(before, await this.snapshot(manager, await this.find(manager, id)));
      if (changes.length === 0) return this.toDetails(manager, current);
      await manager.update(City, { id }, { version: current.version + 1 });
      await this.changeLog.record(manager, CITY_ENTITY_TYPE, id, current.version + 1, authorOf(user), changes);
      await this.logProvinceCities(manager, provinces, authorOf(user));
      return this.toDetails(manager, await this.find(manager, id));
    });
  }

  /** Deletes the city (with its own nearby list and its pictures), or answers 409 naming what uses it. */
  async delete(id: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.find(manager, id, true);
        const uses = await usesOf(manager, id, CITY_REFERENCES);
        if (uses.length > 0) throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, inUseMessage('city', uses));
        await this.pictures.removeOwner(manager, 'city', id);
        await manager.delete(City, { id });
      });
    } catch (err) {
      // A table added since CITY_REFERENCES was written: its foreign key still refuses, and so do we.
      if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION)
        throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, inUseMessage('city', ['other records']));
      throw err;
    }
  }

  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    await this.find(this.dataSource.manager, id);
    return this.changeLog.entriesOf(CITY_ENTITY_TYPE, id);
  }

  /** The normalised columns with sanitised HTML and the country's code, or 400 with every invalid field. */
  private async checked(manager: EntityManager, dto: CityFieldsDto, id?: string): Promise<CityColumns & { nearbyCityIds: string[]; countryCode: string }> {
    const fields = normalizeCity({
      countryId: dto.countryId,
      name: dto.name,
      timezone: dto.timezone,
      provinceId: dto.provinceId ?? null,
      nearbyCityIds: dto.nearbyCityIds ?? [],
      highSeason: dto.highSeason ?? null,
      placesToSee: dto.placesToSee ?? null,
      goodToKnow: dto.goodToKnow ?? null,
      description: dto.description ?? null,
      promotionHtml: dto.promotionHtml ?? null,
    });
    const errors: FieldError[] = validateCity(fields);
    const country = fields.countryId !== '' && isUUID(fields.countryId) ? await manager.findOneBy(Country, { id: fields.countryId }) : null;
    if (fields.countryId !== '' && !country) errors.push({ field: 'countryId', message: CityMessage.UnknownCountry });
    if (country && fields.provinceId) {
      const ofCountry = isUUID(fields.provinceId) && (await manager.existsBy(Province, { id: fields.provinceId, countryId: country.id }));
      if (!ofCountry) errors.push({ field: 'provinceId', message: CityMessage.ProvinceOfAnotherCountry });
    }
    if (fields.nearbyCityIds.length > 0) {
      const known = await manager.countBy(City, { id: In(fields.nearbyCityIds) });
      if (known !== fields.nearbyCityIds.length || (id && fields.nearbyCityIds.includes(id))) {
        errors.push({ field: 'nearbyCityIds', message: CityMessage.UnknownNearbyCity });
      }
    }
    if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : CITY_SAVE_FAILED_MESSAGE);
    const { nearbyCityIds, ...rest } = fields;
    return {
      ...rest,
      description: sanitizeRichText(fields.description),
      promotionHtml: sanitizeRichText(fields.promotionHtml),
      nearbyCityIds,
      countryCode: country!.code,
    };
  }

  /** The name's slug; another city's slug gets the country code, then a number (bangkok, bangkok-us, bangkok-us-2). */
  private async slugFor(manager: EntityManager, name: string, countryCode: string, id?: string): Promise<string> {
    const base = citySlugOf(name) || 'city';
    const withCode = `${base}-${countryCode.toLowerCase()}`;
    for (let n = 0; ; n++) {
      const slug = n === 0 ? base : n === 1 ? withCode : `${withCode}-${n}`;
      if (!(await manager.existsBy(City, id ? { slug, id: Not(id) } : { slug }))) return slug;
    }
  }

  private async setNearby(manager: EntityManager, id: string, nearbyCityIds: string[]): Promise<void> {
    await manager.query(`DELETE FROM city_nearby WHERE city_id = $1 AND NOT (nearby_city_id = ANY($2::uuid[]))`, [id, nearbyCityIds]);
    await manager.query(`INSERT INTO city_nearby (city_id, nearby_city_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`, [id, nearbyCityIds]);
  }

  private nearbyOf(manager: EntityManager, id: string): Promise<CityRefDto[]> {
    return manager.query<CityRefDto[]>(
      `SELECT c.id, c.name FROM city_nearby n JOIN city c ON c.id = n.nearby_city_id WHERE n.city_id = $1 ORDER BY lower(c.name), c.id`,
      [id],
    );
  }

  /** What the change log compares: the columns, and the country, province and nearby cities by name. */
  private async snapshot(manager: EntityManager, c: City): Promise<Record<string, unknown>> {
    const province = await this.provinceRefOf(manager, c.provinceId);
    return {
      name: c.name,
      slug: c.slug,
      country: c.country!.name,
      timezone: c.timezone,
      province: province?.name ?? null,
      nearbyCities: (await this.nearbyOf(manager, c.id)).map((n) => n.name),
      highSeason: c.highSeason,
      placesToSee: c.placesToSee,
      goodToKnow: c.goodToKnow,
      description: c.description,
      promotionHtml: c.promotionHtml,
    };
  }

  /** The provinces a save moves the city out of or into, locked in id order, with their city names before it. */
  private async provincesBefore(manager: EntityManager, ids: (string | null)[]): Promise<ProvinceBefore[]> {
    const unique = [...new Set(ids.filter((p): p is string => !!p))].sort();
    const result: ProvinceBefore[] = [];
    for (const id of unique) {
      const province = await manager.findOne(Province, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (province) result.push({ province, before: await this.provinceCityNames(manager, id) });
    }
    return result;
  }

  /** Each province whose cities changed gets a new version (an editor holding it open gets 409) and a change-log row. */
  private async logProvinceCities(manager: EntityManager, provinces: ProvinceBefore[], author: ChangeAuthor): Promise<void> {
    for (const { province, before } of provinces) {
      const after = await this.provinceCityNames(manager, province.id);
      await manager.update(Province, { id: province.id }, { version: province.version + 1 });
      await this.changeLog.record(manager, PROVINCE_ENTITY_TYPE, province.id, province.version + 1, author, [{ field: 'cities', from: before, to: after }]);
    }
  }

  private async provinceCityNames(manager: EntityManager, provinceId: string): Promise<string[]> {
    const cities = await manager.find(City, { select: { id: true, name: true }, where: { provinceId }, order: { name: 'ASC', id: 'ASC' } });
    return cities.map((c) => c.name);
  }

  private async provinceRefOf(manager: EntityManager, provinceId: string | null): Promise<CityRefDto | null> {
    const province = provinceId ? await manager.findOne(Province, { select: { id: true, name: true }, where: { id: provinceId } }) : null;
    return province && { id: province.id, name: province.name };
  }

  private async toDetails(manager: EntityManager, c: City): Promise<CityDetailsDto> {
    const [stations, stationsCount] = await manager.findAndCount(Station, {
      select: { id: true, name: true, type: true, address: true, lat: true, lng: true, areaName: true, areaPolygon: true },
      where: { cityId: c.id },
      order: { name: 'ASC', id: 'ASC' },
      take: CITY_STATIONS_SHOWN,
    });
    return {
      id: c.id,
      name: c.name,
      slug: c.slug,
      country: { id: c.countryId, name: c.country!.name, code: c.country!.code },
      province: await this.provinceRefOf(manager, c.provinceId),
      stationsCount,
      countryCode: c.country!.code,
      timezone: c.timezone,
      nearbyCities: await this.nearbyOf(manager, c.id),
      highSeason: c.highSeason,
      placesToSee: c.placesToSee,
      goodToKnow: c.goodToKnow,
      description: c.description,
      promotionHtml: c.promotionHtml,
      stations: stations.map(({ id, name, type, address, lat, lng, areaName, areaPolygon }) => ({ id, name, type, address, lat, lng, areaName, areaPolygon })),
      version: c.version,
    };
  }

  private withCountry(manager: EntityManager) {
    return manager.getRepository(City).createQueryBuilder('c').innerJoinAndSelect('c.country', 'country');
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<City> {
    const qb = this.withCountry(manager).where('c.id = :id', { id });
    const city = await (lock ? qb.setLock('pessimistic_write', undefined, ['c']) : qb).getOne();
    if (!city) throw cityNotFound();
    return city;
  }
}
