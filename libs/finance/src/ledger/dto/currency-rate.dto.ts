import { ApiProperty } from '@nestjs/swagger';
import { OptionalDay } from '../../reports/dto/report-query.js';

export class CurrencyRateDto {
  @ApiProperty({ example: 'THB' }) currency: string;
  @ApiProperty({ example: '2026-11-01', description: 'The rate applies from this day on' }) rateDate: string;
  @ApiProperty({ example: '36.5000', description: 'Units of the currency per 1 USD, 4 decimals' }) rate: string;
}

export class CurrencyRatesDto {
  @ApiProperty({ type: [CurrencyRateDto], description: 'The rate of every currency at the asked day, or its newest (USD is 1 and not listed)' })
  data: CurrencyRateDto[];
}

export class CurrencyRatesQueryDto {
  @OptionalDay('The rates in force at this day (per currency the newest from that day or before, else its oldest); default: the newest')
  date?: string;
}
