import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, normalizePlaceType, PlaceTypeMessage, validatePlaceType } from '@farebox/domain';
import { AppException, takeOf, validationFailed, type FieldError, type Page, likePattern } from '@farebox/platform';
import type { ListPlaceTypesQueryDto, PlaceTypeDto, PlaceTypeFieldsDto } from './dto/place.dto.js';
import { PlaceType } from './place-type.entity.js';

const TYPE_SAVE_FAILED_MESSAGE = 'The place type has invalid fields.';
/** Place names shown in a refused delete. */
const NAMES_SHOWN = 3;

const toDto = (t: PlaceType): PlaceTypeDto => ({ id: t.id, name: t.name, slug: t.slug });

/** Place types: a paged list filtered by name, create, and delete unless places use the type. */
@Injectable()
export class PlaceTypesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListPlaceTypesQueryDto): Promise<Page<PlaceTypeDto>> {
    const qb = this.dataSource.manager.getRepository(PlaceType).createQueryBuilder('t');
    if (query.name) qb.where('t.name ILIKE :name', { name: likePattern(query.name) });
    qb.orderBy('lower(t.name)', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    return { data: rows.map(toDto), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async create(dto: PlaceTypeFieldsDto): Promise<PlaceTypeDto> {
    return this.dataSource.transaction(async (manager) => {
      const fields = normalizePlaceType({ name: dto.name, slug: dto.slug });
      const errors: FieldError[] = validatePlaceType(fields);
      if (fields.name !== '' && (await this.taken(manager, 'lower(name) = lower($1)', fields.name))) {
        errors.push({ field: 'name', message: PlaceTypeMessage.NameTaken });
      }
      if (fields.slug !== '' && (await this.taken(manager, 'slug = $1', fields.slug))) errors.push({ field: 'slug', message: PlaceTypeMessage.SlugTaken });
      if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : TYPE_SAVE_FAILED_MESSAGE);
      return toDto(await manager.save(manager.create(PlaceType, fields)));
    });
  }

  /** Deletes the type, or answers 409 naming the places of that type. */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const found = await manager.getRepository(PlaceType).createQueryBuilder('t').setLock('pessimistic_write').where('t.id = :id', { id }).getOne();
      if (!found) throw new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, PlaceTypeMessage.NotFound(id));
      const places = await manager.query<{ name: string; total: number }[]>(
        `SELECT name, count(*) OVER ()::int AS total FROM place WHERE type_id = $1 ORDER BY lower(name) LIMIT ${NAMES_SHOWN}`,
        [id],
      );
      if (places.length > 0) {
        const total = places[0].total;
        const more = total > places.length ? `, and ${total - places.length} more` : '';
        const used = `${total} ${total === 1 ? 'place' : 'places'} (${places.map((p) => p.name).join(', ')}${more})`;
        throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, `The place type is used by ${used}; it cannot be deleted.`);
      }
      await manager.delete(PlaceType, { id });
    });
  }

  private async taken(manager: EntityManager, condition: string, value: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM place_type WHERE ${condition} LIMIT 1`, [value]);
    return rows.length > 0;
  }
}
