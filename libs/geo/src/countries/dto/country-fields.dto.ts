import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { COUNTRY_TEXT_MAX, type CountryFields } from '@farebox/domain';

/*
 * Shapes only (types, lengths, unknown fields refused). The rules and their messages are validateCountry() from
 * @farebox/domain, shared with the web form, so a 400 lists every invalid field with the text the form shows.
 */
const Text = (description?: string, example?: string) =>
  applyDecorators(ApiPropertyOptional({ type: String, nullable: true, description, example }), IsOptional(), IsString(), MaxLength(COUNTRY_TEXT_MAX));
const Html = (description: string) =>
  applyDecorators(ApiPropertyOptional({ type: String, nullable: true, description }), IsOptional(), IsString(), MaxLength(200_000));

/** The editable fields of a country; on update an omitted field keeps its value. */
export class CountryFieldsDto implements Partial<CountryFields> {
  @Text('Required', 'Bangkok') capital?: string | null;
  @Text('ISO 3166-1 alpha-2; required', 'TH') code?: string | null;
  @Text('Geographic region (not the sales region)', 'Asia') worldRegion?: string | null;
  @Text(undefined, 'South-Eastern Asia') subregion?: string | null;
  @Text('Decimal degrees, -90 to 90', '15') latitude?: string | null;
  @Text('Decimal degrees, -180 to 180', '100') longitude?: string | null;
  @Text('IANA timezone', 'Asia/Bangkok') timezone?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['Thai'] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(COUNTRY_TEXT_MAX, { each: true })
  spokenLanguages?: string[];

  @Text('A plus sign then digits', '+66') dialingCode?: string | null;
  @Text('USD, a decimal string with at most 2 decimals', '35.00') averageCostUsd?: string | null;
  @Html('Rich text; sanitised with an allow-list before it is stored') description?: string | null;
  @Html('Rich text; sanitised with an allow-list before it is stored') promotionHtml?: string | null;
}
