import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { LocaleMessage, normalizeLocale, validateLocale, type LocaleFields } from '@farebox/domain';
import { ChangeLogService, notFound, takeOf, validationFailed, type AuthenticatedUser, type Page } from '@farebox/platform';
import type { ListLocalesQueryDto, LocaleDto, LocaleFieldsDto, UpdateLocaleDto } from './dto/locale.dto.js';
import { Locale } from './locale.entity.js';
import { authorOf } from '../change-author.js';

const LOCALE_ENTITY_TYPE = 'locale';
const LOCALE_SAVE_FAILED_MESSAGE = 'The locale has invalid fields.';

const toDto = ({ id, name, locale, isActivated, flagUrl, version }: Locale): LocaleDto => ({ id, name, locale, isActivated, flagUrl, version });

/** Locales: list, read, create and versioned edit with a change log. */
@Injectable()
export class LocalesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
  ) {}

  async list(query: ListLocalesQueryDto): Promise<Page<LocaleDto>> {
    const [rows, total] = await this.dataSource
      .getRepository(Locale)
      .createQueryBuilder('l')
      .orderBy('lower(l.name)', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .offset(query.offset)
      .limit(takeOf(query))
      .getManyAndCount();
    return { data: rows.map(toDto), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async get(id: string): Promise<LocaleDto> {
    return toDto(await this.find(id));
  }

  async create(dto: LocaleFieldsDto, user: AuthenticatedUser): Promise<LocaleDto> {
    const created = await this.dataSource.transaction(async (manager) => {
      const fields = await this.checked(manager, dto);
      const locale = await manager.save(manager.create(Locale, fields));
      const changes = (Object.keys(fields) as (keyof LocaleFields)[]).map((field) => ({ field, from: null, to: fields[field] }));
      await this.changeLog.record(manager, LOCALE_ENTITY_TYPE, locale.id, locale.version, authorOf(user), changes);
      return locale;
    });
    return toDto(created);
  }

  async update(id: string, dto: UpdateLocaleDto, user: AuthenticatedUser): Promise<LocaleDto> {
    const updated = await this.dataSource.transaction(async (manager) => {
      await this.find(id, manager);
      const fields = await this.checked(manager, dto, id);
      return this.changeLog.updateVersioned<Locale>(manager, {
        entity: Locale,
        entityType: LOCALE_ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch: fields,
        author: authorOf(user),
      });
    });
    return toDto(updated);
  }

  /** The normalised fields, or 400 with every invalid field (a code another locale has included). */
  private async checked(manager: EntityManager, dto: LocaleFieldsDto, id?: string): Promise<LocaleFields> {
    const fields = normalizeLocale({ name: dto.name, locale: dto.locale, isActivated: dto.isActivated ?? false, flagUrl: dto.flagUrl ?? null });
    const errors = validateLocale(fields);
    const taken = await manager.existsBy(Locale, id ? { locale: fields.locale, id: Not(id) } : { locale: fields.locale });
    if (fields.locale && taken) errors.push({ field: 'locale', message: LocaleMessage.CodeTaken });
    if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : LOCALE_SAVE_FAILED_MESSAGE);
    return fields;
  }

  private async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<Locale> {
    const locale = await manager.findOneBy(Locale, { id });
    if (!locale) throw notFound('Locale');
    return locale;
  }
}
