import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class CacheEntryDto {
  @ApiProperty({ example: '/api/scopes' }) url: string;
  @ApiProperty({ type: String, format: 'date-time' }) cachedAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
}

export class UncacheQueryDto {
  @ApiPropertyOptional({ description: 'The URL to uncache (URL-encoded); without it every entry is removed', example: '/api/scopes' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  url?: string;
}
