import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { STAFF_ROLES } from '@farebox/domain';
import { Access } from '@farebox/platform';
import { OperationsService } from './operations.service.js';
import { ServiceStateDto } from './service-state.dto.js';

@ApiTags('ops')
@Controller('operations')
export class OperationsController {
  constructor(private readonly operations: OperationsService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOkResponse({ type: [ServiceStateDto], description: 'The api and the worker, with version, status and documentation link' })
  list(): Promise<ServiceStateDto[]> {
    return this.operations.list();
  }
}
