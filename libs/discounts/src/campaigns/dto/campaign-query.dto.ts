import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TEAMS,
  CAMPAIGN_TYPES,
  type CampaignSort,
  type CampaignStatus,
  type CampaignTeam,
  type CampaignType,
} from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

const trimmedOrUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** GET /promocodes: the list's filters and sort (default: newest first). */
export class ListCampaignsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Campaign name (code or prefix) contains, case-insensitive' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Id of the user who created the campaign' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsUUID('all')
  creator?: string;

  @ApiPropertyOptional({ enum: CAMPAIGN_TYPES, enumName: 'CampaignType' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsIn(CAMPAIGN_TYPES)
  type?: CampaignType;

  @ApiPropertyOptional({ enum: CAMPAIGN_TEAMS, enumName: 'CampaignTeam' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsIn(CAMPAIGN_TEAMS)
  team?: CampaignTeam;

  @ApiPropertyOptional({ enum: CAMPAIGN_STATUSES, enumName: 'CampaignStatus' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsIn(CAMPAIGN_STATUSES)
  status?: CampaignStatus;

  @ApiPropertyOptional({ enum: CAMPAIGN_SORTS, enumName: 'CampaignSort', default: 'createdAt' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsIn(CAMPAIGN_SORTS)
  sort?: CampaignSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsIn(['asc', 'desc'])
  order?: 'asc' | 'desc';
}
