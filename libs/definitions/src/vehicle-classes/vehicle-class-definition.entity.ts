import { Column, Entity } from 'typeorm';
import { DefinitionEntity } from '../definition-columns.js';

/** A vehicle class lines and transports choose from (Standard, VIP, ...). */
@Entity('vehicle_class_definition')
export class VehicleClassDefinition extends DefinitionEntity {
  @Column({ type: 'text' }) key: string;
}
