import { completeAudience, expiryDateOf } from '@farebox/domain';
import type { CampaignDto, CampaignListItemDto } from './dto/campaign.dto.js';
import type { Campaign } from './campaign.entity.js';

export const validUntilOf = (c: Pick<Campaign, 'expiredAt' | 'expiredIn' | 'createdAt'>): string => c.expiredAt ?? expiryDateOf(c.createdAt, c.expiredIn ?? 0);

export function toListItem(c: Campaign, creatorName: string): CampaignListItemDto {
  return {
    id: c.id,
    name: c.name,
    campaignType: c.campaignType,
    type: c.type,
    value: c.value,
    createdAt: c.createdAt.toISOString(),
    expiredAt: c.expiredAt,
    expiredIn: c.expiredIn,
    validUntil: validUntilOf(c),
    limit: c.limit,
    usagesNumber: c.usagesNumber,
    minimumPurchase: c.minimumPurchase,
    createdBy: { id: c.createdBy, name: creatorName },
    team: c.team,
    activated: c.activated,
    serialCodesCount: c.serialCodesCount,
    generationState: c.generationState,
  };
}

export function toCampaignDto(c: Campaign, creatorName: string): CampaignDto {
  return {
    ...toListItem(c, creatorName),
    perUserLimit: c.perUserLimit,
    description: c.description,
    tooltipDescription: c.tooltipDescription,
    audienceLimitation: completeAudience(c.audienceLimitation),
    version: c.version,
    generation:
      c.generationState === null ? null : { state: c.generationState, generated: c.generatedCount, total: c.serialCodesCount ?? 0, error: c.generationError },
  };
}
