import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { GAP_LEVELS, PAYMENTS_REPORT_FULL_RULE } from '@farebox/domain';
import { Access, CurrentUser, validationFailed, type AuthenticatedUser } from '@farebox/platform';
import { InvoiceAssigneesDto, InvoiceAssigneesQueryDto } from './dto/invoice-assignees.dto.js';
import { GAP_LEVEL_MESSAGE, InvoiceAssigneesService } from './invoice-assignees.service.js';

@ApiTags('finance')
@Controller('users/invoice/assignees')
export class InvoiceAssigneesController {
  constructor(private readonly assignees: InvoiceAssigneesService) {}

  @Get(':level')
  @Access(PAYMENTS_REPORT_FULL_RULE)
  @ApiOperation({ summary: 'Assignee options for an invoice of this gap level: the active users who may approve it (see the flags)' })
  @ApiParam({ name: 'level', enum: [...GAP_LEVELS] })
  @ApiOkResponse({ type: InvoiceAssigneesDto })
  list(
    @Param('level', new ParseIntPipe({ exceptionFactory: () => validationFailed([{ field: 'level', message: GAP_LEVEL_MESSAGE }], GAP_LEVEL_MESSAGE) }))
    level: number,
    @Query() query: InvoiceAssigneesQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InvoiceAssigneesDto> {
    return this.assignees.assignees(level, query, user);
  }
}
