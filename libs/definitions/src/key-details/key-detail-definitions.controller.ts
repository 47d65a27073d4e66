import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFINITIONS_READ_RULE, DEFINITIONS_WRITE_RULE, ErrorCode } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, PageQueryDto, type AuthenticatedUser, type Page } from '@farebox/platform';
import { uuidParam } from '../definition.dto.js';
import { KeyDetailDefinitionDto, KeyDetailDefinitionFieldsDto, KeyDetailIconDto, UpdateKeyDetailDefinitionDto } from './key-detail-definition.dto.js';
import { KeyDetailDefinitionsService } from './key-detail-definitions.service.js';

@ApiTags('definitions')
@Controller()
export class KeyDetailDefinitionsController {
  constructor(private readonly definitions: KeyDetailDefinitionsService) {}

  @Get('key-detail-definitions')
  @Access(DEFINITIONS_READ_RULE)
  @ApiOperation({ summary: 'Key details by label (20 a page)' })
  @ApiPagedResponse(KeyDetailDefinitionDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: PageQueryDto): Promise<Page<KeyDetailDefinitionDto>> {
    return this.definitions.list(query);
  }

  @Get('key-detail-icons')
  @Access(DEFINITIONS_READ_RULE)
  @ApiOperation({ summary: 'The icon catalogue of the key detail icon picker (20 a page)' })
  @ApiPagedResponse(KeyDetailIconDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  icons(@Query() query: PageQueryDto): Page<KeyDetailIconDto> {
    return this.definitions.icons(query);
  }

  @Post('key-detail-definitions')
  @Access(DEFINITIONS_WRITE_RULE)
  @ApiOperation({ summary: 'Add a key detail: a required label and an icon of the catalogue' })
  @ApiCreatedResponse({ type: KeyDetailDefinitionDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.Conflict)
  create(@Body() dto: KeyDetailDefinitionFieldsDto, @CurrentUser() user: AuthenticatedUser): Promise<KeyDetailDefinitionDto> {
    return this.definitions.create(dto, user);
  }

  @Put('key-detail-definitions/:id')
  @Access(DEFINITIONS_WRITE_RULE)
  @ApiOperation({ summary: 'Edit a key detail from the version it was edited from' })
  @ApiOkResponse({ type: KeyDetailDefinitionDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict, ErrorCode.Conflict)
  update(
    @Param('id', uuidParam) id: string,
    @Body() dto: UpdateKeyDetailDefinitionDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<KeyDetailDefinitionDto> {
    return this.definitions.update(id, dto, user);
  }

  @Delete('key-detail-definitions/:id')
  @Access(DEFINITIONS_WRITE_RULE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a key detail; refused (409 naming them) while lines show it' })
  @ApiNoContentResponse()
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.Conflict)
  remove(@Param('id', uuidParam) id: string): Promise<void> {
    return this.definitions.remove(id);
  }
}
