import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ADDABLE_PASSENGER_EXTRA_INFO_TYPES,
  DefinitionMessage,
  DEFAULT_PASSENGER_EXTRA_INFO_TYPE,
  definitionSlug,
  validatePassengerExtraInfoDefinition,
  type PassengerExtraInfoDefinitionType,
} from '@farebox/domain';
import { ChangeLogService, type AuthenticatedUser, type Page, type PageQueryDto } from '@farebox/platform';
import { DefinitionStore, refuseInvalid } from '../definition-store.js';
import { definitionLocked } from '../definition.errors.js';
import { usesOfValue } from '../uses-of.js';
import { PassengerExtraInfoDefinition } from './passenger-extra-info-definition.entity.js';
import type {
  CreatePassengerExtraInfoDefinitionDto,
  PassengerExtraInfoDefinitionDto,
  UpdatePassengerExtraInfoDefinitionDto,
} from './passenger-extra-info-definition.dto.js';

const toDto = (d: PassengerExtraInfoDefinition): PassengerExtraInfoDefinitionDto => ({
  id: d.id,
  label: d.label,
  type: d.type,
  data: d.data,
  slug: d.slug,
  order: d.position,
  editable: d.editable,
  removable: d.removable,
  version: d.version,
});

const LINES_ASKING = {
  one: 'line',
  many: 'lines',
  namesSql: `SELECT l.denomination AS name FROM line l JOIN line_passenger_extra_info i ON i.line_id = l.id WHERE i.slug = $1`,
};

@Injectable()
export class PassengerExtraInfoDefinitionsService {
  private readonly store: DefinitionStore<PassengerExtraInfoDefinition>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    changeLog: ChangeLogService,
  ) {
    this.store = new DefinitionStore(dataSource.manager, changeLog, {
      entity: PassengerExtraInfoDefinition,
      noun: 'passenger extra info',
      orderBy: 'd.position',
    });
  }

  async list(query: PageQueryDto): Promise<Page<PassengerExtraInfoDefinitionDto>> {
    const page = await this.store.page(query);
    return { ...page, data: page.data.map(toDto) };
  }

  /** The add form offers text, number, date, autocomplete and country; the slug comes from the label. */
  async create(dto: CreatePassengerExtraInfoDefinitionDto, user: AuthenticatedUser): Promise<PassengerExtraInfoDefinitionDto> {
    refuseInvalid(validatePassengerExtraInfoDefinition(dto, ADDABLE_PASSENGER_EXTRA_INFO_TYPES));
    const label = dto.label.trim();
    const slug = definitionSlug(label);
    refuseInvalid(slug === '' ? [{ field: 'label', message: DefinitionMessage.LabelNeedsLetters }] : []);
    const [{ next }] = await this.dataSource.query<{ next: number }[]>(
      `SELECT coalesce(max(position) + 1, 0)::int AS next FROM passenger_extra_info_definition`,
    );
    const type = (dto.type || DEFAULT_PASSENGER_EXTRA_INFO_TYPE) as PassengerExtraInfoDefinitionType;
    const row = await this.store.create({ label, type, slug, position: next }, user, `A passenger extra info with the slug "${slug}"`);
    return toDto(row);
  }

  async update(id: string, dto: UpdatePassengerExtraInfoDefinitionDto, user: AuthenticatedUser): Promise<PassengerExtraInfoDefinitionDto> {
    refuseInvalid(validatePassengerExtraInfoDefinition(dto));
    const patch = { label: dto.label.trim(), type: dto.type as PassengerExtraInfoDefinitionType };
    const row = await this.store.update(id, dto.version, patch, user, 'This passenger extra info', (stored) => {
      if (!stored.editable) throw definitionLocked(DefinitionMessage.NotEditable);
    });
    return toDto(row);
  }

  async remove(id: string): Promise<void> {
    await this.store.remove(
      id,
      (row) => usesOfValue(row.slug, [LINES_ASKING]),
      (row) => {
        if (!row.removable) throw definitionLocked(DefinitionMessage.NotRemovable);
      },
    );
  }
}
