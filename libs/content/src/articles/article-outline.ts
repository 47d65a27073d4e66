import { ArticleSource, ArticleSubject, type ArticleParagraph } from '@farebox/domain';
import type { AiArticle } from './ai-article.entity.js';

const CITY_OUTLINE = ['Overview', 'Getting there', 'Getting around', 'When to go'];
const COUNTRY_OUTLINE = ['Overview', 'Travelling around', 'Best time to visit', 'Good to know'];

/** The headers an empty article is written with. */
function defaultOutline(article: AiArticle): ArticleParagraph[] {
  const headers = article.subject === ArticleSubject.City ? CITY_OUTLINE : COUNTRY_OUTLINE;
  return headers.map((header, order) => ({
    type: 'text',
    header,
    content: '',
    subparagraphs: [],
    settings: { tool: null },
    ...(article.sourceCollection === ArticleSource.LandingPages ? { isDisplay: true, order, paragraphType: 'text' } : {}),
  }));
}

/** The paragraphs a generation writes: the article's own (headers kept), or the default outline when it has none. */
export const outlineOf = (article: AiArticle): ArticleParagraph[] => (article.paragraphs.length > 0 ? article.paragraphs : defaultOutline(article));
