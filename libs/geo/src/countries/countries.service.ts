import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { COUNTRY_FIELD_KEYS, CountryMessage, normalizeCountry, validateCountry, type CountryFields } from '@farebox/domain';
import {
  ChangeLogService,
  notFound,
  sanitizeRichText,
  takeOf,
  uniqueViolation,
  validationFailed,
  type AuthenticatedUser,
  type ChangeLogEntryDto,
  type FieldError,
  type Page,
  likePattern,
} from '@farebox/platform';
import { Country } from './country.entity.js';
import type { CountryDetailsDto, CountryListItemDto, UpdateCountryDto } from './dto/country.dto.js';
import type { ListCountriesQueryDto } from './dto/list-countries-query.dto.js';
import { authorOf } from '../change-author.js';

const COUNTRY_ENTITY_TYPE = 'country';
const COUNTRY_SAVE_FAILED_MESSAGE = 'The country has invalid fields.';

const invalid = (errors: FieldError[]) => validationFailed(errors, errors.length === 1 ? errors[0].message : COUNTRY_SAVE_FAILED_MESSAGE);
const codeTaken = () => invalid([{ field: 'code', message: CountryMessage.CodeTaken }]);
/** The unique index, the last word when two saves take one code at once. */
const COUNTRY_CODE_KEY = 'country_code_key';

const fieldsOf = (c: Country): CountryFields => ({
  capital: c.capital,
  code: c.code,
  worldRegion: c.worldRegion,
  subregion: c.subregion,
  latitude: c.latitude,
  longitude: c.longitude,
  timezone: c.timezone,
  spokenLanguages: c.spokenLanguages,
  dialingCode: c.dialingCode,
  averageCostUsd: c.averageCostUsd,
  description: c.description,
  promotionHtml: c.promotionHtml,
});

/** Only the fields the request named: an omitted field keeps its value. */
const namedFieldsOf = (dto: UpdateCountryDto): Partial<CountryFields> =>
  Object.fromEntries(COUNTRY_FIELD_KEYS.filter((k) => dto[k] !== undefined).map((k) => [k, dto[k]]));

const toDetailsDto = (c: Country): CountryDetailsDto => ({
  id: c.id,
  name: c.name,
  officialName: c.officialName,
  slug: c.slug,
  salesRegion: c.region,
  ...fieldsOf(c),
  version: c.version,
  updatedAt: c.updatedAt,
});

/** The countries screens: list, view and versioned edit with a change log. */
@Injectable()
export class CountriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
  ) {}

  async list(query: ListCountriesQueryDto): Promise<Page<CountryListItemDto>> {
    const qb = this.dataSource.getRepository(Country).createQueryBuilder('c');
    if (query.name) qb.andWhere('(c.name ILIKE :name OR c.official_name ILIKE :name)', { name: likePattern(query.name) });
    qb.orderBy('lower(c.name)', 'ASC').addOrderBy('c.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    return {
      data: rows.map(({ id, code, name, officialName }) => ({ id, code, name, officialName })),
      meta: { limit: query.limit, offset: query.offset, total },
    };
  }

  async get(id: string): Promise<CountryDetailsDto> {
    return toDetailsDto(await this.find(id));
  }

  async update(id: string, dto: UpdateCountryDto, user: AuthenticatedUser): Promise<CountryDetailsDto> {
    try {
      return toDetailsDto(await this.updateIn(id, dto, user));
    } catch (err) {
      throw uniqueViolation(err) === COUNTRY_CODE_KEY ? codeTaken() : err;
    }
  }

  private updateIn(id: string, dto: UpdateCountryDto, user: AuthenticatedUser): Promise<Country> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.find(id, manager);
      const fields = normalizeCountry({ ...fieldsOf(current), ...namedFieldsOf(dto) });
      const errors = validateCountry(fields);
      if (fields.code && (await manager.existsBy(Country, { code: fields.code, id: Not(id) }))) {
        errors.push({ field: 'code', message: CountryMessage.CodeTaken });
      }
      if (errors.length > 0) throw invalid(errors);
      const patch: Partial<Country> = {
        ...fields,
        code: fields.code!,
        description: sanitizeRichText(fields.description),
        promotionHtml: sanitizeRichText(fields.promotionHtml),
      };
      return this.changeLog.updateVersioned<Country>(manager, {
        entity: Country,
        entityType: COUNTRY_ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch,
        author: authorOf(user),
      });
    });
  }

  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    await this.find(id);
    return this.changeLog.entriesOf(COUNTRY_ENTITY_TYPE, id);
  }

  private async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<Country> {
    const country = await manager.findOneBy(Country, { id });
    if (!country) throw notFound('Country');
    return country;
  }
}
