import { ArticleMessage, articleSaveMessage, normalizeArticle, validateArticle, type ArticleParagraph } from './article-rules.js';

const paragraph = (header: string): ArticleParagraph => ({ type: 'text', header, content: '<p>x</p>', subparagraphs: [], settings: { tool: null } });

describe('article rules', () => {
  it('requires every header, naming each missing one', () => {
    const fields = normalizeArticle({ isDisplay: true, paragraphs: [paragraph(' Intro '), paragraph('  '), paragraph('')] });
    expect(fields.paragraphs[0].header).toBe('Intro');
    const problems = validateArticle(fields);
    expect(problems).toEqual([
      { field: 'paragraphs.1.header', message: 'This field is required.' },
      { field: 'paragraphs.2.header', message: 'This field is required.' },
    ]);
    expect(articleSaveMessage(problems)).toBe(ArticleMessage.HeadersRequired);
  });

  it('accepts an article whose headers are all there', () => {
    expect(validateArticle({ isDisplay: false, paragraphs: [paragraph('Intro')] })).toEqual([]);
    expect(articleSaveMessage([])).toBeNull();
  });

  it('refuses an article without paragraphs and headers that are too long', () => {
    expect(validateArticle({ isDisplay: false, paragraphs: [] })).toEqual([{ field: 'paragraphs', message: ArticleMessage.NoParagraphs }]);
    expect(validateArticle({ isDisplay: false, paragraphs: [paragraph('x'.repeat(201))] })).toEqual([
      { field: 'paragraphs.0.header', message: ArticleMessage.HeaderLength },
    ]);
  });
});
