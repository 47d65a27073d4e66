import { Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors } from '@farebox/platform';
import { CacheEntryDto, UncacheQueryDto } from './cache-entry.dto.js';
import { CachesService } from './caches.service.js';

@ApiTags('ops')
@Controller('caches')
export class CachesController {
  constructor(private readonly caches: CachesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOkResponse({ type: [CacheEntryDto], description: 'Every cached response, soonest to expire first' })
  list(): Promise<CacheEntryDto[]> {
    return this.caches.list();
  }

  @Delete()
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOkResponse({ type: [CacheEntryDto], description: 'The entries that remain' })
  @ApiErrors(ErrorCode.CacheEntryNotFound)
  uncache(@Query() query: UncacheQueryDto): Promise<CacheEntryDto[]> {
    return this.caches.uncache(query.url);
  }
}
