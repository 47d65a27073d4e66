import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUUID } from 'class-validator';
import { notFound } from '@farebox/platform';
import type { SlugHistoryEntryDto, SlugRedirectDto } from './dto/slug-redirect.dto.js';
import { SLUGGED_TABLES, type SluggedModel } from './slugged-model.js';

/**
 * Resolves an entity's id, current slug or former slug to its current slug. A current slug wins over a former one
 * (a slug given up by one entity may be taken by another); among former slugs the latest change wins.
 */
@Injectable()
export class SlugHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async resolve(model: SluggedModel, idOrSlug: string): Promise<SlugRedirectDto> {
    const table = SLUGGED_TABLES[model];
    const [entity] = await this.dataSource.query<{ id: string; slug: string }[]>(
      `SELECT e.id, e.slug FROM ${table} e
        WHERE e.id = (
          SELECT id FROM ${table} WHERE ${isUUID(idOrSlug) ? 'id = $2::text::uuid' : 'slug = $2'}
          UNION ALL
          (SELECT entity_id FROM slug_history WHERE entity_type = $1 AND previous_slug = $2 ORDER BY id DESC LIMIT 1)
          LIMIT 1
        )`,
      [table, idOrSlug],
    );
    if (!entity) throw notFound(`The ${model} ${idOrSlug}`);
    const history = await this.dataSource.query<SlugHistoryEntryDto[]>(
      `SELECT previous_slug AS "previousSlug", new_slug AS "newSlug", created_at AS "createdAt"
         FROM slug_history WHERE entity_type = $1 AND entity_id = $2 ORDER BY id`,
      [table, entity.id],
    );
    return { referencedModel: model, id: entity.id, slug: entity.slug, history };
  }
}
