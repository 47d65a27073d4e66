import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, STAFF_ROLES, STAFF_WRITE_ROLES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, type Page } from '@farebox/platform';
import { ListPlaceTypesQueryDto, PlaceTypeDto, PlaceTypeFieldsDto } from './dto/place.dto.js';
import { PlaceTypesService } from './place-types.service.js';

/** Registered before the places controller, so `types` is never taken for a place id. */
@ApiTags('points-of-interest')
@Controller('v2/points-of-interest/types')
export class PlaceTypesController {
  constructor(private readonly types: PlaceTypesService) {}

  @Get()
  @Access({ roles: STAFF_ROLES })
  @ApiOperation({ summary: 'Place types by name (20 a page), filtered by name' })
  @ApiPagedResponse(PlaceTypeDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListPlaceTypesQueryDto): Promise<Page<PlaceTypeDto>> {
    return this.types.list(query);
  }

  @Post()
  @Access({ roles: STAFF_WRITE_ROLES })
  @ApiOperation({ summary: 'Create a place type; name (any case) and slug are unique' })
  @ApiCreatedResponse({ type: PlaceTypeDto })
  @ApiErrors(ErrorCode.ValidationFailed)
  create(@Body() dto: PlaceTypeFieldsDto): Promise<PlaceTypeDto> {
    return this.types.create(dto);
  }

  @Delete(':id')
  @Access({ roles: STAFF_WRITE_ROLES })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a place type; refused (409 Conflict) with a message naming the places of that type' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  delete(@Param('id', new ParseUUIDPipe({ version: '4' })) id: string): Promise<void> {
    return this.types.delete(id);
  }
}
