import { AiArticle } from '../src/index.js';
import type { ArticleParagraph, ArticleSource } from '@farebox/domain';
import type { TestApp } from '@farebox/testing';

export const paragraph = (header: string, content = `<p>${header} text.</p>`): ArticleParagraph => ({
  type: 'text',
  header,
  content,
  subparagraphs: [],
  settings: { tool: null },
});

/** An article written straight to the table, of a city or a country. */
export async function createArticle(
  t: TestApp,
  place: { cityId: string } | { countryId: string },
  sourceCollection: ArticleSource = 'base-articles',
  paragraphs: ArticleParagraph[] = [paragraph('Overview'), paragraph('Getting around')],
): Promise<AiArticle> {
  const repo = t.dataSource.getRepository(AiArticle);
  return repo.save(
    repo.create({
      subject: 'cityId' in place ? 'city' : 'country',
      cityId: 'cityId' in place ? place.cityId : null,
      countryId: 'countryId' in place ? place.countryId : null,
      sourceCollection,
      paragraphs,
      isDisplay: true,
    }),
  );
}
