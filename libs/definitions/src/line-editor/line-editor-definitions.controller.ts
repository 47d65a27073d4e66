import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SCREEN_RULES } from '@farebox/domain';
import { Access } from '@farebox/platform';
import { LineEditorDefinitionsDto } from './line-editor-definitions.dto.js';
import { LineEditorDefinitionsService } from './line-editor-definitions.service.js';

/** The definitions the line editor picks from, for everyone who may open lines (agents too, unlike the tables). */
@ApiTags('definitions')
@Controller('line-editor-definitions')
export class LineEditorDefinitionsController {
  constructor(private readonly definitions: LineEditorDefinitionsService) {}

  @Get()
  @Access(SCREEN_RULES.lines)
  @ApiOperation({ summary: 'Vehicle classes, key details and passenger extra info for the line editor pickers' })
  @ApiOkResponse({ type: LineEditorDefinitionsDto })
  get(): Promise<LineEditorDefinitionsDto> {
    return this.definitions.get();
  }
}
