import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 20;

/** `offset` and `limit` in; every list query DTO extends this. */
export class PageQueryDto {
  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset: number = 0;

  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, minimum: 0, maximum: 1000, description: '0 means no limit (pickers); capped at 1000' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1000)
  limit: number = DEFAULT_PAGE_SIZE;
}

export class PageMetaDto {
  @ApiProperty() limit: number;
  @ApiProperty() offset: number;
  @ApiProperty() total: number;
}

export interface Page<T> {
  data: T[];
  meta: PageMetaDto;
}

/** `limit` 0 asks for everything up to the cap of 1000. */
export function takeOf(query: PageQueryDto): number {
  return query.limit === 0 ? 1000 : query.limit;
}
