import { HttpStatus } from '@nestjs/common';
import { ArticleMessage, ArticleSource, ErrorCode, GenerationState, type ArticleParagraph } from '@farebox/domain';
import { AppException, sanitizeRichText, type AuthenticatedUser, type ChangeAuthor } from '@farebox/platform';
import type { AiArticle } from './ai-article.entity.js';
import type { ArticleGeneration } from './article-generation.entity.js';
import type { ArticleDto, ArticleGenerationDto, ArticleListItemDto, ArticleParagraphDto } from './dto/article.dto.js';

export const ARTICLE_ENTITY_TYPE = 'ai-article';

export const articleNotFound = (id: string) => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, ArticleMessage.NotFound(id));
export const generationRefused = (reason: string) => new AppException(HttpStatus.CONFLICT, ErrorCode.TransitionRefused, reason);

/** The signed-in user as a change-log entry names them. */
export const authorOf = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });

/** "Hanoi, Vietnam" or "Vietnam": whom the article is about, for the writer's prompt. */
export function subjectName(article: AiArticle): string {
  if (article.city) return `${article.city.name}, ${article.city.country!.name}`;
  return article.country!.name;
}

/**
 * A paragraph as stored: HTML sanitised; a landing-page paragraph always has its Display flag, order and type, a
 * base-article paragraph none of them.
 */
export function storedParagraph(p: ArticleParagraphDto | ArticleParagraph, source: ArticleSource, index: number): ArticleParagraph {
  const base: ArticleParagraph = {
    type: p.type,
    header: p.header,
    content: sanitizeRichText(p.content) ?? '',
    subparagraphs: p.subparagraphs.map((s) => ({ header: s.header, content: sanitizeRichText(s.content) ?? '' })),
    settings: { tool: p.settings?.tool ?? null },
  };
  if (source === ArticleSource.BaseArticles) return base;
  return { ...base, isDisplay: p.isDisplay ?? true, order: p.order ?? index, paragraphType: p.paragraphType ?? p.type };
}

const progressOf = (g: ArticleGeneration): number => {
  if (g.state === GenerationState.Ready || g.state === GenerationState.Accepted) return 100;
  return g.paragraphsTotal === 0 ? 0 : Math.floor((g.paragraphsDone * 100) / g.paragraphsTotal);
};

export const toGenerationDto = (g: ArticleGeneration): ArticleGenerationDto => ({
  id: g.id,
  state: g.state,
  paragraphsDone: g.paragraphsDone,
  paragraphsTotal: g.paragraphsTotal,
  progress: progressOf(g),
  error: g.error,
  paragraphs: g.paragraphs,
  articleVersion: g.articleVersion,
  createdAt: g.createdAt,
  updatedAt: g.updatedAt,
});

export function toListItem(a: AiArticle, latest: ArticleGeneration | null): ArticleListItemDto {
  const country = a.city ? a.city.country! : a.country!;
  return {
    id: a.id,
    subject: a.subject,
    sourceCollection: a.sourceCollection,
    city: a.city ? { id: a.city.id, name: a.city.name, slug: a.city.slug } : null,
    country: { id: country.id, name: country.name, slug: country.slug },
    isDisplay: a.isDisplay,
    paragraphsCount: a.paragraphs.length,
    generationState: latest?.state ?? null,
    updatedAt: a.updatedAt,
  };
}

export const toArticleDto = (a: AiArticle, latest: ArticleGeneration | null): ArticleDto => ({
  ...toListItem(a, latest),
  paragraphs: a.paragraphs,
  version: a.version,
  createdAt: a.createdAt,
  generation: latest ? toGenerationDto(latest) : null,
});
