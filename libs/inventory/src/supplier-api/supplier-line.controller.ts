import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import {
  CreateTransferMappingDto,
  DeleteTransferMappingQueryDto,
  SupplierLineInfoDto,
  TransferMappingPageDto,
  TransferMappingQueryDto,
  TransferMatchesDto,
  UpdateTransferMappingDto,
} from './dto/supplier-line.dto.js';
import { SupplierLineService } from './supplier-line.service.js';

const uuid = new ParseUUIDPipe({ version: '4' });
/**
 * Tab 7 is full admin only (spec part 2, 2.9 and 6), reads included. Agents pass the guard so that LineAccessService
 * decides as for every line route: 404 for another company's line, 403 for their own.
 */
const READERS = { roles: [...STAFF_ROLES, Role.Agent] };
const WRITERS = { roles: [...STAFF_WRITE_ROLES, Role.Agent] };

@ApiTags('line supplier API')
@Controller('lines/:id/supplier-api')
export class SupplierLineController {
  constructor(private readonly service: SupplierLineService) {}

  @Get()
  @Access(READERS)
  @ApiOperation({ summary: "The API tab's supplier line info: integration, transfer ids and last syncs per direction" })
  @ApiOkResponse({ type: SupplierLineInfoDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  info(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<SupplierLineInfoDto> {
    return this.service.info(user, id);
  }

  @Get('mappings')
  @Access(READERS)
  @ApiOperation({ summary: "The line's transfer mappings, paged" })
  @ApiOkResponse({ type: TransferMappingPageDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  mappings(@Param('id', uuid) id: string, @Query() query: TransferMappingQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<TransferMappingPageDto> {
    return this.service.mappings(user, id, query);
  }

  @Get('matches')
  @Access(READERS)
  @ApiOperation({
    summary: "Find matches: the offline suppliers' transfers between the line's cities, per direction (fetches and keeps the supplier inventory)",
  })
  @ApiOkResponse({ type: TransferMatchesDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  matches(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<TransferMatchesDto> {
    return this.service.findMatches(user, id);
  }

  @Post('mappings')
  @Access(WRITERS)
  @ApiOperation({ summary: 'Map a found supplier transfer to one direction of the line (the line becomes a supplier-API line)' })
  @ApiCreatedResponse({ type: SupplierLineInfoDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  map(@Param('id', uuid) id: string, @Body() dto: CreateTransferMappingDto, @CurrentUser() user: AuthenticatedUser): Promise<SupplierLineInfoDto> {
    return this.service.map(user, id, dto);
  }

  @Put('mappings/:mappingId')
  @Access(WRITERS)
  @ApiOperation({ summary: "Enable or disable a mapping's sync" })
  @ApiOkResponse({ type: SupplierLineInfoDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(
    @Param('id', uuid) id: string,
    @Param('mappingId', uuid) mappingId: string,
    @Body() dto: UpdateTransferMappingDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SupplierLineInfoDto> {
    return this.service.update(user, id, mappingId, dto);
  }

  @Delete('mappings/:mappingId')
  @Access(WRITERS)
  @ApiOperation({ summary: 'Delete a mapping (a line left without mappings is no longer a supplier-API line)' })
  @ApiOkResponse({ type: SupplierLineInfoDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  remove(
    @Param('id', uuid) id: string,
    @Param('mappingId', uuid) mappingId: string,
    @Query() query: DeleteTransferMappingQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SupplierLineInfoDto> {
    return this.service.remove(user, id, mappingId, query.version);
  }
}
