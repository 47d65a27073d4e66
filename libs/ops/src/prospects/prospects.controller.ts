import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorCode, PROSPECT_SEARCH_RULE, SCREEN_RULES } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { CreateProspectSearchDto, ListProspectFilesQueryDto, ProspectFileDto, ProspectOverviewDto } from './dto/prospect-file.dto.js';
import { ProspectFilesService } from './prospect-files.service.js';
import { SHEET_CONTENT_TYPE } from './prospect-sheet.js';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('prospects')
@Controller('prospect-files')
export class ProspectsController {
  constructor(private readonly files: ProspectFilesService) {}

  @Get()
  @Access(SCREEN_RULES.prospectList)
  @ApiOperation({ summary: 'Prospect files, newest first, 20 a page; Find Files matches a part of the file name' })
  @ApiPagedResponse(ProspectFileDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  list(@Query() query: ListProspectFilesQueryDto): Promise<Page<ProspectFileDto>> {
    return this.files.list(query);
  }

  @Get('overview')
  @Access(SCREEN_RULES.prospectList)
  @ApiOperation({ summary: "Total searches this month (the clock's month, UTC) and whether a SERP provider is configured" })
  @ApiOkResponse({ type: ProspectOverviewDto })
  overview(): Promise<ProspectOverviewDto> {
    return this.files.overview();
  }

  @Post()
  @Access(PROSPECT_SEARCH_RULE)
  @ApiOperation({
    summary:
      'Start a search: queued, then run by the worker over every query × location; 400 lists every invalid field, a file name already ' +
      'taken answers 409. Support and admin only (read-admin: 403).',
  })
  @ApiCreatedResponse({ type: ProspectFileDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.Conflict)
  create(@Body() dto: CreateProspectSearchDto, @CurrentUser() user: AuthenticatedUser): Promise<ProspectFileDto> {
    return this.files.create(dto, user);
  }

  @Post(':id/rerun')
  @HttpCode(HttpStatus.OK)
  @Access(PROSPECT_SEARCH_RULE)
  @ApiOperation({ summary: 'Run a failed search again (queued, then run by the worker); 409 from any other state, so of two racing reruns one wins' })
  @ApiOkResponse({ type: ProspectFileDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.TransitionRefused)
  rerun(@Param('id', uuid) id: string): Promise<ProspectFileDto> {
    return this.files.rerun(id);
  }

  @Get(':id/sheet')
  @Access(SCREEN_RULES.prospectList)
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "The search's results as a spreadsheet (.xlsx): query, location, position, title, link, domain, snippet" })
  @ApiProduces(SHEET_CONTENT_TYPE)
  @ApiOkResponse({ content: { [SHEET_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.ProspectSheetNotReady)
  async sheet(@Param('id', uuid) id: string, @Res() res: FastifyReply): Promise<void> {
    const sheet = await this.files.sheet(id);
    void res.type(sheet.contentType).header('Content-Disposition', `attachment; filename="${sheet.fileName}"`).send(sheet.content);
  }
}
