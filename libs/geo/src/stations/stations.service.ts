import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, normalizeStation, StationMessage, validateStation, type StationFields } from '@farebox/domain';
import {
  AppException,
  ChangeLogService,
  sanitizeRichText,
  takeOf,
  totalOfPage,
  validationFailed,
  type AuthenticatedUser,
  type ChangeLogEntryDto,
  type FieldError,
  type Page,
  likePattern,
} from '@farebox/platform';
import { PicturesService } from '@farebox/images';
import { authorOf } from '../change-author.js';
import { City } from '../cities/city.entity.js';
import { usesOf } from '../uses-of.js';
import { Zone } from '../zones/zone.entity.js';
import type {
  StationDetailDto,
  StationFieldsDto,
  StationListItemDto,
  StationListQueryDto,
  StationPlaceDto,
  StationZoneOptionsQueryDto,
  UpdateStationDto,
} from './dto/station.dto.js';
import { STATION_COUNT_SQL, stationListSql } from './station-list.query.js';
import { STATION_REFERENCES } from './station-references.js';
import { uniqueStationSlug } from './station-slug.js';
import { Station } from './station.entity.js';

const STATION_ENTITY_TYPE = 'station';
const STATION_SAVE_FAILED_MESSAGE = 'The station has invalid fields.';
const ZONE_CHOICES = 10;

const toListItem = (s: Station): StationListItemDto => ({
  id: s.id,
  name: s.name,
  slug: s.slug,
  city: { id: s.cityId, name: s.city!.name },
  country: { id: s.city!.countryId, name: s.city!.country!.name },
  zone: s.zone ? { id: s.zone.id, name: s.zone.name } : null,
  locationType: s.locationType,
  type: s.type,
  address: s.address,
  areaName: s.areaName,
  lat: s.lat,
  lng: s.lng,
});
const toDto = (s: Station): StationDetailDto => ({ ...toListItem(s), areaPolygon: s.areaPolygon, aboutStation: s.aboutStation, version: s.version });

const stationNotFound = (id: string) => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, StationMessage.NotFound(id));

/** What a save stores: the fields, the slug (from city and name) and nothing of the other geometry. */
type StoredFields = StationFields & { slug: string };

