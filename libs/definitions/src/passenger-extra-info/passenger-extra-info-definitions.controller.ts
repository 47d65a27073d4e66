import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFINITIONS_READ_RULE, DEFINITIONS_WRITE_RULE, ErrorCode } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, PageQueryDto, type AuthenticatedUser, type Page } from '@farebox/platform';
import { uuidParam } from '../definition.dto.js';
import {
  CreatePassengerExtraInfoDefinitionDto,
  PassengerExtraInfoDefinitionDto,
  UpdatePassengerExtraInfoDefinitionDto,
} from './passenger-extra-info-definition.dto.js';
import { PassengerExtraInfoDefinitionsService } from './passenger-extra-info-definitions.service.js';

@ApiTags('definitions')
@Controller('passenger-extra-info-definitions')
export class PassengerExtraInfoDefinitionsController {
  constructor(private readonly definitions: PassengerExtraInfoDefinitionsService) {}

  @Get()
  @Access(DEFINITIONS_READ_RULE)
  @ApiOperation({ summary: 'Passenger extra info definitions in their order (20 a page)' })
  @ApiPagedResponse(PassengerExtraInfoDefinitionDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: PageQueryDto): Promise<Page<PassengerExtraInfoDefinitionDto>> {
    return this.definitions.list(query);
  }

  @Post()
  @Access(DEFINITIONS_WRITE_RULE)
  @ApiOperation({ summary: 'Add one (text, number, date, autocomplete or country; text by default); the slug comes from the label' })
  @ApiCreatedResponse({ type: PassengerExtraInfoDefinitionDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.Conflict)
  create(@Body() dto: CreatePassengerExtraInfoDefinitionDto, @CurrentUser() user: AuthenticatedUser): Promise<PassengerExtraInfoDefinitionDto> {
    return this.definitions.create(dto, user);
  }

  @Put(':id')
  @Access(DEFINITIONS_WRITE_RULE)
  @ApiOperation({ summary: 'Edit label and type from the version it was edited from; refused (403) when the row is not editable' })
  @ApiOkResponse({ type: PassengerExtraInfoDefinitionDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Forbidden)
  update(
    @Param('id', uuidParam) id: string,
    @Body() dto: UpdatePassengerExtraInfoDefinitionDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PassengerExtraInfoDefinitionDto> {
    return this.definitions.update(id, dto, user);
  }

  @Delete(':id')
  @Access(DEFINITIONS_WRITE_RULE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete one; refused when not removable (403) or when a line asks it (409 naming the lines)' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Forbidden, ErrorCode.Conflict)
  remove(@Param('id', uuidParam) id: string): Promise<void> {
    return this.definitions.remove(id);
  }
}
