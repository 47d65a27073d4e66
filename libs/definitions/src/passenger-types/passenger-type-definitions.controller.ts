import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFINITIONS_READ_RULE, DEFINITIONS_WRITE_RULE, ErrorCode } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, PageQueryDto, type AuthenticatedUser, type Page } from '@farebox/platform';
import { uuidParam } from '../definition.dto.js';
import { PassengerTypeDefinitionDto, UpdatePassengerTypeDefinitionDto } from './passenger-type-definition.dto.js';
import { PassengerTypeDefinitionsService } from './passenger-type-definitions.service.js';

@ApiTags('definitions')
@Controller('passenger-type-definitions')
export class PassengerTypeDefinitionsController {
  constructor(private readonly definitions: PassengerTypeDefinitionsService) {}

  @Get()
  @Access(DEFINITIONS_READ_RULE)
  @ApiOperation({ summary: 'Passenger types in their order (20 a page)' })
  @ApiPagedResponse(PassengerTypeDefinitionDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: PageQueryDto): Promise<Page<PassengerTypeDefinitionDto>> {
    return this.definitions.list(query);
  }

  @Put(':id')
  @Access(DEFINITIONS_WRITE_RULE)
  @ApiOperation({ summary: 'Edit a passenger type (ages at least 0) from its version; refused (403) when not editable' })
  @ApiOkResponse({ type: PassengerTypeDefinitionDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Forbidden, ErrorCode.Conflict)
  update(
    @Param('id', uuidParam) id: string,
    @Body() dto: UpdatePassengerTypeDefinitionDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PassengerTypeDefinitionDto> {
    return this.definitions.update(id, dto, user);
  }
}
