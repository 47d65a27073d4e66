import { ApiProperty } from '@nestjs/swagger';

/** A GeoJSON Polygon or MultiPolygon (RFC 7946: longitude then latitude). */
export class AreaPolygonDto {
  @ApiProperty({ enum: ['Polygon', 'MultiPolygon'] }) type: 'Polygon' | 'MultiPolygon';
  @ApiProperty({
    type: 'array',
    items: {},
    description: 'Polygon: rings of [longitude, latitude] positions, each closed; MultiPolygon: a list of those',
  })
  coordinates: unknown[];
}
