import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFINITIONS_READ_RULE, ErrorCode, VEHICLE_CLASS_ADD_RULE } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, PageQueryDto, type AuthenticatedUser, type Page } from '@farebox/platform';
import { uuidParam } from '../definition.dto.js';
import { CreateVehicleClassDefinitionDto, VehicleClassDefinitionDto } from './vehicle-class-definition.dto.js';
import { VehicleClassDefinitionsService } from './vehicle-class-definitions.service.js';

@ApiTags('definitions')
@Controller('vehicle-classes')
export class VehicleClassDefinitionsController {
  constructor(private readonly definitions: VehicleClassDefinitionsService) {}

  @Get()
  @Access(DEFINITIONS_READ_RULE)
  @ApiOperation({ summary: 'Vehicle classes by key; the screen asks for all (limit=0) and pages them itself' })
  @ApiPagedResponse(VehicleClassDefinitionDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: PageQueryDto): Promise<Page<VehicleClassDefinitionDto>> {
    return this.definitions.list(query);
  }

  @Post()
  @Access(VEHICLE_CLASS_ADD_RULE)
  @ApiOperation({ summary: 'Add a vehicle class (support or admin holding de-admin)' })
  @ApiCreatedResponse({ type: VehicleClassDefinitionDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.Conflict)
  create(@Body() dto: CreateVehicleClassDefinitionDto, @CurrentUser() user: AuthenticatedUser): Promise<VehicleClassDefinitionDto> {
    return this.definitions.create(dto, user);
  }

  @Delete(':id')
  @Access(VEHICLE_CLASS_ADD_RULE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a vehicle class (de-admin); refused (409 naming them) while lines or transports have it' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  remove(@Param('id', uuidParam) id: string): Promise<void> {
    return this.definitions.remove(id);
  }
}
