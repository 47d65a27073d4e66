import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFINITIONS_READ_RULE, DEFINITIONS_WRITE_RULE, ErrorCode } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, PageQueryDto, type AuthenticatedUser, type Page } from '@farebox/platform';
import { uuidParam } from '../definition.dto.js';
import { AirlineDto, CreateAirlineDto, UpdateAirlineDto } from './airline.dto.js';
import { AirlinesService } from './airlines.service.js';

@ApiTags('definitions')
@Controller('airlines')
export class AirlinesController {
  constructor(private readonly airlines: AirlinesService) {}

  @Get()
  @Access(DEFINITIONS_READ_RULE)
  @ApiOperation({ summary: 'Airlines by name (20 a page)' })
  @ApiPagedResponse(AirlineDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: PageQueryDto): Promise<Page<AirlineDto>> {
    return this.airlines.list(query);
  }

  @Post()
  @Access(DEFINITIONS_WRITE_RULE)
  @ApiOperation({ summary: 'Add an airline' })
  @ApiCreatedResponse({ type: AirlineDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.Conflict)
  create(@Body() dto: CreateAirlineDto, @CurrentUser() user: AuthenticatedUser): Promise<AirlineDto> {
    return this.airlines.create(dto, user);
  }

  @Put(':id')
  @Access(DEFINITIONS_WRITE_RULE)
  @ApiOperation({ summary: 'Rename an airline from the version it was edited from' })
  @ApiOkResponse({ type: AirlineDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  update(@Param('id', uuidParam) id: string, @Body() dto: UpdateAirlineDto, @CurrentUser() user: AuthenticatedUser): Promise<AirlineDto> {
    return this.airlines.update(id, dto, user);
  }

  @Delete(':id')
  @Access(DEFINITIONS_WRITE_RULE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an airline' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  remove(@Param('id', uuidParam) id: string): Promise<void> {
    return this.airlines.remove(id);
  }
}
