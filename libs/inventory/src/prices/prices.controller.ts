import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import {
  DeletePriceRuleQueryDto,
  LinePricesDto,
  LinePricesSaveDto,
  PriceRuleDeleteDto,
  PriceRuleFieldsDto,
  PriceRuleSaveDto,
  PriceRulesDto,
  UpdateLinePricesDto,
  UpdatePriceRuleDto,
} from './dto/line-prices.dto.js';
import { PricesService } from './prices.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
/** Staff read every line; an agent reads its own company's lines (404 for another's: LineAccessService). */
const LINE_READERS = [...STAFF_ROLES, Role.Agent];
/** The Prices tab is full admin only (spec 2.9, 6). */
const PRICE_WRITERS = { roles: STAFF_WRITE_ROLES, fullAdmin: true } as const;

@ApiTags('line prices')
@Controller('lines')
export class PricesController {
  constructor(private readonly prices: PricesService) {}

  @Get(':id/prices')
  @Access({ roles: LINE_READERS })
  @ApiOperation({ summary: "The Prices tab: passenger prices, the supplier currency with today's USD rate, and the line price input" })
  @ApiOkResponse({ type: LinePricesDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<LinePricesDto> {
    return this.prices.get(user, id);
  }

  @Put(':id/prices')
  @Access(PRICE_WRITERS)
  @ApiOperation({
    summary:
      'Save the Prices tab from the line version it was edited from; USD amounts at the finance area rate of today. Answers which future trips change price; dryRun previews it and saves nothing',
  })
  @ApiOkResponse({ type: LinePricesSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.NoCurrencyRate)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateLinePricesDto, @CurrentUser() user: AuthenticatedUser): Promise<LinePricesSaveDto> {
    return this.prices.update(user, id, dto);
  }

  @Get(':id/price-rules')
  @Access({ roles: LINE_READERS })
  @ApiOperation({ summary: 'The price-exception rules of a line, with the passenger types and stations their forms offer' })
  @ApiOkResponse({ type: PriceRulesDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  listRules(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<PriceRulesDto> {
    return this.prices.listRules(user, id);
  }

  @Post(':id/price-rules')
  @Access(PRICE_WRITERS)
  @ApiOperation({ summary: 'Add a price rule (not on supplier API lines: 409); it prices trips departing from now on; dryRun previews the impact' })
  @ApiCreatedResponse({ type: PriceRuleSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict, ErrorCode.NoCurrencyRate)
  createRule(@Param('id', uuid) id: string, @Body() dto: PriceRuleFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<PriceRuleSaveDto> {
    return this.prices.createRule(user, id, dto);
  }

  @Put(':id/price-rules/:ruleId')
  @Access(PRICE_WRITERS)
  @ApiOperation({ summary: 'Edit a price rule from the version it was edited from; it prices trips departing from now on; dryRun previews the impact' })
  @ApiOkResponse({ type: PriceRuleSaveDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.NoCurrencyRate)
  updateRule(
    @Param('id', uuid) id: string,
    @Param('ruleId', uuid) ruleId: string,
    @Body() dto: UpdatePriceRuleDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PriceRuleSaveDto> {
    return this.prices.updateRule(user, id, ruleId, dto);
  }

  @Delete(':id/price-rules/:ruleId')
  @Access(PRICE_WRITERS)
  @ApiOperation({
    summary:
      'Delete a price rule at the version the user confirmed (409 EditConflict when it changed since); answers which future trips change price; dryRun previews it',
  })
  @ApiOkResponse({ type: PriceRuleDeleteDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  deleteRule(
    @Param('id', uuid) id: string,
    @Param('ruleId', uuid) ruleId: string,
    @Query() query: DeletePriceRuleQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PriceRuleDeleteDto> {
    return this.prices.deleteRule(user, id, ruleId, query);
  }

  @Get(':id/price-rules/:ruleId/change-log')
  @Access({ roles: LINE_READERS })
  @ApiOperation({ summary: "A price rule's change log, newest first (kept after the rule is deleted)" })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  ruleChangeLog(@Param('id', uuid) id: string, @Param('ruleId', uuid) ruleId: string, @CurrentUser() user: AuthenticatedUser): Promise<ChangeLogEntryDto[]> {
    return this.prices.changeLogOfRule(user, id, ruleId);
  }
}
