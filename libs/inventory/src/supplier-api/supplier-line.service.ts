import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { ErrorCode, type Actor } from '@farebox/domain';
import { AppException, ChangeLogService, Clock, notFound, takeOf, validationFailed, type AuthenticatedUser, type FieldChange } from '@farebox/platform';
import { LineAccessService } from '../lines/line-access.service.js';
import type { Direction } from '../lines/line.constants.js';
import type { Line } from '../lines/line.entity.js';
import type {
  CreateTransferMappingDto,
  SupplierIntegrationDto,
  SupplierLineInfoDto,
  SupplierTransferDto,
  SupplierUnavailableDto,
  TransferMappingDto,
  TransferMappingPageDto,
  TransferMappingQueryDto,
  TransferMatchDto,
  TransferMatchesDto,
  UpdateTransferMappingDto,
} from './dto/supplier-line.dto.js';
import { SupplierInventory, type SupplierProduct } from './supplier-inventory.port.js';

const LINE = 'line';
const ARROW: Record<Direction, string> = { aToB: 'A→B', bToA: 'B→A' };
const notAllowed = () => new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, "You don't have the permission to access this resource.");
const conflict = (message: string, details?: Record<string, unknown>) => new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, message, details);

export interface IntegrationRow {
  id: string;
  company_id: string;
  name: string;
  mode: 'online' | 'offline';
}

export interface TransferRow {
  integration_id: string;
  transfer_id: string;
  company_name: string;
  from_city: string;
  to_city: string;
  vehicle_type: string;
  vehicle_class: string;
  route_id: string;
  multi_stations: SupplierTransferDto['multiStations'];
  fetched_at: Date;
}

interface MappingRow extends TransferRow {
  id: string;
  direction: Direction;
  disable_sync: boolean;
  last_synced_at: Date | null;
}

export const TRANSFER_COLUMNS = `t.integration_id, t.transfer_id, t.company_name, t.from_city, t.to_city, t.vehicle_type, t.vehicle_class, t.route_id, t.multi_stations, t.fetched_at`;
const MAPPING_SELECT = `SELECT m.id, m.direction, m.disable_sync, m.last_synced_at, ${TRANSFER_COLUMNS}
  FROM supplier_transfer_mapping m JOIN supplier_transfer t USING (integration_id, transfer_id)`;

export const integrationOf = (r: IntegrationRow): SupplierIntegrationDto => ({ id: r.id, name: r.name, companyId: r.company_id, mode: r.mode });
export const transferOf = (r: TransferRow): SupplierTransferDto => ({
  integrationId: r.integration_id,
  transferId: r.transfer_id,
  companyName: r.company_name,
  fromCity: r.from_city,
  toCity: r.to_city,
  vehicleType: r.vehicle_type,
  vehicleClass: r.vehicle_class,
  routeId: r.route_id,
  multiStations: r.multi_stations,
  fetchedAt: r.fetched_at.toISOString(),
});
const mappingOf = (r: MappingRow): TransferMappingDto => ({
  id: r.id,
  direction: r.direction,
  transfer: transferOf(r),
  disableSync: r.disable_sync,
  lastSyncedAt: r.last_synced_at?.toISOString() ?? null,
});
export const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a supplier's city name is our city: the API tab compares names; the /supplier-api screen also honours its city mappings. */
export type CityMatch = (manager: EntityManager, integrationId: string, supplierCity: string, city: { id: string; name: string }) => Promise<boolean>;
const sameCityName: CityMatch = (_manager, _integrationId, supplierCity, city) => Promise.resolve(same(supplierCity, city.name));

/**
 * The line editor's API tab (spec part 2, 2.9 tab 7): the line's supplier integration, its transfer mappings, the
 * supplier transfers matching it, and mapping, sync switch and unmapping. Every write names the line version the tab
 * shows (409 EditConflict when stale), bumps it and writes the change log on the line, like the other tabs.
 */
/** Which transfer goes to which direction (a mapping request, less the line's version). */
type MappedTransfer = Pick<CreateTransferMappingDto, 'direction' | 'integrationId' | 'transferId'>;

