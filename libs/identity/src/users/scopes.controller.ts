import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SCOPES, STAFF_ROLES, type Scope } from '@farebox/domain';
import { Access, CachedResponse } from '@farebox/platform';

@ApiTags('users')
@Controller('scopes')
export class ScopesController {
  @Get()
  @Access({ roles: STAFF_ROLES })
  @CachedResponse({ shared: true })
  @ApiOperation({ summary: 'Every permission scope a user can hold' })
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string', enum: [...SCOPES] } } })
  list(): Scope[] {
    return [...SCOPES];
  }
}
