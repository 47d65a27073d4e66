import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, WORKSPACE_ROLES } from '@farebox/domain';
import { ProductDetailDto, ProductDto, ProductQueryDto, ProductSearch, ProductSearchQueryDto, ProductSearchService } from '@farebox/inventory';
import { PartnerInventoryService } from '@farebox/partners';
import { ApiErrors, Access } from '@farebox/platform';

/** Booking search (spec 2.2; no role restriction declared, so every back-office user) over the inventory's products. */
@ApiTags('bookings')
@Controller('bookings/products')
export class BookingProductsController {
  constructor(
    private readonly products: ProductSearchService,
    private readonly channels: PartnerInventoryService,
  ) {}

  @Get()
  @Access({ roles: WORKSPACE_ROLES })
  @ApiOperation({ summary: "Products with departures from one city to another on a date; empty: 'No available products. Select other cities.'" })
  @ApiOkResponse({ type: [ProductDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  async search(@Query() query: ProductSearchQueryDto): Promise<ProductDto[]> {
    const search: ProductSearch = {
      channelCompanies: query.channel ? await this.channels.companyRuleOf(query.channel) : null,
      fromCityId: query.from,
      toCityId: query.to,
      date: query.date,
      companyId: query.company,
      lineSlug: query.transportReference,
    };
    return this.products.searchProducts(search);
  }

  @Get(':lineId')
  @Access({ roles: WORKSPACE_ROLES })
  @ApiOperation({ summary: 'One product on a date: departures, extras, passenger types, policy rules and return departures' })
  @ApiOkResponse({ type: ProductDetailDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  product(@Param('lineId', new ParseUUIDPipe({ version: '4' })) lineId: string, @Query() query: ProductQueryDto): Promise<ProductDetailDto> {
    return this.products.getProduct(lineId, query.date, { fromCityId: query.from, returnDate: query.returnDate });
  }
}
