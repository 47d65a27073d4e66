import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DefinitionMessage, KEY_DETAIL_ICONS, keyDetailIconById, validateKeyDetailLabel, type FieldProblem, type KeyDetailIcon } from '@farebox/domain';
import { ChangeLogService, takeOf, type AuthenticatedUser, type Page, type PageQueryDto } from '@farebox/platform';
import { DefinitionStore, refuseInvalid } from '../definition-store.js';
import { usesOfValue } from '../uses-of.js';
import { KeyDetailDefinition } from './key-detail-definition.entity.js';
import type { KeyDetailDefinitionDto, KeyDetailDefinitionFieldsDto, KeyDetailIconDto } from './key-detail-definition.dto.js';

/** A stored icon no longer in the catalogue still shows, by its stored class. */
export const iconOf = (d: KeyDetailDefinition): KeyDetailIconDto =>
  keyDetailIconById(d.iconId) ?? { id: d.iconId, provider: d.iconProvider, cssClass: d.iconCssClass, name: d.iconId, glyph: '•' };

const toDto = (d: KeyDetailDefinition): KeyDetailDefinitionDto => ({ id: d.id, label: d.label, icon: iconOf(d), version: d.version });

const LINES_SHOWING = { one: 'line', many: 'lines', namesSql: `SELECT denomination AS name FROM line WHERE key_details @> jsonb_build_array($1::text)` };

@Injectable()
export class KeyDetailDefinitionsService {
  private readonly store: DefinitionStore<KeyDetailDefinition>;

  constructor(@InjectDataSource() dataSource: DataSource, changeLog: ChangeLogService) {
    this.store = new DefinitionStore(dataSource.manager, changeLog, { entity: KeyDetailDefinition, noun: 'key detail', orderBy: 'lower(d.label)' });
  }

  async list(query: PageQueryDto): Promise<Page<KeyDetailDefinitionDto>> {
    const page = await this.store.page(query);
    return { ...page, data: page.data.map(toDto) };
  }

  /** The icon catalogue, paged for the picker's "load more". */
  icons(query: PageQueryDto): Page<KeyDetailIconDto> {
    return {
      data: KEY_DETAIL_ICONS.slice(query.offset, query.offset + takeOf(query)),
      meta: { limit: query.limit, offset: query.offset, total: KEY_DETAIL_ICONS.length },
    };
  }

  async create(dto: KeyDetailDefinitionFieldsDto, user: AuthenticatedUser): Promise<KeyDetailDefinitionDto> {
    const fields = this.checked(dto);
    return toDto(await this.store.create(fields, user, `A key detail "${fields.label}"`));
  }

  async update(id: string, dto: KeyDetailDefinitionFieldsDto & { version: number }, user: AuthenticatedUser): Promise<KeyDetailDefinitionDto> {
    const fields = this.checked(dto);
    return toDto(await this.store.update(id, dto.version, fields, user, `A key detail "${fields.label}"`));
  }

  async remove(id: string): Promise<void> {
    await this.store.remove(id, (row) => usesOfValue(row.label, [LINES_SHOWING]));
  }

  private checked(dto: KeyDetailDefinitionFieldsDto) {
    const icon: KeyDetailIcon | undefined = keyDetailIconById(dto.iconId);
    const problems: FieldProblem[] = [...validateKeyDetailLabel(dto.label)];
    if (!icon) problems.push({ field: 'iconId', message: dto.iconId.trim() === '' ? DefinitionMessage.Required : DefinitionMessage.UnknownIcon });
    refuseInvalid(problems);
    return { label: dto.label.trim(), iconId: icon!.id, iconProvider: icon!.provider, iconCssClass: icon!.cssClass };
  }
}
