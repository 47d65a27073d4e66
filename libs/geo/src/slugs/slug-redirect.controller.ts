import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES } from '@farebox/domain';
import { Access, ApiErrors } from '@farebox/platform';
import { SlugRedirectDto, SlugRedirectQueryDto } from './dto/slug-redirect.dto.js';
import { SlugHistoryService } from './slug-history.service.js';

@ApiTags('slugs')
@Controller('redirect')
export class SlugRedirectController {
  constructor(private readonly slugs: SlugHistoryService) {}

  @Get('station-history')
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'The current slug (and slug history) of the entity an id, a slug or a former slug names' })
  @ApiOkResponse({ type: SlugRedirectDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  resolve(@Query() query: SlugRedirectQueryDto): Promise<SlugRedirectDto> {
    return this.slugs.resolve(query.referencedModel, query.id);
  }
}
