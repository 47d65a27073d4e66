import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES, type AccessRule } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import { SupplierIntegrationDto } from '../dto/supplier-line.dto.js';
import {
  BulkMappingResultDto,
  CreatedLineDto,
  CreateSupplierMappingDto,
  SupplierLiveResultDto,
  SupplierLiveSearchDto,
  MapLineDto,
  MappingKindQueryDto,
  MappingOptionsDto,
  MappingOptionsQueryDto,
  ScreenLineListDto,
  ScreenTransferDto,
  ScreenTransferListDto,
  SupplierMappingDto,
  SupplierOverviewDto,
} from './dto/supplier-api-screen.dto.js';
import { SupplierApiScreenService } from './supplier-api-screen.service.js';

/** All supplier API tabs are full admin only (spec part 2, 2.14 and 6). */
const READ: AccessRule = { roles: STAFF_ROLES, fullAdmin: true };
const WRITE: AccessRule = { roles: STAFF_WRITE_ROLES, fullAdmin: true };
const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('supplier API')
@Controller('supplier-api/integrations')
export class SupplierApiScreenController {
  constructor(private readonly screen: SupplierApiScreenService) {}

  @Get()
  @Access(READ)
  @ApiOperation({ summary: 'The supplier picker: the supplier integrations (50 at most)' })
  @ApiOkResponse({ type: [SupplierIntegrationDto] })
  @ApiErrors()
  list(): Promise<SupplierIntegrationDto[]> {
    return this.screen.integrations();
  }

  @Get(':id')
  @Access(READ)
  @ApiOperation({ summary: 'Overview/rules: mode, base URL, bulk mapping support (asked of the supplier) and counts' })
  @ApiOkResponse({ type: SupplierOverviewDto })
  @ApiErrors(ErrorCode.NotFound)
  overview(@Param('id') id: string): Promise<SupplierOverviewDto> {
    return this.screen.overview(id);
  }

  @Get(':id/transfers')
  @Access(READ)
  @ApiOperation({ summary: "Supplier Inventory: the supplier's transfers as last fetched, with their line and unmapped parameters (50 at most)" })
  @ApiOkResponse({ type: ScreenTransferListDto })
  @ApiErrors(ErrorCode.NotFound)
  transfers(@Param('id') id: string): Promise<ScreenTransferListDto> {
    return this.screen.transfers(id);
  }

  @Post(':id/transfers/refresh')
  @HttpCode(200)
  @Access(WRITE)
  @ApiOperation({ summary: "Fetches the supplier's transfers again" })
  @ApiOkResponse({ type: ScreenTransferListDto })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.SupplierApiUnavailable, ErrorCode.SupplierApiNotConfigured)
  refresh(@Param('id') id: string): Promise<ScreenTransferListDto> {
    return this.screen.refresh(id);
  }

  @Get(':id/lines')
  @Access(READ)
  @ApiOperation({ summary: "Farebox Lines: our lines of the supplier's (mapped) companies with their mapping status (50 at most)" })
  @ApiOkResponse({ type: ScreenLineListDto })
  @ApiErrors(ErrorCode.NotFound)
  lines(@Param('id') id: string): Promise<ScreenLineListDto> {
    return this.screen.lines(id);
  }

  @Get(':id/mappings')
  @Access(READ)
  @ApiOperation({ summary: 'One mapping tab: pairs of Farebox data and supplier data' })
  @ApiOkResponse({ type: [SupplierMappingDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  mappings(@Param('id') id: string, @Query() query: MappingKindQueryDto): Promise<SupplierMappingDto[]> {
    return this.screen.mappings(id, query.kind);
  }

  @Get(':id/mapping-options')
  @Access(READ)
  @ApiOperation({ summary: "A mapping's pickers: Farebox values (cities and companies by name prefix, 5 at most) and the supplier's values seen" })
  @ApiOkResponse({ type: MappingOptionsDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  options(@Param('id') id: string, @Query() query: MappingOptionsQueryDto): Promise<MappingOptionsDto> {
    return this.screen.options(id, query.kind, query.q);
  }

  @Post(':id/mappings')
  @Access(WRITE)
  @ApiOperation({ summary: 'Adds a mapping (one per supplier value: 409 Conflict when it is mapped already)' })
  @ApiCreatedResponse({ type: SupplierMappingDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  addMapping(@Param('id') id: string, @Body() dto: CreateSupplierMappingDto): Promise<SupplierMappingDto> {
    return this.screen.addMapping(id, dto);
  }

  @Delete(':id/mappings/:mappingId')
  @HttpCode(204)
  @Access(WRITE)
  @ApiOperation({ summary: 'Deletes a mapping' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  removeMapping(@Param('id') id: string, @Param('mappingId', uuid) mappingId: string): Promise<void> {
    return this.screen.removeMapping(id, mappingId);
  }

  @Post(':id/transfers/:transferId/line')
  @Access(WRITE)
  @ApiOperation({ summary: "Create Line: our line from a transfer whose parameters are all mapped, mapped to the transfer's A→B direction" })
  @ApiCreatedResponse({ type: CreatedLineDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  createLine(@Param('id') id: string, @Param('transferId') transferId: string, @CurrentUser() user: AuthenticatedUser): Promise<CreatedLineDto> {
    return this.screen.createLine(user, id, transferId);
  }

  @Post(':id/transfers/:transferId/mapping')
  @Access(WRITE)
  @ApiOperation({ summary: 'Map Line: maps the transfer to a line direction' })
  @ApiCreatedResponse({ type: ScreenTransferDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict, ErrorCode.EditConflict)
  mapLine(
    @Param('id') id: string,
    @Param('transferId') transferId: string,
    @Body() dto: MapLineDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ScreenTransferDto> {
    return this.screen.mapLine(user, id, transferId, dto);
  }

  @Post(':id/bulk-mapping')
  @HttpCode(200)
  @Access(WRITE)
  @ApiOperation({ summary: 'Bulk mapping (409 "Supplier doesn\'t support bulk mapping." for suppliers without the capability)' })
  @ApiOkResponse({ type: BulkMappingResultDto })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.Conflict, ErrorCode.EditConflict, ErrorCode.SupplierApiUnavailable, ErrorCode.SupplierApiNotConfigured)
  bulkMap(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<BulkMappingResultDto> {
    return this.screen.bulkMap(user, id);
  }

  @Post(':id/live-search')
  @HttpCode(200)
  @Access(READ)
  @ApiOperation({ summary: 'Live Results: searches an online supplier, each result Mapped or with its unmapped parameters' })
  @ApiOkResponse({ type: [SupplierLiveResultDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict, ErrorCode.SupplierApiUnavailable, ErrorCode.SupplierApiNotConfigured)
  liveSearch(@Param('id') id: string, @Body() dto: SupplierLiveSearchDto): Promise<SupplierLiveResultDto[]> {
    return this.screen.liveSearch(id, dto);
  }
}
