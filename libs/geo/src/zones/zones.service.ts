import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { ErrorCode, normalizeZone, validateZone, ZoneMessage, type ZoneFields } from '@farebox/domain';
import {
  AppException,
  ChangeLogService,
  sanitizeRichText,
  takeOf,
  validationFailed,
  type AuthenticatedUser,
  type ChangeLogEntryDto,
  type FieldError,
  type Page,
  likePattern,
} from '@farebox/platform';
import { PicturesService } from '@farebox/images';
import { City } from '../cities/city.entity.js';
import { authorOf } from '../change-author.js';
import type { ListZonesQueryDto, UpdateZoneDto, ZoneDto, ZoneFieldsDto, ZoneListItemDto } from './dto/zone.dto.js';
import { inUseMessage, usesOf } from '../uses-of.js';
import { ZONE_REFERENCES } from './zone-references.js';
import { Zone } from './zone.entity.js';

const ZONE_ENTITY_TYPE = 'zone';
const ZONE_SAVE_FAILED_MESSAGE = 'The zone has invalid fields.';

const toListItem = (z: Zone): ZoneListItemDto => ({
  id: z.id,
  name: z.name,
  slug: z.slug,
  city: { id: z.cityId, name: z.city!.name },
  country: { id: z.city!.countryId, name: z.city!.country!.name },
});
const toDto = (z: Zone): ZoneDto => ({ ...toListItem(z), description: z.description, version: z.version });

const zoneNotFound = (id: string) => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, ZoneMessage.NotFound(id));

/** Zones: list, read, create, versioned edit with a change log, and delete unless something uses the zone. */
@Injectable()
export class ZonesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
    private readonly pictures: PicturesService,
  ) {}

  async list(query: ListZonesQueryDto): Promise<Page<ZoneListItemDto>> {
    const qb = this.withPlace(this.dataSource.manager);
    if (query.name) qb.andWhere('z.name ILIKE :name', { name: likePattern(query.name) });
    qb.orderBy('lower(z.name)', 'ASC').addOrderBy('z.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    return { data: rows.map(toListItem), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async get(id: string): Promise<ZoneDto> {
    return toDto(await this.find(this.dataSource.manager, id));
  }

  async create(dto: ZoneFieldsDto, user: AuthenticatedUser): Promise<ZoneDto> {
    return this.dataSource.transaction(async (manager) => {
      const fields = await this.checked(manager, dto);
      const zone = await manager.save(manager.create(Zone, fields));
      const changes = (Object.keys(fields) as (keyof ZoneFields)[]).map((field) => ({ field, from: null, to: fields[field] }));
      await this.changeLog.record(manager, ZONE_ENTITY_TYPE, zone.id, zone.version, authorOf(user), changes);
      return toDto(await this.find(manager, zone.id));
    });
  }

  async update(id: string, dto: UpdateZoneDto, user: AuthenticatedUser): Promise<ZoneDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.find(manager, id);
      const fields = await this.checked(manager, dto, id);
      await this.changeLog.updateVersioned<Zone>(manager, {
        entity: Zone,
        entityType: ZONE_ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch: fields,
        author: authorOf(user),
      });
      return toDto(await this.find(manager, id));
    });
  }

  /** Deletes the zone, or answers 409 naming what uses it. */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.find(manager, id, true);
      const uses = await usesOf(manager, id, ZONE_REFERENCES);
      if (uses.length > 0) throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, inUseMessage('zone', uses));
      await this.pictures.removeOwner(manager, 'zone', id);
      await manager.delete(Zone, { id });
    });
  }

  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    await this.find(this.dataSource.manager, id);
    return this.changeLog.entriesOf(ZONE_ENTITY_TYPE, id);
  }

  /** The normalised fields with sanitised HTML, or 400 with every invalid field (an unknown city, a taken slug). */
  private async checked(manager: EntityManager, dto: ZoneFieldsDto, id?: string): Promise<ZoneFields> {
    const fields = normalizeZone({ name: dto.name, slug: dto.slug, cityId: dto.cityId.trim(), description: dto.description ?? null });
    const errors: FieldError[] = validateZone(fields);
    const taken = fields.slug !== '' && (await manager.existsBy(Zone, id ? { slug: fields.slug, id: Not(id) } : { slug: fields.slug }));
    if (taken) errors.push({ field: 'slug', message: ZoneMessage.SlugTaken });
    if (fields.cityId !== '' && !(isUUID(fields.cityId) && (await manager.existsBy(City, { id: fields.cityId })))) {
      errors.push({ field: 'cityId', message: ZoneMessage.UnknownCity });
    }
    if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : ZONE_SAVE_FAILED_MESSAGE);
    return { ...fields, description: sanitizeRichText(fields.description) };
  }

  private withPlace(manager: EntityManager) {
    return manager.getRepository(Zone).createQueryBuilder('z').innerJoinAndSelect('z.city', 'city').innerJoinAndSelect('city.country', 'country');
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<Zone> {
    const qb = this.withPlace(manager).where('z.id = :id', { id });
    const zone = await (lock ? qb.setLock('pessimistic_write', undefined, ['z']) : qb).getOne();
    if (!zone) throw zoneNotFound(id);
    return zone;
  }
}
