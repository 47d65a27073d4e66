import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { TransportVehicleType } from '@farebox/domain';

/** A transport (spec part 2, 3.6): reference, vehicle type and class, from and to cities, operator and supplier. */
@Entity('transport')
export class Transport {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Unique (case-insensitive): the route key of /transports/edit/:transportReference. */
  @Column({ type: 'text' }) reference: string;
  @Column({ name: 'vehicle_type', type: 'text' }) vehicleType: TransportVehicleType;
  /** One of the line classes (LINE_CLASSES in @farebox/domain). */
  @Column({ name: 'vehicle_class', type: 'text' }) vehicleClass: string;
  @Column({ name: 'from_city_id', type: 'uuid' }) fromCityId: string;
  @Column({ name: 'to_city_id', type: 'uuid' }) toCityId: string;
  /** The operator company. */
  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  /** The supplier company. */
  @Column({ name: 'supplier_id', type: 'uuid' }) supplierId: string;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
