import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, PARTNER_EDIT_RULE, SCREEN_RULES } from '@farebox/domain';
import { Access, ApiErrors, ApiIdempotent, CurrentUser, IdempotencyKeyHeader, type AuthenticatedUser } from '@farebox/platform';
import { InventoryRulesDto, PartnerLiveResultDto, PartnerLiveResultsQueryDto, SaveInventoryRulesDto } from '../inventory-rules/inventory-rules.dto.js';
import { PartnerInventoryService } from '../inventory-rules/inventory-rules.service.js';
import { CreditHistoryDto, TopUpAnswerDto, TopUpDto } from './credit-line.dto.js';
import { PartnerCreditLineService } from './credit-line.service.js';

/** The partner detail's other tabs (spec part 2, 2.7): Credit History with Top Up, Inventory management, Live Results. */
@ApiTags('partners')
@Controller('partners/:id')
export class PartnerTabsController {
  constructor(
    private readonly creditLine: PartnerCreditLineService,
    private readonly inventory: PartnerInventoryService,
  ) {}

  @Get('credit-history')
  @Access(SCREEN_RULES.partners)
  @ApiOperation({ summary: 'Credit History: the top-ups and the balance (booking agents paying by credit line only)' })
  @ApiOkResponse({ type: CreditHistoryDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.NoCreditLine)
  creditHistory(@Param('id', ParseUUIDPipe) id: string): Promise<CreditHistoryDto> {
    return this.creditLine.history(id);
  }

  @Post('top-ups')
  @HttpCode(HttpStatus.OK)
  @Access(PARTNER_EDIT_RULE)
  @ApiIdempotent()
  @ApiOperation({ summary: 'Top Up the credit line (full admin): once per Idempotency-Key' })
  @ApiOkResponse({ type: TopUpAnswerDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.NoCreditLine)
  topUp(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: TopUpDto,
    @IdempotencyKeyHeader() key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TopUpAnswerDto> {
    return this.creditLine.topUp(id, dto, key, user);
  }

  @Get('inventory-rules')
  @Access(SCREEN_RULES.partners)
  @ApiOperation({ summary: 'Inventory management: the companies the channel sells (allow) or does not (block)' })
  @ApiOkResponse({ type: InventoryRulesDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  inventoryRules(@Param('id', ParseUUIDPipe) id: string): Promise<InventoryRulesDto> {
    return this.inventory.rules(id);
  }

  @Put('inventory-rules')
  @Access(PARTNER_EDIT_RULE)
  @ApiOperation({ summary: 'Save the inventory rule (full admin) from the version opened; 409 EditConflict when stale' })
  @ApiOkResponse({ type: InventoryRulesDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  saveInventoryRules(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: SaveInventoryRulesDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InventoryRulesDto> {
    return this.inventory.save(id, dto, user);
  }

  @Get('live-results')
  @Access(SCREEN_RULES.partners)
  @ApiOperation({ summary: "Live Results: the channel's products (its inventory rule applied) per line and stations" })
  @ApiOkResponse({ type: [PartnerLiveResultDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  liveResults(@Param('id', ParseUUIDPipe) id: string, @Query() query: PartnerLiveResultsQueryDto): Promise<PartnerLiveResultDto[]> {
    return this.inventory.liveResults(id, query);
  }
}
