import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import {
  ChangeLogService,
  notFound,
  takeOf,
  uniqueViolation,
  validationFailed,
  type AuthenticatedUser,
  type ChangeAuthor,
  type Page,
  type PageQueryDto,
} from '@farebox/platform';
import type { FieldProblem } from '@farebox/domain';
import { duplicateDefinition, definitionInUse } from './definition.errors.js';

export interface DefinitionRow extends ObjectLiteral {
  id: string;
  version: number;
}

/** How one definition table is stored: its entity, the name its change log and errors use, and its list order. */
export interface DefinitionTableSpec<E extends DefinitionRow> {
  entity: EntityTarget<E>;
  /** "airline", "vehicle class", ...: the change log's entity type and the noun of its messages. */
  noun: string;
  /** SQL order of the list over alias `d`, e.g. `lower(d.name)`. */
  orderBy: string;
}

/** Rows that use a definition, e.g. "2 lines (Bangkok - Chiang Mai, Krabi - Phi Phi)"; empty when nothing does. */
export type UsesOf = (manager: EntityManager) => Promise<string[]>;

const authorOf = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });

export function refuseInvalid(problems: FieldProblem[]): void {
  if (problems.length > 0) throw validationFailed(problems, problems.length === 1 ? problems[0].message : 'Some fields are invalid.');
}

/** The list, create, versioned update and checked delete every definition table shares. */
export class DefinitionStore<E extends DefinitionRow> {
  constructor(
    private readonly manager: EntityManager,
    private readonly changeLog: ChangeLogService,
    private readonly spec: DefinitionTableSpec<E>,
  ) {}

  async page(query: PageQueryDto): Promise<Page<E>> {
    const [rows, total] = await this.manager
      .getRepository(this.spec.entity)
      .createQueryBuilder('d')
      .orderBy(this.spec.orderBy, 'ASC')
      .addOrderBy('d.id', 'ASC')
      .offset(query.offset)
      .limit(takeOf(query))
      .getManyAndCount();
    return { data: rows, meta: { limit: query.limit, offset: query.offset, total } };
  }

  async find(id: string, manager: EntityManager = this.manager): Promise<E> {
    const row = await manager.findOneBy(this.spec.entity, { id } as never);
    if (!row) throw notFound(this.capitalNoun);
    return row;
  }

  /** Inserts the row; `duplicate` names the value another row already has (409). */
  async create(fields: Partial<E>, user: AuthenticatedUser, duplicate: string): Promise<E> {
    return this.unique(duplicate, () =>
      this.manager.transaction(async (manager) => {
        const row = await manager.save(manager.create(this.spec.entity, fields as never));
        const changes = Object.entries(fields as Record<string, unknown>).map(([field, to]) => ({ field, from: null, to }));
        await this.changeLog.record(manager, this.spec.noun, row.id, row.version, authorOf(user), changes);
        return row;
      }),
    );
  }

  /** Updates from `version` (409 EditConflict on a stale one); `check` runs on the stored row first. */
  async update(id: string, version: number, patch: Partial<E>, user: AuthenticatedUser, duplicate: string, check?: (row: E) => void): Promise<E> {
    return this.unique(duplicate, () =>
      this.manager.transaction(async (manager) => {
        check?.(await this.find(id, manager));
        return this.changeLog.updateVersioned<E>(manager, {
          entity: this.spec.entity,
          entityType: this.spec.noun,
          id,
          expectedVersion: version,
          patch,
          author: authorOf(user),
        });
      }),
    );
  }

  /** Deletes the row unless `usesOf` finds rows that use it (409 naming them); the row is locked while checked. */
  async remove(id: string, usesOf: ((row: E) => UsesOf) | null, check?: (row: E) => void): Promise<void> {
    await this.manager.transaction(async (manager) => {
      const row = await manager.findOne(this.spec.entity, { where: { id } as never, lock: { mode: 'pessimistic_write' } });
      if (!row) throw notFound(this.capitalNoun);
      check?.(row);
      const uses = usesOf ? await usesOf(row)(manager) : [];
      if (uses.length > 0) throw definitionInUse(`The ${this.spec.noun}`, uses);
      await manager.delete(this.spec.entity, { id });
    });
  }

  private get capitalNoun() {
    return this.spec.noun.charAt(0).toUpperCase() + this.spec.noun.slice(1);
  }

  private async unique<T>(duplicate: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (uniqueViolation(err) !== null) throw duplicateDefinition(duplicate);
      throw err;
    }
  }
}