/** Stations: list, read, create, versioned edit with a change log, and delete unless lines, trips or bookings use it. */
@Injectable()
export class StationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
    private readonly pictures: PicturesService,
  ) {}

  /** The page, its items' JSON built by PostgreSQL, and the total in one statement (station-list.query.ts). */
  async list(query: StationListQueryDto): Promise<Page<StationListItemDto>> {
    const params = [query.name ? likePattern(query.name) : null, query.city ?? null, query.locationType ?? null, query.type ?? null];
    const rows = await this.dataSource.query<{ item: StationListItemDto; total: number }[]>(stationListSql(query), [...params, query.offset, takeOf(query)]);
    const total = await totalOfPage(this.dataSource, rows, query.offset, STATION_COUNT_SQL, params);
    return { data: rows.map((r) => r.item), meta: { limit: query.limit, offset: query.offset, total } };
  }

  /** The zone picker of the form: zones of the city by name, at most 10 (spec part 3, selector caps). */
  async zoneOptions(query: StationZoneOptionsQueryDto): Promise<StationPlaceDto[]> {
    const qb = this.dataSource.manager.getRepository(Zone).createQueryBuilder('z').where('z.city_id = :city', { city: query.cityId });
    if (query.name) qb.andWhere('z.name ILIKE :name', { name: likePattern(query.name) });
    const zones = await qb.orderBy('lower(z.name)', 'ASC').limit(ZONE_CHOICES).getMany();
    return zones.map((z) => ({ id: z.id, name: z.name }));
  }

  async get(id: string): Promise<StationDetailDto> {
    return toDto(await this.find(this.dataSource.manager, id));
  }

  async create(dto: StationFieldsDto, user: AuthenticatedUser): Promise<StationDetailDto> {
    return this.dataSource.transaction(async (manager) => {
      const fields = await this.checked(manager, dto);
      const station = await manager.save(manager.create(Station, fields));
      const changes = (Object.keys(fields) as (keyof StoredFields)[])
        .filter((field) => fields[field] !== null)
        .map((field) => ({ field, from: null, to: fields[field] }));
      await this.changeLog.record(manager, STATION_ENTITY_TYPE, station.id, station.version, authorOf(user), changes);
      return toDto(await this.find(manager, station.id));
    });
  }

  async update(id: string, dto: UpdateStationDto, user: AuthenticatedUser): Promise<StationDetailDto> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.find(manager, id);
      const fields = await this.checked(manager, dto, current);
      await this.changeLog.updateVersioned<Station>(manager, {
        entity: Station,
        entityType: STATION_ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch: fields,
        author: authorOf(user),
      });
      return toDto(await this.find(manager, id));
    });
  }

  /** Deletes the station with its pictures (the images stay), or answers 409 naming the lines, trips and bookings that use it. */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.find(manager, id, true);
      const uses = await usesOf(manager, id, STATION_REFERENCES);
      if (uses.length > 0)
        throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, `The station is used by ${uses.join(' and ')}; it cannot be deleted.`);
      await this.pictures.removeOwner(manager, STATION_ENTITY_TYPE, id);
      await manager.delete(Station, { id });
    });
  }

  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    await this.find(this.dataSource.manager, id);
    return this.changeLog.entriesOf(STATION_ENTITY_TYPE, id);
  }

  /**
   * The normalised fields with sanitised HTML and the slug, or 400 with every invalid field (an unknown city, a zone
   * of another city). A point keeps no outline; an area keeps its address and coordinates only if given.
   */
  private async checked(manager: EntityManager, dto: StationFieldsDto, current?: Station): Promise<StoredFields> {
    const fields = normalizeStation({
      name: dto.name,
      cityId: dto.cityId,
      zoneId: dto.zoneId ?? null,
      locationType: dto.locationType ?? null,
      type: dto.type,
      address: dto.address ?? null,
      lat: dto.lat ?? null,
      lng: dto.lng ?? null,
      areaName: dto.areaName ?? null,
      areaPolygon: dto.areaPolygon ?? null,
      aboutStation: dto.aboutStation ?? null,
    });
    const errors: FieldError[] = validateStation(fields);
    const city = fields.cityId !== '' && isUUID(fields.cityId) ? await manager.findOneBy(City, { id: fields.cityId }) : null;
    if (fields.cityId !== '' && !city) errors.push({ field: 'cityId', message: StationMessage.UnknownCity });
    if (fields.zoneId) {
      const zone = isUUID(fields.zoneId) ? await manager.findOneBy(Zone, { id: fields.zoneId }) : null;
      if (!zone || zone.cityId !== fields.cityId) errors.push({ field: 'zoneId', message: StationMessage.UnknownZone });
    }
    if (errors.length > 0 || !city) throw validationFailed(errors, errors.length === 1 ? errors[0].message : STATION_SAVE_FAILED_MESSAGE);
    const renamed = !current || current.name !== fields.name || current.cityId !== fields.cityId;
    const slug = renamed ? await uniqueStationSlug(manager, city.slug, fields.name, current?.id) : current.slug;
    const geometry = fields.type === 'point' ? { areaName: null, areaPolygon: null } : {};
    return { ...fields, ...geometry, aboutStation: sanitizeRichText(fields.aboutStation), slug };
  }

  private withPlace(manager: EntityManager) {
    return manager
      .getRepository(Station)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.city', 'city')
      .innerJoinAndSelect('city.country', 'country')
      .leftJoinAndSelect('s.zone', 'zone');
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<Station> {
    const qb = this.withPlace(manager).where('s.id = :id', { id });
    const station = await (lock ? qb.setLock('pessimistic_write', undefined, ['s']) : qb).getOne();
    if (!station) throw stationNotFound(id);
    return station;
  }
}
