import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';
import { CHANNEL_TYPES } from './channel.constants.js';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class SalesChannelDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'agoda', description: 'The domain of the bookings sold through this channel' }) slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: CHANNEL_TYPES }) type: string;
  @ApiProperty() isRestricted: boolean;
}

export class ListChannelsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: leave out restricted channels' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  excludeRestrictedChannels?: boolean;
}
