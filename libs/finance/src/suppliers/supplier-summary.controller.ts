import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, PAYMENTS_REPORT_FULL_RULE } from '@farebox/domain';
import { ApiErrors, Access } from '@farebox/platform';
import { SupplierSummaryDto } from './dto/supplier-summary.dto.js';
import { SupplierSummaryService } from './supplier-summary.service.js';

@ApiTags('finance')
@Controller('v2/supplier')
export class SupplierSummaryController {
  constructor(private readonly summaries: SupplierSummaryService) {}

  @Get(':id/summary')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: "The Supplier tab's details with the top-up balance box or the invoice box (full admins)" })
  @ApiOkResponse({ type: SupplierSummaryDto })
  @ApiErrors(ErrorCode.NotFound)
  summary(@Param('id', new ParseUUIDPipe({ version: '4' })) id: string): Promise<SupplierSummaryDto> {
    return this.summaries.summary(id);
  }
}
