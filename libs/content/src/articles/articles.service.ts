import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ArticleSubject, articleSaveMessage, normalizeArticle, validateArticle } from '@farebox/domain';
import { ChangeLogService, takeOf, validationFailed, type AuthenticatedUser, type ChangeLogEntryDto, type Page } from '@farebox/platform';
import { AiArticle } from './ai-article.entity.js';
import { ARTICLE_ENTITY_TYPE, authorOf, storedParagraph, toArticleDto, toListItem } from './article-mapping.js';
import { articlesWithPlace, findArticle, latestGeneration, latestGenerations } from './article-store.js';
import type { ArticleDto, ArticleListItemDto, ListArticlesQueryDto, UpdateArticleDto } from './dto/article.dto.js';

/** AI articles: the lists per subject and collection, one article, and its versioned edit with a change log. */
@Injectable()
export class ArticlesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
  ) {}

  async list(subject: ArticleSubject, query: ListArticlesQueryDto): Promise<Page<ArticleListItemDto>> {
    const qb = articlesWithPlace(this.dataSource.manager)
      .where('a.subject = :subject', { subject })
      .andWhere('a.source_collection = :source', { source: query.sourceCollection });
    if (subject === ArticleSubject.City) qb.orderBy('lower(city.name)', 'ASC').addOrderBy('lower(cityCountry.name)', 'ASC');
    else qb.orderBy('lower(country.name)', 'ASC');
    qb.addOrderBy('a.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    const latest = await latestGenerations(
      this.dataSource.manager,
      rows.map((a) => a.id),
    );
    return { data: rows.map((a) => toListItem(a, latest.get(a.id) ?? null)), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async get(id: string): Promise<ArticleDto> {
    const manager = this.dataSource.manager;
    return toArticleDto(await findArticle(manager, id), await latestGeneration(manager, id));
  }

  /** Saves the editor's paragraphs (headers required, HTML sanitised) from the version it was edited from. */
  async update(id: string, dto: UpdateArticleDto, user: AuthenticatedUser): Promise<ArticleDto> {
    return this.dataSource.transaction(async (manager) => {
      const article = await findArticle(manager, id);
      const fields = normalizeArticle({ paragraphs: dto.paragraphs, isDisplay: dto.isDisplay });
      const problems = validateArticle(fields);
      if (problems.length > 0) throw validationFailed(problems, articleSaveMessage(problems) ?? undefined);
      await this.changeLog.updateVersioned<AiArticle>(manager, {
        entity: AiArticle,
        entityType: ARTICLE_ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch: { paragraphs: fields.paragraphs.map((p, i) => storedParagraph(p, article.sourceCollection, i)), isDisplay: fields.isDisplay },
        author: authorOf(user),
      });
      return toArticleDto(await findArticle(manager, id), await latestGeneration(manager, id));
    });
  }

  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    await findArticle(this.dataSource.manager, id);
    return this.changeLog.entriesOf(ARTICLE_ENTITY_TYPE, id);
  }
}
