import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { validateVehicleClassKey } from '@farebox/domain';
import { ChangeLogService, type AuthenticatedUser, type Page, type PageQueryDto } from '@farebox/platform';
import { DefinitionStore, refuseInvalid } from '../definition-store.js';
import { usesOfValue } from '../uses-of.js';
import { VehicleClassDefinition } from './vehicle-class-definition.entity.js';
import type { CreateVehicleClassDefinitionDto, VehicleClassDefinitionDto } from './vehicle-class-definition.dto.js';

const toDto = ({ id, key, version }: VehicleClassDefinition): VehicleClassDefinitionDto => ({ id, key, version });

const USERS_OF_CLASS = [
  { one: 'line', many: 'lines', namesSql: `SELECT denomination AS name FROM line WHERE lower(line_class) = lower($1)` },
  { one: 'transport', many: 'transports', namesSql: `SELECT reference AS name FROM transport WHERE lower(vehicle_class) = lower($1)` },
];

@Injectable()
export class VehicleClassDefinitionsService {
  private readonly store: DefinitionStore<VehicleClassDefinition>;

  constructor(@InjectDataSource() dataSource: DataSource, changeLog: ChangeLogService) {
    this.store = new DefinitionStore(dataSource.manager, changeLog, { entity: VehicleClassDefinition, noun: 'vehicle class', orderBy: 'lower(d.key)' });
  }

  async list(query: PageQueryDto): Promise<Page<VehicleClassDefinitionDto>> {
    const page = await this.store.page(query);
    return { ...page, data: page.data.map(toDto) };
  }

  async create(dto: CreateVehicleClassDefinitionDto, user: AuthenticatedUser): Promise<VehicleClassDefinitionDto> {
    refuseInvalid(validateVehicleClassKey(dto.key));
    const key = dto.key.trim();
    return toDto(await this.store.create({ key }, user, `A vehicle class "${key}"`));
  }

  async remove(id: string): Promise<void> {
    await this.store.remove(id, (row) => usesOfValue(row.key, USERS_OF_CLASS));
  }
}
