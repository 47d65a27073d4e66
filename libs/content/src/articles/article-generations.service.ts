import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ARTICLE_GENERATION_MACHINE_VERSION, ArticleMessage, decideGeneration, ErrorCode, GenerationState, type GenerationEventType } from '@farebox/domain';
import { AiContentJob, AppException, ChangeLogService, OutboxService, QueueName, type AuthenticatedUser } from '@farebox/platform';
import { AiArticle } from './ai-article.entity.js';
import { AiWriter } from './ai-writer.port.js';
import { ArticleGeneration } from './article-generation.entity.js';
import { ARTICLE_ENTITY_TYPE, authorOf, generationRefused, toArticleDto, toGenerationDto } from './article-mapping.js';
import { findArticle, latestGeneration } from './article-store.js';
import { outlineOf } from './article-outline.js';
import type { AcceptGenerationDto, ArticleDto, ArticleGenerationDto } from './dto/article.dto.js';

export interface GenerateJobData {
  generationId: string;
}

const noGeneration = () => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, ArticleMessage.GenerationNotFound);

/**
 * Starting, reading, accepting and discarding an article's generation. Starting only queues the run and writes the
 * job to the outbox (the worker writes the text); the article keeps its paragraphs until a ready run is accepted.
 */
@Injectable()
export class ArticleGenerationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly writer: AiWriter,
    private readonly changeLog: ChangeLogService,
  ) {}

  async start(articleId: string, user: AuthenticatedUser): Promise<ArticleGenerationDto> {
    if (!this.writer.configured) throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.AiWriterNotConfigured, ArticleMessage.WriterNotConfigured);
    return this.dataSource.transaction(async (manager) => {
      const article = await findArticle(manager, articleId, true);
      const previous = await latestGeneration(manager, articleId);
      if (previous) {
        const decision = decideGeneration(previous.state, 'REGENERATE');
        if (!decision.ok) throw generationRefused(decision.reason);
        // A ready text nobody accepted is replaced by the new run.
        if (previous.state === GenerationState.Ready) await this.move(manager, previous, 'DISCARD');
      }
      const run = await manager.save(
        manager.create(ArticleGeneration, {
          articleId,
          state: GenerationState.Queued,
          machineVersion: ARTICLE_GENERATION_MACHINE_VERSION,
          paragraphsTotal: outlineOf(article).length,
          paragraphsDone: 0,
          paragraphs: null,
          error: null,
          articleVersion: article.version,
          requestedBy: user.id,
        }),
      );
      await this.outbox.add(manager, QueueName.AiContent, AiContentJob.Generate, { generationId: run.id } satisfies GenerateJobData);
      return toGenerationDto(run);
    });
  }

  async latest(articleId: string): Promise<ArticleGenerationDto> {
    const manager = this.dataSource.manager;
    await findArticle(manager, articleId);
    const run = await latestGeneration(manager, articleId);
    if (!run) throw noGeneration();
    return toGenerationDto(run);
  }

  /** The ready text becomes the article's, from the version the editor shows (stale: 409 EditConflict). */
  async accept(articleId: string, dto: AcceptGenerationDto, user: AuthenticatedUser): Promise<ArticleDto> {
    return this.dataSource.transaction(async (manager) => {
      await findArticle(manager, articleId, true);
      const run = await this.latestFor(manager, articleId);
      await this.move(manager, run, 'ACCEPT');
      await this.changeLog.updateVersioned<AiArticle>(manager, {
        entity: AiArticle,
        entityType: ARTICLE_ENTITY_TYPE,
        id: articleId,
        expectedVersion: dto.version,
        patch: { paragraphs: run.paragraphs ?? [] },
        author: authorOf(user),
      });
      return toArticleDto(await findArticle(manager, articleId), await latestGeneration(manager, articleId));
    });
  }

  async discard(articleId: string): Promise<ArticleGenerationDto> {
    return this.dataSource.transaction(async (manager) => {
      await findArticle(manager, articleId, true);
      const run = await this.latestFor(manager, articleId);
      return toGenerationDto(await this.move(manager, run, 'DISCARD'));
    });
  }

  private async latestFor(manager: EntityManager, articleId: string): Promise<ArticleGeneration> {
    const run = await latestGeneration(manager, articleId);
    if (!run) throw noGeneration();
    return run;
  }

  /** Applies one event of the machine to the stored run, or 409 TransitionRefused with the machine's reason. */
  private async move(manager: EntityManager, run: ArticleGeneration, event: GenerationEventType): Promise<ArticleGeneration> {
    const decision = decideGeneration(run.state, event);
    if (!decision.ok) throw generationRefused(decision.reason);
    run.state = decision.state;
    return manager.save(run);
  }
}
