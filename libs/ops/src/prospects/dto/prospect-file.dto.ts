import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { PROSPECT_SEARCH_STATES, type ProspectSearchState } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages ('This field is required.', at most 30 locations, the listed domains and
 * languages) are validateProspectSearch() from @farebox/domain, shared with the web form.
 */

export class CreateProspectSearchDto {
  @ApiProperty({ example: 'Hanoi bus operators', description: 'Unique (case-insensitive); 1 to 100 characters' })
  @IsString()
  @MaxLength(1000)
  fileName: string;

  @ApiProperty({ type: [String], example: ['bus hanoi to sapa', 'limousine hanoi sapa'], description: 'At least one; at most 50' })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(1000, { each: true })
  queries: string[];

  @ApiProperty({ type: [String], example: ['Vietnam', 'Hanoi,Hanoi,Vietnam'], description: 'SERP location names from SERP_LOCATIONS; 1 to 30' })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(1000, { each: true })
  locations: string[];

  @ApiProperty({ example: 'google.com', description: 'One of GOOGLE_DOMAINS' })
  @IsString()
  @MaxLength(100)
  googleDomain: string;

  @ApiProperty({ example: 'en', description: "Google's hl code, one of HOSTING_LANGUAGES" })
  @IsString()
  @MaxLength(100)
  hostingLanguage: string;
}

export class ListProspectFilesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'File name contains (case-insensitive)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(200)
  fileName?: string;
}

export class ProspectFileDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fileName: string;
  @ApiProperty({ type: [String] }) queries: string[];
  @ApiProperty({ type: [String] }) locations: string[];
  @ApiProperty() googleDomain: string;
  @ApiProperty({ description: "Google's hl code" }) hostingLanguage: string;
  @ApiProperty({ enum: PROSPECT_SEARCH_STATES, enumName: 'ProspectSearchState' }) state: ProspectSearchState;
  @ApiProperty({ description: 'Provider requests made so far (a retried attempt starts again from 0)' }) requestsDone: number;
  @ApiProperty({ description: 'Queries × locations' }) requestsTotal: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Result rows in the sheet, once done' }) rowsWritten: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the search failed' }) error: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The spec's googleSheetLink: the API path of the .xlsx (GET with the session's token), once done",
    example: '/api/prospect-files/0b7c…/sheet',
  })
  sheetLink: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ProspectOverviewDto {
  @ApiProperty({ example: '2026-11', description: "The clock's month (UTC)" }) month: string;
  @ApiProperty({ description: 'Searches started this month' }) searchesThisMonth: number;
  @ApiProperty({ description: 'Whether a SERP provider is configured (SERP_API_URL); without one every search fails saying so' })
  providerConfigured: boolean;
}
