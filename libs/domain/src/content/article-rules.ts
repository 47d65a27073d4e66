import type { FieldProblem } from '../identity/field-problem.js';
import { Role, STAFF_ROLES, STAFF_WRITE_ROLES } from '../access/roles.js';

/** Whose article it is (spec part 3, section 3 "AI article"). */
export const ArticleSubject = { City: 'city', Country: 'country' } as const;
export type ArticleSubject = (typeof ArticleSubject)[keyof typeof ArticleSubject];
export const ARTICLE_SUBJECTS: readonly ArticleSubject[] = Object.values(ArticleSubject);

/** The two collections of the spec's `sourceCollection`: base articles and the articles of landing pages. */
export const ArticleSource = { BaseArticles: 'base-articles', LandingPages: 'landing-pages' } as const;
export type ArticleSource = (typeof ArticleSource)[keyof typeof ArticleSource];
export const ARTICLE_SOURCES: readonly ArticleSource[] = Object.values(ArticleSource);

export interface ArticleSubparagraph {
  header: string;
  /** Rich text (HTML, sanitised by the server). */
  content: string;
}

/** One paragraph; isDisplay, order and paragraphType are set on landing-page articles only. */
export interface ArticleParagraph {
  type: string;
  header: string;
  /** Rich text (HTML, sanitised by the server). */
  content: string;
  subparagraphs: ArticleSubparagraph[];
  settings: { tool: string | null };
  isDisplay?: boolean;
  order?: number;
  paragraphType?: string;
}

/** What the editors change: the paragraphs and (landing pages) whether the article is displayed at all. */
export interface ArticleFields {
  paragraphs: ArticleParagraph[];
  isDisplay: boolean;
}

export const ARTICLE_HEADER_MAX = 200;

export const ArticleMessage = {
  HeadersRequired: 'Article headers are required.',
  Required: 'This field is required.',
  HeaderLength: `Enter at most ${ARTICLE_HEADER_MAX} characters.`,
  NoParagraphs: 'An article has at least one paragraph.',
  NotFound: (id: string) => `the article: ${id} is not found.`,
  GenerationNotFound: 'This article has no generation to act on.',
  WriterNotConfigured: 'The AI writer is not configured (AI_WRITER_URL is not set).',
} as const;

/** The field name of a paragraph's header in the API's `details` and the form's errors. */
export const paragraphHeaderField = (index: number): string => `paragraphs.${index}.header`;

/** Trims the headers; blank rich text becomes ''. */
export function normalizeArticle(fields: ArticleFields): ArticleFields {
  return {
    ...fields,
    paragraphs: fields.paragraphs.map((p) => ({
      ...p,
      header: p.header.trim(),
      content: p.content.trim(),
      subparagraphs: p.subparagraphs.map((s) => ({ header: s.header.trim(), content: s.content.trim() })),
    })),
  };
}

/** Every invalid field of a normalised article: each paragraph needs its header. */
export function validateArticle(fields: ArticleFields): FieldProblem[] {
  if (fields.paragraphs.length === 0) return [{ field: 'paragraphs', message: ArticleMessage.NoParagraphs }];
  const problems: FieldProblem[] = [];
  fields.paragraphs.forEach((p, i) => {
    if (p.header === '') problems.push({ field: paragraphHeaderField(i), message: ArticleMessage.Required });
    else if (p.header.length > ARTICLE_HEADER_MAX) problems.push({ field: paragraphHeaderField(i), message: ArticleMessage.HeaderLength });
  });
  return problems;
}

/** The form's global error line for these problems. */
export function articleSaveMessage(problems: FieldProblem[]): string | null {
  if (problems.length === 0) return null;
  return problems.some((p) => p.message === ArticleMessage.Required) ? ArticleMessage.HeadersRequired : problems[0].message;
}

/** Who reads the AI content (spec part 3, section 6): the staff and the content editor. */
export const ARTICLE_READ_ROLES: readonly Role[] = [...STAFF_ROLES, Role.ContentEditor];
/** Who edits and generates it: read-admin reads only. */
export const ARTICLE_WRITE_ROLES: readonly Role[] = [...STAFF_WRITE_ROLES, Role.ContentEditor];
