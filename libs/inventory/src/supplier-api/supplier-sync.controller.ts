import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role, STAFF_ROLES } from '@farebox/domain';
import { Access, ApiErrors, CurrentUser, type AuthenticatedUser } from '@farebox/platform';
import { SyncRunListDto } from './dto/supplier-sync-run.dto.js';
import { SupplierSyncRunsService } from './supplier-sync-runs.service.js';

/** Tab 7's sync runs. Agents pass the guard so that LineAccessService decides as for every line route (404 or 403). */
@ApiTags('line supplier API')
@Controller('lines/:id/sync-runs')
export class SupplierSyncController {
  constructor(private readonly runs: SupplierSyncRunsService) {}

  @Get()
  @Access({ roles: [...STAFF_ROLES, Role.Agent] })
  @ApiOperation({ summary: "The line's latest sync runs (manual and scheduled): what changed per direction and each failed attempt" })
  @ApiOkResponse({ type: SyncRunListDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Forbidden)
  async list(@Param('id', new ParseUUIDPipe({ version: '4' })) id: string, @CurrentUser() user: AuthenticatedUser): Promise<SyncRunListDto> {
    return { data: await this.runs.list(user, id) };
  }
}
