import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, PAYMENTS_REPORT_FULL_RULE } from '@farebox/domain';
import { ApiErrors, Access } from '@farebox/platform';
import { CycleCostsService } from './cycle-costs.service.js';
import {
  CostTotalsDto,
  CycleCostRequestDto,
  InvoiceCyclesDto,
  ReconciliationCyclesDto,
  ReconciliationCyclesQueryDto,
  TopupCostRequestDto,
} from './dto/cycle-cost.dto.js';

const uuid = new ParseUUIDPipe({ version: '4' });
const unknownSupplier = ApiErrors(ErrorCode.NotFound);

/** Payment cycles of a supplier and their cost (the upload invoice modal and the Supplier tab). Full-admin staff. */
@ApiTags('finance')
@Controller('v2/supplier')
export class CyclesController {
  constructor(private readonly cycles: CycleCostsService) {}

  @Post(':id/fetch-cycles-cost')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The platform amount of one payment cycle: Σ supplier cost by effective date, per currency and in USD (changes nothing)' })
  @ApiOkResponse({ type: CostTotalsDto })
  @unknownSupplier
  cycleCost(@Param('id', uuid) id: string, @Body() dto: CycleCostRequestDto): Promise<CostTotalsDto> {
    return this.cycles.cycleCost(id, dto);
  }

  @Post(':id/fetch-topup-cost')
  @HttpCode(HttpStatus.OK)
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'The platform amount of a top-up range (effective dates start..end, both included), per currency and in USD' })
  @ApiOkResponse({ type: CostTotalsDto })
  @unknownSupplier
  rangeCost(@Param('id', uuid) id: string, @Body() dto: TopupCostRequestDto): Promise<CostTotalsDto> {
    return this.cycles.rangeCost(id, dto);
  }

  @Get(':id/cycles-for-reconciliation')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'Cycles a new invoice may reconcile: the current one, then ended cycles of the last 12 months without a live invoice' })
  @ApiOkResponse({ type: ReconciliationCyclesDto })
  @unknownSupplier
  reconciliation(@Param('id', uuid) id: string, @Query() query: ReconciliationCyclesQueryDto): Promise<ReconciliationCyclesDto> {
    return this.cycles.reconciliationCycles(id, query.allowPastCycles ?? true);
  }

  @Get(':id/invoice-cycles')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: "The supplier's cycles table: cost, status and invoice of the current cycle and the last 12 months" })
  @ApiOkResponse({ type: InvoiceCyclesDto })
  @unknownSupplier
  invoiceCycles(@Param('id', uuid) id: string): Promise<InvoiceCyclesDto> {
    return this.cycles.invoiceCycles(id);
  }
}
