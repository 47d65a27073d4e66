import type { EntityManager } from 'typeorm';
import { AiArticle } from './ai-article.entity.js';
import { ArticleGeneration } from './article-generation.entity.js';
import { articleNotFound } from './article-mapping.js';

/** Articles with their city (and its country) or country joined. */
export const articlesWithPlace = (manager: EntityManager) =>
  manager
    .getRepository(AiArticle)
    .createQueryBuilder('a')
    .leftJoinAndSelect('a.city', 'city')
    .leftJoinAndSelect('city.country', 'cityCountry')
    .leftJoinAndSelect('a.country', 'country');

/** The article, or 404; `lock` holds it for the rest of the transaction (one generation started at a time). */
export async function findArticle(manager: EntityManager, id: string, lock = false): Promise<AiArticle> {
  const qb = articlesWithPlace(manager).where('a.id = :id', { id });
  const article = await (lock ? qb.setLock('pessimistic_write', undefined, ['a']) : qb).getOne();
  if (!article) throw articleNotFound(id);
  return article;
}

/** The newest generation run of the article, if any. */
export function latestGeneration(manager: EntityManager, articleId: string): Promise<ArticleGeneration | null> {
  return manager.getRepository(ArticleGeneration).findOne({ where: { articleId }, order: { createdAt: 'DESC' } });
}

/** The newest run of each of these articles. */
export async function latestGenerations(manager: EntityManager, articleIds: string[]): Promise<Map<string, ArticleGeneration>> {
  if (articleIds.length === 0) return new Map();
  const rows = await manager
    .getRepository(ArticleGeneration)
    .createQueryBuilder('g')
    .distinctOn(['g.article_id'])
    .where('g.article_id IN (:...articleIds)', { articleIds })
    .orderBy('g.article_id')
    .addOrderBy('g.created_at', 'DESC')
    .getMany();
  return new Map(rows.map((g) => [g.articleId, g]));
}
