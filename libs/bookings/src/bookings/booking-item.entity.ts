import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';

export interface VehicleOnBoard {
  typeName: string;
  name: string;
  licenseNumber: string;
}

export interface ItemSupplierApi {
  status: string;
  supplierBookingReference: string | null;
  supplierIntegrationBookingId: string | null;
  supplierIntegration: string;
}

/** A chosen extra option of one journey, and how the supplier confirmed it on approve. */
export interface ItemExtra {
  id: string;
  optionId: string;
  extraType: string;
  value: string | null;
  mandatory: boolean;
  status?: 'passengerRequest' | 'original' | 'other' | null;
  otherValue?: string | null;
}

/** One journey of a booking: position 0 is the outbound, 1 the return. */
@Entity('booking_item')
export class BookingItem {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  @Column({ type: 'smallint' }) position: number;
  @Column({ type: 'text' }) reference: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @Column({ name: 'trip_id', type: 'uuid', nullable: true }) tripId: string | null;
  @Column({ name: 'from_station_id', type: 'uuid', nullable: true }) fromStationId: string | null;
  @Column({ name: 'to_station_id', type: 'uuid', nullable: true }) toStationId: string | null;
  @Column({ name: 'departure_at', type: 'timestamptz' }) departureAt: Date;
  @Column({ name: 'arrival_at', type: 'timestamptz', nullable: true }) arrivalAt: Date | null;
  @Column({ type: 'text' }) timezone: string;
  /** The pickup time the supplier confirmed on approve (HH:mm, local). */
  @Column({ name: 'approved_departure_time', type: 'text', nullable: true }) approvedDepartureTime: string | null;
  @Column({ name: 'approval_attachments', type: 'jsonb', default: () => "'[]'" }) approvalAttachments: string[];
  @Column({ name: 'ticket_url', type: 'text', nullable: true }) ticketUrl: string | null;
  @Column({ name: 'vehicles_on_board', type: 'jsonb', default: () => "'[]'" }) vehiclesOnBoard: VehicleOnBoard[];
  @Column({ name: 'supplier_api', type: 'jsonb', nullable: true }) supplierApi: ItemSupplierApi | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) extras: ItemExtra[];
  @Column({ name: 'price_amount', type: 'numeric', precision: 14, scale: 2, default: 0, transformer: decimalTransformer }) priceAmount: Decimal;
  @Column({ name: 'cost_in_supplier_currency', type: 'numeric', precision: 14, scale: 2, default: 0, transformer: decimalTransformer })
  costInSupplierCurrency: Decimal;
  @Column({ name: 'supplier_currency', type: 'text', default: 'USD' }) supplierCurrency: string;
}
