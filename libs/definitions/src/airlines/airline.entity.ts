import { Column, Entity } from 'typeorm';
import { DefinitionEntity } from '../definition-columns.js';

@Entity('airline')
export class Airline extends DefinitionEntity {
  @Column({ type: 'text' }) name: string;
}
