import type { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import { queryPrepared } from './prepared-query.js';

type ColumnMetadata = EntityMetadata['columns'][number];

export interface EntityRowsOptions<T> {
  /** The property to order by, ascending; the primary key breaks ties. */
  orderBy?: keyof T & string;
  /** Soft-deleted rows too (as `find`'s `withDeleted`); without it they are left out where the entity has the column. */
  withDeleted?: boolean;
}

interface EntityRead {
  text: string;
  columns: ColumnMetadata[];
}

const reads = new WeakMap<EntityMetadata, Map<string, EntityRead>>();

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function readOf<T>(metadata: EntityMetadata, property: string, many: boolean, options: EntityRowsOptions<T>): EntityRead {
  const key = `${property}|${many}|${options.orderBy ?? ''}|${options.withDeleted ?? false}`;
  let byShape = reads.get(metadata);
  if (!byShape) reads.set(metadata, (byShape = new Map<string, EntityRead>()));
  const known = byShape.get(key);
  if (known) return known;
  const columnOf = (name: string) => {
    const column = metadata.findColumnWithPropertyName(name);
    if (!column) throw new Error(`${metadata.name} has no column ${name}`);
    return quoted(column.databaseName);
  };
  // As find selects them: relation ids without a property of their own, virtual and unselected columns stay out.
  const columns = metadata.columns.filter((c) => !c.isVirtual && !c.isVirtualProperty && c.isSelect);
  const where = [many ? `${columnOf(property)} = ANY($1)` : `${columnOf(property)} = $1`];
  if (metadata.deleteDateColumn && !options.withDeleted) where.push(`${quoted(metadata.deleteDateColumn.databaseName)} IS NULL`);
  const order = [...(options.orderBy ? [columnOf(options.orderBy)] : []), ...metadata.primaryColumns.map((c) => quoted(c.databaseName))];
  const read = {
    text: `SELECT ${columns.map((c) => quoted(c.databaseName)).join(', ')} FROM ${quoted(metadata.tablePath)} WHERE ${where.join(' AND ')} ORDER BY ${order.join(', ')}`,
    columns,
  };
  byShape.set(key, read);
  return read;
}

/**
 * The rows of an entity whose `property` equals `value` (or is one of `value`, an array) as entities, the way `find`
 * hydrates them (the driver's types, the columns' transformers), from a statement built once per entity and shape.
 * TypeORM builds a find's SQL anew on every call, and for the wide entities the booking view reads on every request
 * that building cost more CPU than PostgreSQL's answer. Outside a transaction the statement runs prepared.
 */
export async function entityRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  property: keyof T & string,
  value: unknown,
  options: EntityRowsOptions<T> = {},
): Promise<T[]> {
  const metadata = manager.connection.getMetadata(target);
  const { text, columns } = readOf(metadata, property, Array.isArray(value), options);
  const rows: Record<string, unknown>[] = manager.queryRunner ? await manager.query(text, [value]) : await queryPrepared(manager.connection, text, [value]);
  const driver = manager.connection.driver;
  return rows.map((row) => {
    const entity = metadata.create(manager.queryRunner, { fromDeserializer: true }) as T;
    for (const column of columns) column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    return entity;
  });
}

/** The one row whose `property` equals `value`, as an entity (see entityRows), or null. */
export async function entityRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  property: keyof T & string,
  value: unknown,
): Promise<T | null> {
  return (await entityRows(manager, target, property, value))[0] ?? null;
}
