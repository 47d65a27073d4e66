import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { STAFF_ROLES } from '@farebox/domain';
import { Access } from '@farebox/platform';
import { CurrencyRatesService } from './currency-rates.service.js';
import { CurrencyRatesDto } from './dto/currency-rate.dto.js';

@ApiTags('finance')
@Controller('finance/currency-rates')
export class CurrencyRatesController {
  constructor(private readonly rates: CurrencyRatesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'The newest USD rate of every currency (units per 1 USD, 4 decimals)' })
  @ApiOkResponse({ type: CurrencyRatesDto })
  list(): Promise<CurrencyRatesDto> {
    return this.rates.latest();
  }
}
