import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty parameter (`untilDate=`) is no parameter. */
export const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** A repeated query parameter (`status=a&status=b`) or a single one, as an array. */
export const asArray = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]);

/** An optional calendar day 'YYYY-MM-DD' (a real date). */
export const OptionalDay = (description: string, example = '2026-10-31') =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date', example, description }),
    Transform(emptyAsAbsent),
    IsOptional(),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date YYYY-MM-DD' }),
    IsISO8601({ strict: true }, { message: 'must be a date YYYY-MM-DD' }),
  );

/** An optional free-text filter (trimmed; empty means no filter). */
export const OptionalText = (description: string) =>
  applyDecorators(ApiPropertyOptional({ description }), IsOptional(), Transform(trimmed), IsString(), MaxLength(200));
