import { AiArticle } from '@farebox/content';
import { ArticleSource, ArticleSubject, type ArticleParagraph } from '@farebox/domain';
import { DEMO_CITY_IDS, DEMO_COUNTRY_IDS } from './inventory-ids.js';
import { demoId, type SeedStep } from './seed-step.js';

const SECTIONS: Record<ArticleSubject, [string, string][]> = {
  city: [
    ['Overview', 'is a stop on several of our bus and ferry lines, with stations close to the centre.'],
    ['Getting around', 'has taxis, local buses and plenty of motorbike taxis; agree on the fare first.'],
    ['When to go', 'is at its best in the dry months from November to February.'],
  ],
  country: [
    ['Overview', 'is easy to cross by bus, train and ferry, and most routes can be booked ahead.'],
    ['Travelling around', 'has long-distance buses between every large city, and night trains on the main lines.'],
    ['Good to know', 'uses its own currency everywhere; carry some cash for stations and small shops.'],
  ],
};

function paragraphs(subject: ArticleSubject, name: string, source: ArticleSource): ArticleParagraph[] {
  return SECTIONS[subject].map(([header, text], order) => ({
    type: 'text',
    header,
    content: `<p>${name} ${text}</p>`,
    subparagraphs: [],
    settings: { tool: null },
    ...(source === ArticleSource.LandingPages ? { isDisplay: true, order, paragraphType: 'text' } : {}),
  }));
}

const CITIES: [keyof typeof DEMO_CITY_IDS, string][] = [
  ['bangkok', 'Bangkok'],
  ['chiangMai', 'Chiang Mai'],
  ['hanoi', 'Hanoi'],
  ['siemReap', 'Siem Reap'],
];
const COUNTRIES: [keyof typeof DEMO_COUNTRY_IDS, string][] = [
  ['thailand', 'Thailand'],
  ['vietnam', 'Vietnam'],
  ['cambodia', 'Cambodia'],
];

/** Ids of the demo articles: base articles first, then the landing pages, cities then countries. */
export const demoArticleId = (n: number) => demoId('a1c', n);

/** A base article and a landing-page article for a few demo cities and countries. */
export const aiContentSeed: SeedStep = {
  name: 'ai-content',
  entities: [AiArticle],
  async run({ manager }) {
    const rows = [ArticleSource.BaseArticles, ArticleSource.LandingPages].flatMap((source) => [
      ...CITIES.map(([key, name]) => ({ subject: ArticleSubject.City, cityId: DEMO_CITY_IDS[key], countryId: null, source, name })),
      ...COUNTRIES.map(([key, name]) => ({ subject: ArticleSubject.Country, cityId: null, countryId: DEMO_COUNTRY_IDS[key], source, name })),
    ]);
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(AiArticle)
      .values(
        rows.map((r, i) => ({
          id: demoArticleId(i + 1),
          subject: r.subject,
          cityId: r.cityId,
          countryId: r.countryId,
          sourceCollection: r.source,
          paragraphs: paragraphs(r.subject, r.name, r.source),
          isDisplay: true,
        })),
      )
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length;
  },
};
