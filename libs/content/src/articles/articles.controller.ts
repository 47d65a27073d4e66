import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ARTICLE_READ_ROLES, ARTICLE_WRITE_ROLES, ArticleSubject, ErrorCode } from '@farebox/domain';
import { Access, ApiErrors, ApiPagedResponse, ChangeLogEntryDto, CurrentUser, type AuthenticatedUser, type Page } from '@farebox/platform';
import { AiWriter } from './ai-writer.port.js';
import { ArticleGenerationsService } from './article-generations.service.js';
import { ArticlesService } from './articles.service.js';
import {
  AcceptGenerationDto,
  AiWriterStatusDto,
  ArticleDto,
  ArticleGenerationDto,
  ArticleListItemDto,
  ListArticlesQueryDto,
  UpdateArticleDto,
} from './dto/article.dto.js';

const uuid = new ParseUUIDPipe({ version: '4' });
const READ = { roles: ARTICLE_READ_ROLES };
const WRITE = { roles: ARTICLE_WRITE_ROLES };

@ApiTags('ai-content')
@Controller('v1')
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly generations: ArticleGenerationsService,
    private readonly writer: AiWriter,
  ) {}

  @Get('ai-writer')
  @Access(READ)
  @ApiOperation({ summary: 'Whether the AI writer is configured, so the editors can say so before anyone presses Generate' })
  @ApiOkResponse({ type: AiWriterStatusDto })
  writerStatus(): AiWriterStatusDto {
    return { configured: this.writer.configured };
  }

  @Get('cities-content')
  @Access(READ)
  @ApiOperation({ summary: 'AI articles of cities (20 a page, by city name), base articles or landing pages' })
  @ApiPagedResponse(ArticleListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  cities(@Query() query: ListArticlesQueryDto): Promise<Page<ArticleListItemDto>> {
    return this.articles.list(ArticleSubject.City, query);
  }

  @Get('countries-content')
  @Access(READ)
  @ApiOperation({ summary: 'AI articles of countries (20 a page, by country name), base articles or landing pages' })
  @ApiPagedResponse(ArticleListItemDto)
  @ApiErrors(ErrorCode.ValidationFailed)
  countries(@Query() query: ListArticlesQueryDto): Promise<Page<ArticleListItemDto>> {
    return this.articles.list(ArticleSubject.Country, query);
  }

  @Get('articles/:id')
  @Access(READ)
  @ApiOperation({ summary: 'One article with its latest generation run' })
  @ApiOkResponse({ type: ArticleDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  get(@Param('id', uuid) id: string): Promise<ArticleDto> {
    return this.articles.get(id);
  }

  @Put('articles/:id')
  @Access(WRITE)
  @ApiOperation({ summary: "Save the paragraphs from the version edited; every header required ('Article headers are required.'), HTML sanitised" })
  @ApiOkResponse({ type: ArticleDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.EditConflict)
  update(@Param('id', uuid) id: string, @Body() dto: UpdateArticleDto, @CurrentUser() user: AuthenticatedUser): Promise<ArticleDto> {
    return this.articles.update(id, dto, user);
  }

  @Get('articles/:id/change-log')
  @Access(READ)
  @ApiOperation({ summary: 'Change log, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  changeLog(@Param('id', uuid) id: string): Promise<ChangeLogEntryDto[]> {
    return this.articles.changeLogOf(id);
  }

  @Post('articles/:id/generations')
  @Access(WRITE)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Queue a new generation by the AI writer (a worker job); the article keeps its text until accepted' })
  @ApiAcceptedResponse({ type: ArticleGenerationDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.TransitionRefused, ErrorCode.AiWriterNotConfigured)
  generate(@Param('id', uuid) id: string, @CurrentUser() user: AuthenticatedUser): Promise<ArticleGenerationDto> {
    return this.generations.start(id, user);
  }

  @Get('articles/:id/generation')
  @Access(READ)
  @ApiOperation({ summary: 'The latest generation run: state, progress, error and, once ready, the proposed paragraphs' })
  @ApiOkResponse({ type: ArticleGenerationDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  generation(@Param('id', uuid) id: string): Promise<ArticleGenerationDto> {
    return this.generations.latest(id);
  }

  @Post('articles/:id/generation/accept')
  @Access(WRITE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Make the ready text the article's, from the version shown (stale: 409 EditConflict)" })
  @ApiOkResponse({ type: ArticleDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.TransitionRefused, ErrorCode.EditConflict)
  accept(@Param('id', uuid) id: string, @Body() dto: AcceptGenerationDto, @CurrentUser() user: AuthenticatedUser): Promise<ArticleDto> {
    return this.generations.accept(id, dto, user);
  }

  @Post('articles/:id/generation/discard')
  @Access(WRITE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Drop the ready text; the article keeps its own' })
  @ApiOkResponse({ type: ArticleGenerationDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound, ErrorCode.TransitionRefused)
  discard(@Param('id', uuid) id: string): Promise<ArticleGenerationDto> {
    return this.generations.discard(id);
  }
}
