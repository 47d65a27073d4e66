import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { canAccess, type AccessRule, type Actor, type PictureOwnerType } from '@farebox/domain';

/** How an area describes the rows that own pictures: a table with an `id` (uuid) column and a name column. */
export interface PictureOwnerKind {
  table: string;
  /** The column naming a row ('name' unless said, e.g. a line's 'denomination'). */
  nameColumn?: string;
  /** Who may change the pictures, when stricter than the route's staff writers (e.g. provinces: edit-province). */
  writeRule?: AccessRule;
}

const TABLE_NAME = /^[a-z_]+$/;

/** A column of another area that points at a PDF template image (e.g. a line's ticket template). */
export interface TemplateUser {
  /** What the row is called in a refusal, e.g. 'line'. */
  kind: string;
  table: string;
  column: string;
  nameColumn: string;
}

/**
 * The owner kinds pictures may be attached to. Each area registers its own (libs/geo registers its tables at start),
 * so this area imports none of them; an unregistered kind answers 404 like an unknown owner.
 */
@Injectable()
export class PictureOwners {
  private readonly kinds = new Map<PictureOwnerType, PictureOwnerKind>();
  private readonly templateUsers: TemplateUser[] = [];

  register(ownerType: PictureOwnerType, kind: PictureOwnerKind): void {
    if (!TABLE_NAME.test(kind.table)) throw new Error(`Invalid picture owner table: ${kind.table}`);
    if (kind.nameColumn !== undefined && !TABLE_NAME.test(kind.nameColumn)) throw new Error(`Invalid picture owner name column: ${kind.nameColumn}`);
    this.kinds.set(ownerType, kind);
  }

  /** Registers a column that uses template images, so deleting a used template is refused naming its users. */
  registerTemplateUser(user: TemplateUser): void {
    for (const name of [user.table, user.column, user.nameColumn]) if (!TABLE_NAME.test(name)) throw new Error(`Invalid template user: ${name}`);
    this.templateUsers.push(user);
  }

  /** Where the image is used as a template, e.g. ["line Phuket Ferry"], at most `limit` names. */
  async templateUsesOf(manager: EntityManager, imageId: string, limit: number): Promise<string[]> {
    const uses: string[] = [];
    for (const u of this.templateUsers) {
      const rows = await manager.query<{ name: string }[]>(
        `SELECT ${u.nameColumn} AS name FROM ${u.table} WHERE ${u.column} = $1 ORDER BY ${u.nameColumn} LIMIT $2`,
        [imageId, limit],
      );
      uses.push(...rows.map((r) => `${u.kind} ${r.name}`));
    }
    return uses.slice(0, limit);
  }

  async exists(manager: EntityManager, ownerType: PictureOwnerType, ownerId: string): Promise<boolean> {
    const kind = this.kinds.get(ownerType);
    if (!kind || !isUUID(ownerId)) return false;
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM ${kind.table} WHERE id = $1`, [ownerId]);
    return rows.length > 0;
  }

  /** Whether the actor may replace pictures of this kind (the route already allows staff writers only). */
  mayWrite(actor: Actor, ownerType: PictureOwnerType): boolean {
    const rule = this.kinds.get(ownerType)?.writeRule;
    return !rule || canAccess(actor, rule);
  }

  /** Names by owner id ("" for a kind nobody registered). */
  async namesOf(manager: EntityManager, ownerType: PictureOwnerType, ids: string[]): Promise<Map<string, string>> {
    const kind = this.kinds.get(ownerType);
    if (!kind) return new Map();
    const rows = await manager.query<{ id: string; name: string }[]>(`SELECT id, ${kind.nameColumn ?? 'name'} AS name FROM ${kind.table} WHERE id = ANY($1)`, [
      ids,
    ]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
