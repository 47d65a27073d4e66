import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DefinitionMessage, validatePassengerTypeDefinition } from '@farebox/domain';
import { ChangeLogService, type AuthenticatedUser, type Page, type PageQueryDto } from '@farebox/platform';
import { DefinitionStore, refuseInvalid } from '../definition-store.js';
import { definitionLocked } from '../definition.errors.js';
import { PassengerTypeDefinition } from './passenger-type-definition.entity.js';
import type { PassengerTypeDefinitionDto, UpdatePassengerTypeDefinitionDto } from './passenger-type-definition.dto.js';

const toDto = ({ id, type, age, fromAge, toAge, editable, version }: PassengerTypeDefinition): PassengerTypeDefinitionDto => ({
  id,
  type,
  age,
  fromAge,
  toAge,
  editable,
  version,
});

/** Passenger types are edited in place only: the spec offers no add and no delete. */
@Injectable()
export class PassengerTypeDefinitionsService {
  private readonly store: DefinitionStore<PassengerTypeDefinition>;

  constructor(@InjectDataSource() dataSource: DataSource, changeLog: ChangeLogService) {
    this.store = new DefinitionStore(dataSource.manager, changeLog, { entity: PassengerTypeDefinition, noun: 'passenger type', orderBy: 'd.position' });
  }

  async list(query: PageQueryDto): Promise<Page<PassengerTypeDefinitionDto>> {
    const page = await this.store.page(query);
    return { ...page, data: page.data.map(toDto) };
  }

  async update(id: string, dto: UpdatePassengerTypeDefinitionDto, user: AuthenticatedUser): Promise<PassengerTypeDefinitionDto> {
    refuseInvalid(validatePassengerTypeDefinition(dto));
    const patch = { type: dto.type.trim(), age: dto.age, fromAge: dto.fromAge, toAge: dto.toAge };
    const row = await this.store.update(id, dto.version, patch, user, `A passenger type named "${patch.type}"`, (stored) => {
      if (!stored.editable) throw definitionLocked(DefinitionMessage.NotEditable);
    });
    return toDto(row);
  }
}
