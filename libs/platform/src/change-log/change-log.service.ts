import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type EntityManager, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import { AppException, notFound } from '../errors/app-exception.js';
import type { ChangeLogEntryDto } from './change-log-entry.dto.js';
import { ChangeLogEntry, type FieldChange } from './change-log-entry.entity.js';
import { ErrorCode } from '@farebox/domain';

export interface ChangeAuthor {
  id: string | null;
  name: string;
  email: string | null;
}

/** Every editable entity has these two columns. */
export interface Versioned extends ObjectLiteral {
  id: string;
  version: number;
}

export interface VersionedUpdate<T extends Versioned> {
  entity: EntityTarget<T>;
  /** The name change-log rows are filed under, e.g. 'company'. */
  entityType: string;
  id: string;
  /** The version the user edited from. */
  expectedVersion: number;
  patch: Partial<T>;
  author: ChangeAuthor;
}

export interface EditConflictDetails {
  currentVersion: number;
  changes: (FieldChange & { user: string; timestamp: Date })[];
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Field-by-field difference of the patched keys. */
export function diffFields<T extends ObjectLiteral>(before: T, patch: Partial<T>): FieldChange[] {
  return Object.keys(patch)
    .filter((field) => !sameValue(before[field], patch[field]))
    .map((field): FieldChange => ({ field, from: before[field] ?? null, to: patch[field] ?? null }));
}

/**
 * The one mechanism for change logs and edit conflicts. An update names the version it was edited from;
 * the row is written with `UPDATE ... WHERE id = $1 AND version = $2`, so of two racing saves one wins
 * and the other gets 409 with what changed since its version.
 */
@Injectable()
export class ChangeLogService {
  constructor(@InjectRepository(ChangeLogEntry) private readonly entries: Repository<ChangeLogEntry>) {}

  list(entityType: string, entityId: string): Promise<ChangeLogEntry[]> {
    return this.entries.find({ where: { entityType, entityId }, order: { version: 'DESC', timestamp: 'DESC' } });
  }

  /** The change log as the read routes answer it, newest first. */
  async entriesOf(entityType: string, entityId: string): Promise<ChangeLogEntryDto[]> {
    const entries = await this.list(entityType, entityId);
    return entries.map((e) => ({ user: { name: e.userName, email: e.userEmail }, changes: e.changes, timestamp: e.timestamp }));
  }

  async updateVersioned<T extends Versioned>(manager: EntityManager, update: VersionedUpdate<T>): Promise<T> {
    const repo = manager.getRepository(update.entity);
    const current = await repo.findOneBy({ id: update.id } as never);
    if (!current) throw notFound(update.entityType);
    if (current.version !== update.expectedVersion)
      throw await this.conflictSince(manager, update.entityType, update.id, update.expectedVersion, current.version);

    const changes = diffFields(current, update.patch);
    if (changes.length === 0) return current;
    const nextVersion = current.version + 1;
    const result = await repo
      .createQueryBuilder()
      .update()
      .set({ ...update.patch, version: nextVersion })
      .where('id = :id AND version = :version', { id: update.id, version: update.expectedVersion })
      .execute();
    if (result.affected !== 1) {
      const latest = await repo.findOneBy({ id: update.id } as never);
      throw await this.conflictSince(manager, update.entityType, update.id, update.expectedVersion, latest?.version ?? update.expectedVersion + 1);
    }
    await this.record(manager, update.entityType, update.id, nextVersion, update.author, changes);
    return (await repo.findOneBy({ id: update.id } as never)) as T;
  }

  /** For creations and other writes that bypass updateVersioned but must still appear in the log. */
  async record(manager: EntityManager, entityType: string, entityId: string, version: number, author: ChangeAuthor, changes: FieldChange[]): Promise<void> {
    await manager.save(
      manager.create(ChangeLogEntry, { entityType, entityId, version, userId: author.id, userName: author.name, userEmail: author.email, changes }),
    );
  }

  /**
   * The 409 EditConflict of a write made from `expectedVersion`: every field change logged since, who and when, so
   * the loser sees what the other person did. Reads in `manager`, which sees the winner's committed entries.
   */
  async conflictSince(
    manager: EntityManager,
    entityType: string,
    entityId: string,
    expectedVersion: number,
    currentVersion: number,
    message = 'Someone else saved this record after you opened it. Review their changes and save again.',
  ): Promise<AppException> {
    const since = await manager.find(ChangeLogEntry, {
      where: { entityType, entityId, version: MoreThan(expectedVersion) },
      order: { version: 'ASC' },
    });
    const details: EditConflictDetails = {
      currentVersion,
      changes: since.flatMap((e) => e.changes.map((c) => ({ ...c, user: e.userName, timestamp: e.timestamp }))),
    };
    return new AppException(HttpStatus.CONFLICT, ErrorCode.EditConflict, message, details as unknown as Record<string, unknown>);
  }
}
