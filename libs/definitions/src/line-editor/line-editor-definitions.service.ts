import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { KeyDetailDefinition } from '../key-details/key-detail-definition.entity.js';
import { iconOf } from '../key-details/key-detail-definitions.service.js';
import { PassengerExtraInfoDefinition } from '../passenger-extra-info/passenger-extra-info-definition.entity.js';
import { vehicleClassKeys } from '../vehicle-classes/vehicle-class-keys.js';
import type { LineEditorDefinitionsDto } from './line-editor-definitions.dto.js';

/** Every definition the line editor's pickers offer, in the tables' orders. */
@Injectable()
export class LineEditorDefinitionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(): Promise<LineEditorDefinitionsDto> {
    const manager = this.dataSource.manager;
    const [vehicleClasses, keyDetails, infos] = await Promise.all([
      vehicleClassKeys(manager),
      manager.find(KeyDetailDefinition, { order: { label: 'ASC' } }),
      manager.find(PassengerExtraInfoDefinition, { order: { position: 'ASC' } }),
    ]);
    return {
      vehicleClasses,
      keyDetails: keyDetails.map((d) => ({ label: d.label, icon: iconOf(d) })),
      passengerExtraInfo: infos.map(({ label, type, slug, data }) => ({ label, type, slug, data })),
    };
  }
}
