import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { validateAirlineName } from '@farebox/domain';
import { ChangeLogService, type AuthenticatedUser, type Page, type PageQueryDto } from '@farebox/platform';
import { DefinitionStore, refuseInvalid } from '../definition-store.js';
import { Airline } from './airline.entity.js';
import type { AirlineDto, CreateAirlineDto, UpdateAirlineDto } from './airline.dto.js';

const toDto = ({ id, name, version }: Airline): AirlineDto => ({ id, name, version });

/** Airlines: nothing else refers to them yet, so a delete is never refused for use. */
@Injectable()
export class AirlinesService {
  private readonly store: DefinitionStore<Airline>;

  constructor(@InjectDataSource() dataSource: DataSource, changeLog: ChangeLogService) {
    this.store = new DefinitionStore(dataSource.manager, changeLog, { entity: Airline, noun: 'airline', orderBy: 'lower(d.name)' });
  }

  async list(query: PageQueryDto): Promise<Page<AirlineDto>> {
    const page = await this.store.page(query);
    return { ...page, data: page.data.map(toDto) };
  }

  async create(dto: CreateAirlineDto, user: AuthenticatedUser): Promise<AirlineDto> {
    refuseInvalid(validateAirlineName(dto.name));
    const name = dto.name.trim();
    return toDto(await this.store.create({ name }, user, `An airline named "${name}"`));
  }

  async update(id: string, dto: UpdateAirlineDto, user: AuthenticatedUser): Promise<AirlineDto> {
    refuseInvalid(validateAirlineName(dto.name));
    const name = dto.name.trim();
    return toDto(await this.store.update(id, dto.version, { name }, user, `An airline named "${name}"`));
  }

  async remove(id: string): Promise<void> {
    await this.store.remove(id, null);
  }
}
