import { Body, Controller, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, TRANSPORT_READ_RULE, TRANSPORT_WRITE_RULE } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { TransportDto, TransportListQueryDto, UpdateTransportDto } from './dto/transport.dto.js';
import { TransportsEnabledGuard } from './transports-enabled.guard.js';
import { TransportsService } from './transports.service.js';

/** Transports (spec part 2, 2.13): full admins only, and only when TRANSPORTS_ENABLED (404 otherwise). */
@ApiTags('transports')
@Controller('transports')
@UseGuards(TransportsEnabledGuard)
export class TransportsController {
  constructor(private readonly transports: TransportsService) {}

  @Get()
  @Access(TRANSPORT_READ_RULE)
  @ApiOperation({ summary: 'Transports by reference (20 a page), filtered by type, reference, supplier, operator, country and two cities' })
  @ApiPagedResponse(TransportDto)
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  list(@Query() query: TransportListQueryDto): Promise<Page<TransportDto>> {
    return this.transports.list(query);
  }

  @Get(':reference')
  @Access(TRANSPORT_READ_RULE)
  @ApiOperation({ summary: 'One transport by its reference (case-insensitive)' })
  @ApiOkResponse({ type: TransportDto })
  @ApiErrors(ErrorCode.NotFound)
  get(@Param('reference') reference: string): Promise<TransportDto> {
    return this.transports.get(reference);
  }

  @Put(':reference')
  @Access(TRANSPORT_WRITE_RULE)
  @ApiOperation({
    summary: 'Edit a transport from the version it was edited from (409 EditConflict when stale); 400 details list every invalid field',
  })
  @ApiOkResponse({ type: TransportDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('reference') reference: string, @Body() dto: UpdateTransportDto, @CurrentUser() user: AuthenticatedUser): Promise<TransportDto> {
    return this.transports.update(reference, dto, user);
  }

  @Get(':reference/change-log')
  @Access(TRANSPORT_READ_RULE)
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.NotFound)
  changeLog(@Param('reference') reference: string): Promise<ChangeLogEntryDto[]> {
    return this.transports.changeLogOf(reference);
  }
}
