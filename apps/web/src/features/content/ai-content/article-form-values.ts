import { normalizeArticle, validateArticle, type ArticleFields } from '@farebox/domain';
import type { ArticleBody, ArticleDto } from './ai-content.types';

/** The editor's values are the article's fields as the API takes them. */
export type ArticleFormValues = ArticleFields;

export const toFormValues = (a: ArticleDto): ArticleFormValues => ({
  isDisplay: a.isDisplay,
  paragraphs: a.paragraphs.map((p) => ({ ...p, settings: { tool: p.settings.tool ?? null } })),
});

/** What the API takes, normalised as the server normalises it (an emptied Order field becomes the row's place). */
export const toArticleBody = (v: ArticleFormValues): ArticleBody => {
  const fields = normalizeArticle(v);
  return { ...fields, paragraphs: fields.paragraphs.map((p, i) => (p.order !== undefined && Number.isNaN(p.order) ? { ...p, order: i } : p)) };
};

/** The shared rule the API runs: every header required. */
export const articleProblems = (values: ArticleFormValues) => validateArticle(normalizeArticle(values));
