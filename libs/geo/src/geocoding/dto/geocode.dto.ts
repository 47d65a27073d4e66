import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { AreaPolygonDto } from './area-polygon.dto.js';

export const GEOCODE_KINDS = ['address', 'area'] as const;
export type GeocodeKind = (typeof GEOCODE_KINDS)[number];

export class GeocodeQueryDto {
  @ApiProperty({ example: 'Kamphaeng Phet 2 Rd, Bangkok', description: 'What to look for (at least 2 characters)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(2)
  @MaxLength(300)
  q: string;

  @ApiPropertyOptional({ enum: GEOCODE_KINDS, default: 'address', description: 'address: places with coordinates; area: places with an outline' })
  @IsOptional()
  @IsIn(GEOCODE_KINDS)
  kind: GeocodeKind = 'address';
}

export class GeocodeResultDto {
  @ApiProperty({ example: 'Mo Chit Bus Terminal, Kamphaeng Phet 2 Rd, Chatuchak, Bangkok 10900, Thailand' }) label: string;
  @ApiProperty() lat: number;
  @ApiProperty() lng: number;
  @ApiProperty({ type: AreaPolygonDto, nullable: true, description: 'The outline (area searches only)' }) polygon: AreaPolygonDto | null;
}

export class MapSettingsDto {
  @ApiProperty({ type: String, nullable: true, description: 'MapLibre style JSON (MAP_STYLE_URL); null: the tile-free base of country shapes' })
  styleUrl: string | null;
}