@Injectable()
export class SupplierLineService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly inventory: SupplierInventory,
    private readonly changeLog: ChangeLogService,
    private readonly clock: Clock,
  ) {}

  async info(actor: Actor, lineId: string): Promise<SupplierLineInfoDto> {
    const line = await this.readable(actor, lineId);
    return this.infoOf(this.dataSource.manager, line);
  }

  async mappings(actor: Actor, lineId: string, query: TransferMappingQueryDto): Promise<TransferMappingPageDto> {
    await this.readable(actor, lineId);
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM supplier_transfer_mapping WHERE line_id = $1`, [
      lineId,
    ]);
    const rows: MappingRow[] = await this.dataSource.query(
      `${MAPPING_SELECT} WHERE m.line_id = $1 ORDER BY m.direction, m.created_at, m.id OFFSET $2 LIMIT $3`,
      [lineId, query.offset, takeOf(query)],
    );
    return { data: rows.map(mappingOf), meta: { offset: query.offset, limit: query.limit, total } };
  }

  /**
   * Fetches the transfers of every offline supplier (of the line's own integration once it has mappings), keeps them as
   * the supplier inventory, and answers those that run between the line's two cities, per direction. A supplier that
   * does not answer is reported and its last fetched transfers are used.
   */
  async findMatches(actor: Actor, lineId: string): Promise<TransferMatchesDto> {
    const line = await this.readable(actor, lineId);
    const manager = this.dataSource.manager;
    const [mapped]: { integration_id: string }[] = await manager.query(`SELECT integration_id FROM supplier_transfer_mapping WHERE line_id = $1 LIMIT 1`, [
      lineId,
    ]);
    const integrations = (await this.integrations(manager)).filter((i) => i.mode === 'offline' && (!mapped || i.id === mapped.integration_id));
    const unavailable: SupplierUnavailableDto[] = [];
    for (const integration of integrations) {
      try {
        await this.store(integration.id, await this.inventory.products(integration.id));
      } catch (err) {
        if (!(err instanceof AppException)) throw err;
        unavailable.push({ integrationId: integration.id, name: integration.name, message: err.message });
      }
    }
    const [names]: { from_city: string; to_city: string; company: string }[] = await manager.query(
      `SELECT f.name AS from_city, t.name AS to_city, c.name AS company FROM line l
       JOIN city f ON f.id = l.from_city_id JOIN city t ON t.id = l.to_city_id JOIN company c ON c.id = l.company_id WHERE l.id = $1`,
      [lineId],
    );
    const rows: (TransferRow & { mapped_line_id: string | null; mapped_denomination: string | null; mapped_direction: Direction | null })[] =
      await manager.query(
        `SELECT ${TRANSFER_COLUMNS}, m.line_id AS mapped_line_id, ml.denomination AS mapped_denomination, m.direction AS mapped_direction
         FROM supplier_transfer t
         LEFT JOIN supplier_transfer_mapping m USING (integration_id, transfer_id) LEFT JOIN line ml ON ml.id = m.line_id
         WHERE t.integration_id = ANY($1::text[])
           AND ((lower(t.from_city) = lower($2) AND lower(t.to_city) = lower($3)) OR (lower(t.from_city) = lower($3) AND lower(t.to_city) = lower($2)))
         ORDER BY t.integration_id, t.transfer_id`,
        [integrations.map((i) => i.id), names.from_city, names.to_city],
      );
    const byId = new Map(integrations.map((i) => [i.id, i]));
    const matches = rows.map((r): TransferMatchDto => ({
      direction: same(r.from_city, names.from_city) ? 'aToB' : 'bToA',
      integration: integrationOf(byId.get(r.integration_id)!),
      transfer: transferOf(r),
      companyMatches: same(r.company_name, names.company),
      vehicleTypeMatches: same(r.vehicle_type, line.type),
      vehicleClassMatches: same(r.vehicle_class, line.lineClass),
      mappedTo: r.mapped_line_id ? { lineId: r.mapped_line_id, denomination: r.mapped_denomination!, direction: r.mapped_direction! } : null,
    }));
    const score = (m: TransferMatchDto) => Number(m.companyMatches) + Number(m.vehicleTypeMatches) + Number(m.vehicleClassMatches);
    matches.sort((a, b) => a.direction.localeCompare(b.direction) || score(b) - score(a));
    return { matches, unavailable };
  }

  /** Maps a supplier transfer (fetched by find matches) to one direction of the line; the line becomes a supplier-API line. */
  map(user: AuthenticatedUser, lineId: string, dto: CreateTransferMappingDto, cityMatches: CityMatch = sameCityName): Promise<SupplierLineInfoDto> {
    return this.withMappingConflicts(lineId, dto, () => this.dataSource.transaction((manager) => this.mapIn(manager, user, lineId, dto, cityMatches)));
  }

  /** Runs work that maps dto's transfer (to the line, when known), answering a lost unique-constraint race as 409 naming the holder. */
  async withMappingConflicts<T>(lineId: string | null, dto: MappedTransfer, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      throw (await this.mappingConflict(err, lineId, dto)) ?? err;
    }
  }

  /** The mapping in the caller's transaction. */
  async mapIn(
    manager: EntityManager,
    user: AuthenticatedUser,
    lineId: string,
    dto: CreateTransferMappingDto,
    cityMatches: CityMatch,
  ): Promise<SupplierLineInfoDto> {
    const line = await this.lockedAt(manager, user, lineId, dto.version);
    const [integration] = (await this.integrations(manager)).filter((i) => i.id === dto.integrationId);
    if (!integration) throw notFound('Supplier integration');
    if (integration.mode !== 'offline') throw conflict(`${integration.name} is an online supplier: its transfers are searched live, not mapped.`);
    const [transfer]: TransferRow[] = await manager.query(
      `SELECT ${TRANSFER_COLUMNS} FROM supplier_transfer t WHERE integration_id = $1 AND transfer_id = $2`,
      [dto.integrationId, dto.transferId],
    );
    if (!transfer) throw notFound('Supplier transfer (find matches first)');
    const cityIds = dto.direction === 'aToB' ? [line.fromCityId, line.toCityId] : [line.toCityId, line.fromCityId];
    const [cities]: { from_city: string; to_city: string }[] = await manager.query(
      `SELECT f.name AS from_city, t.name AS to_city FROM city f, city t WHERE f.id = $1 AND t.id = $2`,
      cityIds,
    );
    const runs =
      (await cityMatches(manager, dto.integrationId, transfer.from_city, { id: cityIds[0], name: cities.from_city })) &&
      (await cityMatches(manager, dto.integrationId, transfer.to_city, { id: cityIds[1], name: cities.to_city }));
    if (!runs)
      throw validationFailed(
        [
          {
            field: 'transferId',
            message: `The transfer runs from ${transfer.from_city} to ${transfer.to_city}, not from ${cities.from_city} to ${cities.to_city}.`,
          },
        ],
        'The transfer does not run this direction of the line.',
      );
    const [other]: { integration_id: string }[] = await manager.query(
      `SELECT integration_id FROM supplier_transfer_mapping WHERE line_id = $1 AND integration_id <> $2 LIMIT 1`,
      [lineId, dto.integrationId],
    );
    if (other) throw conflict(`The line is mapped to the supplier ${other.integration_id}: delete those mappings first.`);
    await manager.query(`INSERT INTO supplier_transfer_mapping (line_id, direction, integration_id, transfer_id) VALUES ($1, $2, $3, $4)`, [
      lineId,
      dto.direction,
      dto.integrationId,
      dto.transferId,
    ]);
    const changes: FieldChange[] = [{ field: `transferMappings.${dto.direction}`, from: null, to: `${dto.integrationId}/${dto.transferId}` }];
    if (!line.isSupplierApi) changes.push({ field: 'isSupplierApi', from: false, to: true });
    if (line.supplierIntegration !== dto.integrationId) changes.push({ field: 'supplierIntegration', from: line.supplierIntegration, to: dto.integrationId });
    return this.bump(manager, user, line, dto.version, changes, `is_supplier_api = true, supplier_integration = $3`, [dto.integrationId]);
  }

  /** Turns the sync of one mapping on or off. */
  async update(user: AuthenticatedUser, lineId: string, mappingId: string, dto: UpdateTransferMappingDto): Promise<SupplierLineInfoDto> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.lockedAt(manager, user, lineId, dto.version);
      const mapping = await this.mappingOf(manager, lineId, mappingId);
      if (mapping.disable_sync === dto.disableSync) return this.infoOf(manager, line);
      await manager.query(`UPDATE supplier_transfer_mapping SET disable_sync = $2 WHERE id = $1`, [mappingId, dto.disableSync]);
      const changes = [{ field: `transferMappings.${mapping.direction}.disableSync`, from: mapping.disable_sync, to: dto.disableSync }];
      return this.bump(manager, user, line, dto.version, changes, '', []);
    });
  }

  /** Deletes one mapping; a line left without mappings is no longer a supplier-API line. */
  async remove(user: AuthenticatedUser, lineId: string, mappingId: string, version: number): Promise<SupplierLineInfoDto> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.lockedAt(manager, user, lineId, version);
      const mapping = await this.mappingOf(manager, lineId, mappingId);
      await manager.query(`DELETE FROM supplier_transfer_mapping WHERE id = $1`, [mappingId]);
      const [left]: { n: number }[] = await manager.query(`SELECT count(*)::int AS n FROM supplier_transfer_mapping WHERE line_id = $1`, [lineId]);
      const changes: FieldChange[] = [{ field: `transferMappings.${mapping.direction}`, from: `${mapping.integration_id}/${mapping.transfer_id}`, to: null }];
      if (left.n > 0) return this.bump(manager, user, line, version, changes, '', []);
      if (line.isSupplierApi)
        changes.push({ field: 'isSupplierApi', from: true, to: false }, { field: 'supplierIntegration', from: line.supplierIntegration, to: null });
      return this.bump(manager, user, line, version, changes, `is_supplier_api = false, supplier_integration = NULL`, []);
    });
  }

  /** The line for a reader of the tab: whoever reads the line (404 otherwise), and then only full admins (403). */
  private async readable(actor: Actor, lineId: string): Promise<Line> {
    const line = await this.access.require(actor, lineId, 'read');
    if (!actor.isFullAdmin) throw notAllowed();
    return line;
  }

  private async infoOf(manager: EntityManager, line: Line): Promise<SupplierLineInfoDto> {
    const integration = line.supplierIntegration ? (await this.integrations(manager)).find((i) => i.id === line.supplierIntegration) : undefined;
    const mappings: MappingRow[] = await manager.query(`${MAPPING_SELECT} WHERE m.line_id = $1`, [line.id]);
    const of = (direction: Direction) => mappings.find((m) => m.direction === direction);
    return {
      lineId: line.id,
      version: line.version,
      isSupplierApi: line.isSupplierApi,
      isScrapingAvailability: line.isScrapingAvailability,
      integration: integration ? integrationOf(integration) : null,
      integrationId: line.supplierIntegration,
      aToBTransferId: of('aToB')?.transfer_id ?? null,
      bToATransferId: of('bToA')?.transfer_id ?? null,
      aToBLastSynced: of('aToB')?.last_synced_at?.toISOString() ?? null,
      bToALastSynced: of('bToA')?.last_synced_at?.toISOString() ?? null,
      mappingCount: mappings.length,
    };
  }

  integrations(manager: EntityManager): Promise<IntegrationRow[]> {
    return manager.query(`SELECT i.id, i.company_id, i.mode, c.name FROM supplier_integration i JOIN company c ON c.id = i.company_id ORDER BY i.id`);
  }

  /** The supplier inventory as last fetched: one upsert per transfer, so fetching twice changes nothing but the time. */
  async store(integrationId: string, products: SupplierProduct[]): Promise<void> {
    if (products.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO supplier_transfer (integration_id, transfer_id, company_name, from_city, to_city, vehicle_type, vehicle_class, route_id, time_zone, multi_stations, fetched_at)
       SELECT $1, p->>'id', p->>'company', p->>'fromCity', p->>'toCity', p->>'vehicleType', p->>'vehicleClass', p->>'routeId', p->>'timeZone', p->'multiStations', $3
       FROM jsonb_array_elements($2::jsonb) p
       ON CONFLICT (integration_id, transfer_id) DO UPDATE SET company_name = EXCLUDED.company_name, from_city = EXCLUDED.from_city, to_city = EXCLUDED.to_city,
         vehicle_type = EXCLUDED.vehicle_type, vehicle_class = EXCLUDED.vehicle_class, route_id = EXCLUDED.route_id, time_zone = EXCLUDED.time_zone,
         multi_stations = EXCLUDED.multi_stations, fetched_at = EXCLUDED.fetched_at`,
      [integrationId, JSON.stringify(products), this.clock.now()],
    );
  }

  private async mappingOf(manager: EntityManager, lineId: string, mappingId: string): Promise<MappingRow> {
    const [mapping]: MappingRow[] = await manager.query(`${MAPPING_SELECT} WHERE m.line_id = $1 AND m.id = $2`, [lineId, mappingId]);
    if (!mapping) throw notFound('Transfer mapping');
    return mapping;
  }

  private async lockedAt(manager: EntityManager, user: AuthenticatedUser, lineId: string, version: number): Promise<Line> {
    const line = await this.access.require(user, lineId, 'editLine', manager);
    const [row]: { version: number }[] = await manager.query(`SELECT version FROM line WHERE id = $1 FOR UPDATE`, [lineId]);
    if (row.version !== version) throw await this.changeLog.conflictSince(manager, LINE, lineId, version, row.version);
    return line;
  }

  private async bump(
    manager: EntityManager,
    user: AuthenticatedUser,
    line: Line,
    version: number,
    changes: FieldChange[],
    set: string,
    params: unknown[],
  ): Promise<SupplierLineInfoDto> {
    const [rows]: [{ version: number }[], number] = await manager.query(
      `UPDATE line SET ${set ? `${set}, ` : ''}version = version + 1, updated_at = $${params.length + 3} WHERE id = $1 AND version = $2 RETURNING version`,
      [line.id, version, ...params, this.clock.now()],
    );
    const next = rows[0].version;
    await this.changeLog.record(manager, LINE, line.id, next, { id: user.id, name: user.displayName || user.username, email: user.email ?? null }, changes);
    const [fresh]: { is_supplier_api: boolean; supplier_integration: string | null }[] = await manager.query(
      `SELECT is_supplier_api, supplier_integration FROM line WHERE id = $1`,
      [line.id],
    );
    return this.infoOf(manager, Object.assign(line, { version: next, isSupplierApi: fresh.is_supplier_api, supplierIntegration: fresh.supplier_integration }));
  }

  /** The unique constraints decide races between lines: the loser gets 409 naming who holds the transfer or direction. */
  private async mappingConflict(err: unknown, lineId: string | null, dto: MappedTransfer): Promise<AppException | null> {
    const constraint = err instanceof QueryFailedError ? (err.driverError as { code?: string; constraint?: string }) : null;
    if (constraint?.code !== '23505') return null;
    if (constraint.constraint === 'supplier_transfer_mapping_line_direction_key')
      return conflict(`The ${ARROW[dto.direction]} direction of this line is mapped already: delete that mapping first.`);
    const [holder]: { line_id: string; denomination: string; direction: Direction }[] = await this.dataSource.query(
      `SELECT m.line_id, l.denomination, m.direction FROM supplier_transfer_mapping m JOIN line l ON l.id = m.line_id WHERE m.integration_id = $1 AND m.transfer_id = $2`,
      [dto.integrationId, dto.transferId],
    );
    if (!holder) return conflict(`The transfer ${dto.transferId} was being mapped by someone else; find matches again.`);
    const where = holder.line_id === lineId ? 'this line' : `the line “${holder.denomination}”`;
    return conflict(`The transfer ${dto.transferId} is mapped already to the ${ARROW[holder.direction]} direction of ${where}.`, {
      lineId: holder.line_id,
      denomination: holder.denomination,
      direction: holder.direction,
    });
  }
}
