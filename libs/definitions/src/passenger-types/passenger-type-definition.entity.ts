import { Column, Entity } from 'typeorm';
import { DefinitionEntity } from '../definition-columns.js';

/** A passenger type (Adult, Child, ...) and the ages it covers. */
@Entity('passenger_type_definition')
export class PassengerTypeDefinition extends DefinitionEntity {
  @Column({ type: 'text' }) type: string;
  /** The booking form asks this type's age. */
  @Column({ type: 'boolean', default: false }) age: boolean;
  @Column({ name: 'from_age', type: 'int' }) fromAge: number;
  @Column({ name: 'to_age', type: 'int' }) toAge: number;
  @Column({ type: 'boolean', default: true }) editable: boolean;
  @Column({ type: 'int' }) position: number;
}
