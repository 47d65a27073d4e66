import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { RideRuleLevel, RideRuleType } from '@farebox/domain';

/** A ride rule (spec part 2, 2.12): an attribute value for the rides of a set of companies or of one operator. */
@Entity('ride_rule')
export class RideRuleRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) level: RideRuleLevel;
  @Column({ type: 'text' }) attribute: string;
  @Column({ name: 'attribute_type', type: 'text' }) attributeType: RideRuleType;
  @Column({ name: 'company_ids', type: 'uuid', array: true }) companyIds: string[];
  @Column({ name: 'from_city_id', type: 'uuid', nullable: true }) fromCityId: string | null;
  @Column({ name: 'to_city_id', type: 'uuid', nullable: true }) toCityId: string | null;
  @Column({ name: 'vehicle_types', type: 'text', array: true, default: () => `'{}'` }) vehicleTypes: string[];
  @Column({ name: 'vehicle_classes', type: 'text', array: true, default: () => `'{}'` }) vehicleClasses: string[];
  @Column({ type: 'jsonb' }) value: unknown;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
