import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AudienceLimitation, CampaignGenerationState, CampaignTeam, CampaignType, DiscountType } from '@farebox/domain';

/** The unique index a code taken by any campaign violates (a racing create included). */
export const PROMO_CODE_KEY = 'promo_code_code_key';

/** A promo code campaign (spec part 3, section 3); `name` is the single code or the serial prefix. */
@Entity('promo_campaign')
export class Campaign {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'campaign_type', type: 'text' }) campaignType: CampaignType;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) type: DiscountType;
  /** numeric(14,2) as its decimal string. */
  @Column({ type: 'numeric', precision: 14, scale: 2 }) value: string;
  @Column({ name: 'minimum_purchase', type: 'numeric', precision: 14, scale: 2, nullable: true }) minimumPurchase: string | null;
  /** YYYY-MM-DD, the last valid day (UTC). */
  @Column({ name: 'expired_at', type: 'date', nullable: true }) expiredAt: string | null;
  @Column({ name: 'expired_in', type: 'int', nullable: true }) expiredIn: number | null;
  @Column({ name: 'usage_limit', type: 'int', default: 0 }) limit: number;
  @Column({ name: 'per_user_limit', type: 'int', nullable: true }) perUserLimit: number | null;
  @Column({ name: 'usages_number', type: 'int', default: 0 }) usagesNumber: number;
  @Column({ type: 'text' }) team: CampaignTeam;
  @Column({ type: 'boolean', default: true }) activated: boolean;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ name: 'tooltip_description', type: 'text', default: '' }) tooltipDescription: string;
  /** Partial: the column's default is {}, and a row written by SQL (an import, a bulk load) may lack some lists. */
  @Column({ name: 'audience_limitation', type: 'jsonb' }) audienceLimitation: Partial<AudienceLimitation>;
  @Column({ name: 'serial_codes_count', type: 'int', nullable: true }) serialCodesCount: number | null;
  @Column({ name: 'generation_state', type: 'text', nullable: true }) generationState: CampaignGenerationState | null;
  @Column({ name: 'generated_count', type: 'int', default: 0 }) generatedCount: number;
  @Column({ name: 'generation_error', type: 'text', nullable: true }) generationError: string | null;
  @Column({ name: 'created_by', type: 'uuid' }) createdBy: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'int', default: 1 }) version: number;
}

/** One code of a campaign; ids grow with insertion, the Excel download's cursor. */
@Entity('promo_code')
export class PromoCode {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' }) id: string;
  @Column({ name: 'campaign_id', type: 'uuid' }) campaignId: string;
  @Column({ type: 'text' }) code: string;
}

export const CAMPAIGN_ENTITIES = [Campaign, PromoCode];
