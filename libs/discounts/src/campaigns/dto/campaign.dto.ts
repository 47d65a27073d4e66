import { ApiProperty } from '@nestjs/swagger';
import {
  CAMPAIGN_GENERATION_STATES,
  CAMPAIGN_TEAMS,
  CAMPAIGN_TYPES,
  DISCOUNT_TYPES,
  type CampaignGenerationState,
  type CampaignTeam,
  type CampaignType,
  type DiscountType,
} from '@farebox/domain';
import { AudienceLimitationDto } from './campaign-input.dto.js';

export class CampaignCreatorDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class CampaignGenerationDto {
  @ApiProperty({ enum: CAMPAIGN_GENERATION_STATES, enumName: 'CampaignGenerationState' }) state: CampaignGenerationState;
  @ApiProperty({ description: 'Codes made so far (the progress bar)' }) generated: number;
  @ApiProperty({ description: 'Codes to make' }) total: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the generation failed (state failed)' }) error: string | null;
}

/** A row of the campaign list. */
export class CampaignListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The code of a single campaign, the prefix of a serial one' }) name: string;
  @ApiProperty({ enum: CAMPAIGN_TYPES, enumName: 'CampaignType' }) campaignType: CampaignType;
  @ApiProperty({ enum: DISCOUNT_TYPES, enumName: 'DiscountType' }) type: DiscountType;
  @ApiProperty({ example: '10.00' }) value: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expiredAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Days of validity from creation' }) expiredIn: number | null;
  @ApiProperty({ type: String, format: 'date', description: 'Valid until: expiredAt, or the creation date plus expiredIn days' })
  validUntil: string;
  @ApiProperty({ description: '0 or less means unlimited' }) limit: number;
  @ApiProperty() usagesNumber: number;
  @ApiProperty({ type: String, nullable: true }) minimumPurchase: string | null;
  @ApiProperty({ type: CampaignCreatorDto }) createdBy: CampaignCreatorDto;
  @ApiProperty({ enum: CAMPAIGN_TEAMS, enumName: 'CampaignTeam' }) team: CampaignTeam;
  @ApiProperty() activated: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Serial campaigns: how many codes' }) serialCodesCount: number | null;
  @ApiProperty({ enum: CAMPAIGN_GENERATION_STATES, enumName: 'CampaignGenerationState', nullable: true })
  generationState: CampaignGenerationState | null;
}

/** One campaign with every field of the edit form. */
export class CampaignDto extends CampaignListItemDto {
  @ApiProperty({ type: Number, nullable: true }) perUserLimit: number | null;
  @ApiProperty() description: string;
  @ApiProperty() tooltipDescription: string;
  @ApiProperty({ type: AudienceLimitationDto }) audienceLimitation: AudienceLimitationDto;
  @ApiProperty() version: number;
  @ApiProperty({ type: CampaignGenerationDto, nullable: true, description: 'Serial campaigns only' }) generation: CampaignGenerationDto | null;
}

export class CreatedCampaignDto {
  @ApiProperty({ format: 'uuid' }) id: string;
}
