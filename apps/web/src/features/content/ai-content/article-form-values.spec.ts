import { describe, expect, it } from '@jest/globals';
import { ArticleMessage, type ArticleParagraph } from '@farebox/domain';
import { editPathOf, landingPageUrl, tabOf } from './ai-content.types';
import { articleProblems, toArticleBody } from './article-form-values';

const paragraph = (header: string, extra: Partial<ArticleParagraph> = {}): ArticleParagraph => ({
  type: 'text',
  header,
  content: '<p>x</p>',
  subparagraphs: [],
  settings: { tool: null },
  ...extra,
});

describe('article form values', () => {
  it('requires every header with the shared messages', () => {
    expect(articleProblems({ isDisplay: true, paragraphs: [paragraph('Intro'), paragraph('  ')] })).toEqual([
      { field: 'paragraphs.1.header', message: ArticleMessage.Required },
    ]);
  });

  it('sends trimmed headers, and an emptied Order field as the paragraph’s place', () => {
    const body = toArticleBody({ isDisplay: false, paragraphs: [paragraph(' Intro ', { order: 4 }), paragraph('More', { order: Number.NaN })] });
    expect(body.paragraphs.map((p) => [p.header, p.order])).toEqual([
      ['Intro', 4],
      ['More', 1],
    ]);
  });

  it('links each article to its tab’s editor and its landing page', () => {
    const city = { id: 'a1', subject: 'city', sourceCollection: 'landing-pages', city: { id: 'c', name: 'Hanoi', slug: 'hanoi' } } as const;
    const article = { ...city, country: { id: 'v', name: 'Vietnam', slug: 'vietnam' } };
    expect(tabOf(article).path).toBe('cities-lp-content');
    expect(editPathOf(article)).toBe('/cities-lp-content/edit/a1');
    expect(editPathOf({ ...article, subject: 'country', sourceCollection: 'base-articles' })).toBe('/countries-articles/edit/a1');
    expect(landingPageUrl(article)('https://farebox.example')).toBe('https://farebox.example/hanoi');
    expect(landingPageUrl({ ...article, city: null })('https://farebox.example')).toBe('https://farebox.example/vietnam');
    expect(landingPageUrl(article)(null)).toBeNull();
  });
});
