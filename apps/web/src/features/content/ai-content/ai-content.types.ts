import type { ArticleSource, ArticleSubject } from '@farebox/domain';
import type { Schemas } from '@/api/http';

export type ArticleListItem = Schemas['ArticleListItemDto'];
export type ArticleDto = Schemas['ArticleDto'];
export type ArticleGeneration = Schemas['ArticleGenerationDto'];
export type ArticleBody = Omit<Schemas['UpdateArticleDto'], 'version'>;

/** One of the four tabs of `/ai-content`: whose articles, which collection, and where its rows are edited. */
export interface ArticleTab {
  /** The tab's path under /ai-content, and the editor's prefix (`/{path}/edit/{articleId}`). */
  path: 'cities-articles' | 'countries-articles' | 'cities-lp-content' | 'countries-lp-content';
  label: string;
  subject: ArticleSubject;
  source: ArticleSource;
}

export const ARTICLE_TABS: readonly ArticleTab[] = [
  { path: 'cities-articles', label: 'Cities articles', subject: 'city', source: 'base-articles' },
  { path: 'countries-articles', label: 'Countries articles', subject: 'country', source: 'base-articles' },
  { path: 'cities-lp-content', label: 'Cities LP content', subject: 'city', source: 'landing-pages' },
  { path: 'countries-lp-content', label: 'Countries LP content', subject: 'country', source: 'landing-pages' },
];

/** The tab an article belongs to. */
export const tabOf = (a: Pick<ArticleListItem, 'subject' | 'sourceCollection'>): ArticleTab =>
  ARTICLE_TABS.find((t) => t.subject === a.subject && t.source === a.sourceCollection)!;

export const editPathOf = (a: Pick<ArticleListItem, 'id' | 'subject' | 'sourceCollection'>) => `/${tabOf(a).path}/edit/${a.id}`;

/** Whom the article is about: "Hanoi, Vietnam" or "Vietnam". */
export const articleTitle = (a: Pick<ArticleListItem, 'city' | 'country'>) => (a.city ? `${a.city.name}, ${a.country.name}` : a.country.name);

/** The landing page on the public site: `{site}/{city or country slug}`. */
export const landingPageUrl = (a: Pick<ArticleListItem, 'city' | 'country'>) => (site: string | null) =>
  site ? `${site}/${a.city ? a.city.slug : a.country.slug}` : null;
