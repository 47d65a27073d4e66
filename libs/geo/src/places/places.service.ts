import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, normalizePlace, PlaceMessage, validatePlace, type PlaceFields } from '@farebox/domain';
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
import { Country } from '../countries/country.entity.js';
import { authorOf } from '../change-author.js';
import type { ListPlacesQueryDto, PlaceDto, PlaceFieldsDto, PlaceListItemDto, PlaceMainPictureDto, PlaceRowDto, UpdatePlaceDto } from './dto/place.dto.js';
import { PlaceType } from './place-type.entity.js';
import { Place } from './place.entity.js';

const PLACE_ENTITY_TYPE = 'place';
const PLACE_SAVE_FAILED_MESSAGE = 'The place has invalid fields.';

const toListItem = (p: Place): PlaceListItemDto => ({
  id: p.id,
  name: p.name,
  address: p.address,
  city: { id: p.cityId, name: p.city!.name },
  country: { id: p.countryId, name: p.country!.name },
  type: { id: p.typeId, name: p.type!.name, slug: p.type!.slug },
  latitude: p.latitude,
  longitude: p.longitude,
});
const toDto = (p: Place): PlaceDto => ({
  ...toListItem(p),
  aboutPointOfInterest: p.aboutPointOfInterest,
  expirationDate: p.expirationDate,
  version: p.version,
});

const placeNotFound = (id: string) => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, PlaceMessage.NotFound(id));

/** An id or a slug: which column of the joined row to compare. */
const idOrSlug = (alias: string, value: string) => (isUUID(value) ? `${alias}.id` : `${alias}.slug`);

/** Points of interest: list, read, create, versioned edit with a change log, and delete. */
@Injectable()
export class PlacesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
    private readonly pictures: PicturesService,
  ) {}

  async list(query: ListPlacesQueryDto): Promise<Page<PlaceRowDto>> {
    const qb = this.withRefs(this.dataSource.manager);
    if (query.name) qb.andWhere('p.name ILIKE :name', { name: likePattern(query.name) });
    if (query.city) qb.andWhere(`${idOrSlug('city', query.city)} = :city`, { city: query.city });
    if (query.type) qb.andWhere(`${idOrSlug('type', query.type)} = :type`, { type: query.type });
    qb.orderBy('lower(p.name)', 'ASC').addOrderBy('p.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    const data = await Promise.all(rows.map(async (p) => ({ ...toListItem(p), mainPicture: await this.mainPictureOf(p.id) })));
    return { data, meta: { limit: query.limit, offset: query.offset, total } };
  }

  async get(id: string): Promise<PlaceDto> {
    return toDto(await this.find(this.dataSource.manager, id));
  }

  async create(dto: PlaceFieldsDto, user: AuthenticatedUser): Promise<PlaceDto> {
    return this.dataSource.transaction(async (manager) => {
      const fields = await this.checked(manager, dto);
      const place = await manager.save(manager.create(Place, fields));
      const changes = (Object.keys(fields) as (keyof PlaceFields)[]).map((field) => ({ field, from: null, to: fields[field] }));
      await this.changeLog.record(manager, PLACE_ENTITY_TYPE, place.id, place.version, authorOf(user), changes);
      return toDto(await this.find(manager, place.id));
    });
  }

  async update(id: string, dto: UpdatePlaceDto, user: AuthenticatedUser): Promise<PlaceDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.find(manager, id);
      const fields = await this.checked(manager, dto);
      await this.changeLog.updateVersioned<Place>(manager, {
        entity: Place,
        entityType: PLACE_ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch: fields,
        author: authorOf(user),
      });
      return toDto(await this.find(manager, id));
    });
  }

  /** Deletes the place and its pictures (the images stay in the library). */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.delete(Place, { id });
      if (!result.affected) throw placeNotFound(id);
      await this.pictures.removeOwner(manager, PLACE_ENTITY_TYPE, id);
    });
  }

  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    await this.find(this.dataSource.manager, id);
    return this.changeLog.entriesOf(PLACE_ENTITY_TYPE, id);
  }

  /** The normalised fields with sanitised HTML, or 400 with every invalid field (unknown references, a city of another country). */
  private async checked(manager: EntityManager, dto: PlaceFieldsDto): Promise<PlaceFields> {
    const fields = normalizePlace({
      name: dto.name,
      address: dto.address,
      cityId: dto.cityId,
      countryId: dto.countryId,
      typeId: dto.typeId,
      latitude: dto.latitude ?? null,
      longitude: dto.longitude ?? null,
      aboutPointOfInterest: dto.aboutPointOfInterest ?? null,
      expirationDate: dto.expirationDate ?? null,
    });
    const errors: FieldError[] = validatePlace(fields);
    const known = async <T extends object>(entity: new () => T, id: string) => (isUUID(id) ? manager.findOneBy(entity, { id } as never) : null);
    const city = fields.cityId === '' ? null : await known(City, fields.cityId);
    if (fields.cityId !== '' && !city) errors.push({ field: 'cityId', message: PlaceMessage.UnknownCity });
    if (fields.countryId !== '' && !(await known(Country, fields.countryId))) errors.push({ field: 'countryId', message: PlaceMessage.UnknownCountry });
    else if (city && fields.countryId !== '' && city.countryId !== fields.countryId) errors.push({ field: 'cityId', message: PlaceMessage.CityNotInCountry });
    if (fields.typeId !== '' && !(await known(PlaceType, fields.typeId))) errors.push({ field: 'typeId', message: PlaceMessage.UnknownType });
    if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : PLACE_SAVE_FAILED_MESSAGE);
    return { ...fields, aboutPointOfInterest: sanitizeRichText(fields.aboutPointOfInterest) };
  }

  private async mainPictureOf(id: string): Promise<PlaceMainPictureDto | null> {
    const pictures = await this.pictures.list(PLACE_ENTITY_TYPE, id);
    const main = pictures.find((p) => p.isMain) ?? pictures[0];
    return main ? { url: main.url, thumbnailUrl: main.thumbnailUrl } : null;
  }

  private withRefs(manager: EntityManager) {
    return manager
      .getRepository(Place)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.city', 'city')
      .innerJoinAndSelect('p.country', 'country')
      .innerJoinAndSelect('p.type', 'type');
  }

  private async find(manager: EntityManager, id: string): Promise<Place> {
    const place = await this.withRefs(manager).where('p.id = :id', { id }).getOne();
    if (!place) throw placeNotFound(id);
    return place;
  }
}
