import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export interface PassengerExtraInfo {
  slug: string;
  value: string;
}

export interface PassengerBaggage {
  itemsCount: number;
  category: string;
  dimensions: { weight?: number; length?: number; height?: number; width?: number };
}

@Entity('booking_passenger')
export class BookingPassenger {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'booking_id', type: 'uuid' }) bookingId: string;
  @Column({ type: 'smallint' }) position: number;
  @Column({ name: 'first_name', type: 'text' }) firstName: string;
  @Column({ name: 'last_name', type: 'text' }) lastName: string;
  @Column({ type: 'text', nullable: true }) email: string | null;
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ type: 'int', nullable: true }) age: number | null;
  @Column({ name: 'passenger_type', type: 'text' }) passengerType: string;
  @Column({ name: 'extra_infos', type: 'jsonb', default: () => "'[]'" }) extraInfos: PassengerExtraInfo[];
  @Column({ type: 'jsonb', nullable: true }) baggage: PassengerBaggage | null;
  /** Seat numbers the supplier gave on approve, per leg. */
  @Column({ type: 'jsonb', default: () => "'{}'" }) seats: { departure?: string | null; return?: string | null };
  @Column({ name: 'qr_codes', type: 'jsonb', default: () => "'{}'" }) qrCodes: { departure?: string | null; return?: string | null };
  /** Added by a change request: the supplier must give it a seat when approving the amend. */
  @Column({ name: 'is_added', type: 'boolean', default: false }) isAdded: boolean;
}
