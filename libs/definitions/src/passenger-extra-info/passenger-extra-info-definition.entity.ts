import { Column, Entity } from 'typeorm';
import type { PassengerExtraInfoDefinitionType } from '@farebox/domain';
import { DefinitionEntity } from '../definition-columns.js';

/** A question the booking form may ask each passenger; lines copy it by its slug. */
@Entity('passenger_extra_info_definition')
export class PassengerExtraInfoDefinition extends DefinitionEntity {
  @Column({ type: 'text' }) label: string;
  @Column({ type: 'text' }) type: PassengerExtraInfoDefinitionType;
  /** The choices of a `list`. */
  @Column({ type: 'jsonb', default: () => "'[]'" }) data: string[];
  @Column({ type: 'text' }) slug: string;
  @Column({ type: 'int' }) position: number;
  @Column({ type: 'boolean', default: true }) editable: boolean;
  @Column({ type: 'boolean', default: true }) removable: boolean;
}
