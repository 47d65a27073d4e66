import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Company } from '@farebox/companies';
import { City, Station } from '@farebox/geo';
import type { ApprovalInputs, LineType } from './line.constants.js';

const flag = (name: string, defaultValue = false) => Column({ name, type: 'boolean', default: defaultValue });

/**
 * A line (the product): a route between primary stations A and B operated by a supplier company, with
 * recurring events in both directions (spec part 2, section 3.5). Only the fields bookings need so far; the
 * line editor extends this table.
 */
@Entity('line')
export class Line {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) denomination: string;
  @Column({ type: 'text' }) type: LineType;
  @Column({ name: 'line_class', type: 'text' }) lineClass: string;
  /** The operator: a supplier company (company.id). */
  @Column({ name: 'company_id', type: 'uuid' }) companyId: string;
  @ManyToOne(() => Company) @JoinColumn({ name: 'company_id' }) company?: Company;
  /** A different supplier selling the operator's line, when there is one. */
  @Column({ name: 'supplier_id', type: 'uuid', nullable: true }) supplierId: string | null;
  @Column({ type: 'text' }) slug: string;
  @flag('published') published: boolean;
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true }) publishedAt: Date | null;
  @flag('is_show_on_search', true) isShowOnSearch: boolean;
  @flag('is_private_transfer') isPrivateTransfer: boolean;
  @Column({ name: 'private_max_passengers', type: 'int', nullable: true }) privateMaxPassengers: number | null;
  @flag('is_supplier_api') isSupplierApi: boolean;
  @Column({ name: 'supplier_integration', type: 'text', nullable: true }) supplierIntegration: string | null;
  @flag('manual_bookings') manualBookings: boolean;
  @flag('automatic_approval') automaticApproval: boolean;
  @Column({ name: 'min_passengers', type: 'int', default: 1 }) minPassengers: number;
  @flag('refundable', true) refundable: boolean;
  @flag('amendable') amendable: boolean;
  @Column({ name: 'approval_inputs', type: 'jsonb' }) approvalInputs: ApprovalInputs;
  @flag('new_extras', true) newExtras: boolean;
  /** Ferry carrying vehicles as well as passengers (see line_vehicle_type). */
  @flag('vehicle_on_board') vehicleOnBoard: boolean;
  /** The operator's currency when the line was priced (prices carry their own currency too). */
  /** bookBefore (spec 3.5): sales close this many minutes before departure; null until departure. */
  @Column({ name: 'book_before_minutes', type: 'int', nullable: true }) bookBeforeMinutes: number | null;
  @Column({ name: 'supplier_currency', type: 'char', length: 3 }) supplierCurrency: string;
  @Column({ name: 'from_city_id', type: 'uuid' }) fromCityId: string;
  @Column({ name: 'to_city_id', type: 'uuid' }) toCityId: string;
  @Column({ name: 'station_a_id', type: 'uuid' }) stationAId: string;
  @Column({ name: 'station_b_id', type: 'uuid' }) stationBId: string;
  @ManyToOne(() => City) @JoinColumn({ name: 'from_city_id' }) fromCity?: City;
  @ManyToOne(() => City) @JoinColumn({ name: 'to_city_id' }) toCity?: City;
  @ManyToOne(() => Station) @JoinColumn({ name: 'station_a_id' }) stationA?: Station;
  @ManyToOne(() => Station) @JoinColumn({ name: 'station_b_id' }) stationB?: Station;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
