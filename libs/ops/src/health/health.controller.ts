import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@farebox/platform';
import { HealthDto } from './health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto, description: 'PostgreSQL and Redis both answer' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: "Same shape with status 'error' when one of them is down" })
  async check(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthDto> {
    const health = await this.health.check();
    void res.status(health.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return health;
  }
}
