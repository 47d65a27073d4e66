import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Per-type partner properties: logos per key (white and dark image ids plus a text), palette colours, plain values. */
export type PartnerProperties = Record<string, unknown>;

/** The companies a channel sells (allow) or does not sell (block); absent: every company. */
export interface PartnerInventoryRules {
  companies?: { action: 'allow' | 'block'; values: string[] };
}

/**
 * A sales channel (partner, spec part 2, section 3.3). Its slug is the booking's `domain`. A restricted channel
 * is left out of pickers that ask for excludeRestrictedChannels.
 */
@Entity('sales_channel')
export class SalesChannel {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) slug: string;
  @Column({ type: 'text' }) name: string;
  /** Channel type (b2b, whitelabel, organic, bookingAgent...). */
  @Column({ type: 'text' }) type: string;
  @Column({ name: 'is_restricted', type: 'boolean', default: false }) isRestricted: boolean;
  @Column({ name: 'base_url', type: 'text', nullable: true }) baseUrl: string | null;
  /** The booking agent's user (bookingAgent partners). */
  @Column({ name: 'agent_user_id', type: 'uuid', nullable: true }) agentUserId: string | null;
  /** creditline or creditCard: final after creation. */
  @Column({ name: 'payment_flow', type: 'text', nullable: true }) paymentFlow: string | null;
  @Column({ type: 'text', nullable: true }) currency: string | null;
  /** Percent, decimal string. */
  @Column({ type: 'numeric', precision: 7, scale: 2, nullable: true }) markup: string | null;
  @Column({ name: 'logo_image_id', type: 'uuid', nullable: true }) logoImageId: string | null;
  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` }) properties: PartnerProperties;
  /** Inventory management: `{ companies: { action: allow or block, values: company ids } }`. */
  @Column({ name: 'inventory_rules', type: 'jsonb', default: () => `'{}'::jsonb` }) inventoryRules: PartnerInventoryRules;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
