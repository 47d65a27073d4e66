import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, SCREEN_RULES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { LineListItemDto, LineListQueryDto } from './line-list.dto.js';
import { LineListService } from './line-list.service.js';

@ApiTags('lines')
@Controller('lines')
export class LineListController {
  constructor(private readonly lines: LineListService) {}

  @Get()
  @Access(SCREEN_RULES.lines)
  @ApiOperation({
    summary:
      "Lines by denomination (20 a page). Agents get their own company's lines only; status (published) and supplier filters and the markup column are for full admins only (ignored or omitted for others)",
  })
  @ApiPagedResponse(LineListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: LineListQueryDto, @CurrentUser() user: AuthenticatedUser): Promise<Page<LineListItemDto>> {
    return this.lines.list(query, user);
  }
}
