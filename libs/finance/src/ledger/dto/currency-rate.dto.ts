import { ApiProperty } from '@nestjs/swagger';

export class CurrencyRateDto {
  @ApiProperty({ example: 'THB' }) currency: string;
  @ApiProperty({ example: '2026-11-01', description: 'The rate applies from this day on' }) rateDate: string;
  @ApiProperty({ example: '36.5000', description: 'Units of the currency per 1 USD, 4 decimals' }) rate: string;
}

export class CurrencyRatesDto {
  @ApiProperty({ type: [CurrencyRateDto], description: 'The newest rate of every currency (USD is 1 and not listed)' }) data: CurrencyRateDto[];
}
