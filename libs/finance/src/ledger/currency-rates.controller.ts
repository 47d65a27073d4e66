import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { STAFF_ROLES } from '@farebox/domain';
import { Access } from '@farebox/platform';
import { CurrencyRatesService } from './currency-rates.service.js';
import { CurrencyRatesDto, CurrencyRatesQueryDto } from './dto/currency-rate.dto.js';

@ApiTags('finance')
@Controller('finance/currency-rates')
export class CurrencyRatesController {
  constructor(private readonly rates: CurrencyRatesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'The USD rate of every currency (units per 1 USD, 4 decimals): the newest, or the one in force at `date`' })
  @ApiOkResponse({ type: CurrencyRatesDto })
  list(@Query() query: CurrencyRatesQueryDto): Promise<CurrencyRatesDto> {
    return this.rates.ratesAt(query.date);
  }
}
