import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { vehicleClassKeys } from '@farebox/definitions';
import { ErrorCode, LINE_TYPES, newLineFields } from '@farebox/domain';
import { uniqueStationSlug } from '@farebox/geo';
import { APP_CONFIG, AppException, notFound, validationFailed, type AppConfig, type AuthenticatedUser, escapeLike } from '@farebox/platform';
import type { LineFieldsDto } from '../../lines/editor/dto/line-editor.dto.js';
import { LineEditorService } from '../../lines/editor/line-editor.service.js';
import type { Direction } from '../../lines/line.constants.js';
import { SupplierInventory } from '../supplier-inventory.port.js';
import {
  integrationOf,
  same,
  SupplierLineService,
  TRANSFER_COLUMNS,
  transferOf,
  type CityMatch,
  type IntegrationRow,
  type TransferRow,
} from '../supplier-line.service.js';
import type {
  BulkMappingResultDto,
  CreatedLineDto,
  CreateSupplierMappingDto,
  SupplierLiveResultDto,
  SupplierLiveSearchDto,
  MapLineDto,
  MappingKind,
  MappingOptionsDto,
  ScreenLineDto,
  ScreenLineListDto,
  ScreenTransferDto,
  ScreenTransferListDto,
  SupplierMappingDto,
  SupplierOverviewDto,
} from './dto/supplier-api-screen.dto.js';

/** Selector caps (spec part 2, section 9). */
export const SUPPLIER_LIST_CAP = 50;
export const VEHICLE_CLASS_CAP = 75;
export const MAPPING_FILTER_CAP = 5;
export const BULK_MAPPING_UNSUPPORTED = "Supplier doesn't support bulk mapping.";

const conflict = (message: string) => new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, message);
const KIND_LABEL: Record<MappingKind, string> = { city: 'city', company: 'company', vehicleType: 'vehicle type', vehicleClass: 'vehicle class' };

interface MappingRow {
  id: string;
  kind: MappingKind;
  farebox_value: string;
  farebox_label: string;
  supplier_value: string;
}

/** Every mapping with our side as a value (ids for cities and companies) and a label. */
const MAPPING_SELECT = `SELECT m.id, m.kind, m.supplier_value,
    COALESCE(m.city_id::text, m.company_id::text, m.value) AS farebox_value, COALESCE(ci.name, co.name, m.value) AS farebox_label
  FROM supplier_mapping m LEFT JOIN city ci ON ci.id = m.city_id LEFT JOIN company co ON co.id = m.company_id`;

type TransferListRow = TransferRow & { mapped_line_id: string | null; mapped_denomination: string | null; mapped_direction: Direction | null };

/** Looks a supplier's value up in its mappings (case-insensitive). */
class Mappings {
  constructor(private readonly rows: MappingRow[]) {}
  of(kind: MappingKind, supplierValue: string): MappingRow | undefined {
    return this.rows.find((m) => m.kind === kind && same(m.supplier_value, supplierValue));
  }
  /** The parameters without a mapping, as "city: Phuket". */
  unmapped(params: [MappingKind, string][]): string[] {
    return params.filter(([kind, value]) => !this.of(kind, value)).map(([kind, value]) => `${KIND_LABEL[kind]}: ${value}`);
  }
}

const paramsOf = (t: Pick<TransferRow, 'company_name' | 'from_city' | 'to_city' | 'vehicle_type' | 'vehicle_class'>): [MappingKind, string][] => [
  ['company', t.company_name],
  ['city', t.from_city],
  ['city', t.to_city],
  ['vehicleType', t.vehicle_type],
  ['vehicleClass', t.vehicle_class],
];

/**
 * The /supplier-api screen (spec part 2, 2.14): a supplier integration's overview, inventory, lines, the four value
 * mappings, transfer mapping (offline suppliers) and live results (online suppliers). Mapping a transfer to a line
 * goes through the API tab's SupplierLineService, with the city mappings honoured.
 */
@Injectable()
export class SupplierApiScreenService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inventory: SupplierInventory,
    private readonly supplierLines: SupplierLineService,
    private readonly lineEditor: LineEditorService,
  ) {}

  async integrations() {
    return (await this.supplierLines.integrations(this.dataSource.manager)).slice(0, SUPPLIER_LIST_CAP).map(integrationOf);
  }

  async overview(id: string): Promise<SupplierOverviewDto> {
    const integration = await this.integration(id);
    let bulkMapping: boolean | null = null;
    let unavailable: string | null = null;
    try {
      bulkMapping = (await this.inventory.profile(id)).bulkMapping;
    } catch (err) {
      if (!(err instanceof AppException)) throw err;
      unavailable = err.message;
    }
    const [counts]: { transfers: number; mapped: number; lines: number; city: number; company: number; vehicle_type: number; vehicle_class: number }[] =
      await this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM supplier_transfer WHERE integration_id = $1) AS transfers,
          (SELECT count(*)::int FROM supplier_transfer_mapping WHERE integration_id = $1) AS mapped,
          (SELECT count(*)::int FROM line WHERE company_id IN (${this.companiesSql()})) AS lines,
          ${(['city', 'company', 'vehicleType', 'vehicleClass'] as const)
            .map(
              (k) =>
                `(SELECT count(*)::int FROM supplier_mapping WHERE integration_id = $1 AND kind = '${k}') AS ${k.replace(/[A-Z]/, (c) => `_${c.toLowerCase()}`)}`,
            )
            .join(', ')}`,
        [id],
      );
    return {
      integration: integrationOf(integration),
      baseUrl: this.config.supplierApiUrl ? new URL(`/octo/${encodeURIComponent(id)}`, this.config.supplierApiUrl).href : null,
      bulkMapping,
      unavailable,
      transfers: counts.transfers,
      mappedTransfers: counts.mapped,
      lines: counts.lines,
      mappings: { city: counts.city, company: counts.company, vehicleType: counts.vehicle_type, vehicleClass: counts.vehicle_class },
    };
  }

  /** The supplier inventory as last fetched, with each transfer's line and unmapped parameters (50 at most). */
  async transfers(id: string): Promise<ScreenTransferListDto> {
    await this.integration(id);
    const mappings = await this.mappingsOf(this.dataSource.manager, id);
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM supplier_transfer WHERE integration_id = $1`, [
      id,
    ]);
    const rows: TransferListRow[] = await this.dataSource.query(
      `SELECT ${TRANSFER_COLUMNS}, m.line_id AS mapped_line_id, l.denomination AS mapped_denomination, m.direction AS mapped_direction
       FROM supplier_transfer t LEFT JOIN supplier_transfer_mapping m USING (integration_id, transfer_id) LEFT JOIN line l ON l.id = m.line_id
       WHERE t.integration_id = $1 ORDER BY t.transfer_id LIMIT ${SUPPLIER_LIST_CAP}`,
      [id],
    );
    return { data: rows.map((r) => this.screenTransfer(r, mappings)), total };
  }

  /** Fetches the supplier's transfers again (502 while it does not answer). */
  async refresh(id: string): Promise<ScreenTransferListDto> {
    await this.integration(id);
    await this.supplierLines.store(id, await this.inventory.products(id));
    return this.transfers(id);
  }

  /** Our lines of the supplier's company and of the companies mapped to it, with their transfer mappings (50 at most). */
  async lines(id: string): Promise<ScreenLineListDto> {
    await this.integration(id);
    const where = `WHERE l.company_id IN (${this.companiesSql()})`;
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM line l ${where}`, [id]);
    const rows: (Omit<ScreenLineDto, 'status'> & { a: string | null; b: string | null })[] = await this.dataSource.query(
      `SELECT l.id, l.denomination, c.name AS "companyName", f.name AS "fromCity", t.name AS "toCity", l.type, l.line_class AS "lineClass", l.version,
         (SELECT transfer_id FROM supplier_transfer_mapping WHERE line_id = l.id AND direction = 'aToB') AS "aToBTransferId",
         (SELECT transfer_id FROM supplier_transfer_mapping WHERE line_id = l.id AND direction = 'bToA') AS "bToATransferId"
       FROM line l JOIN company c ON c.id = l.company_id JOIN city f ON f.id = l.from_city_id JOIN city t ON t.id = l.to_city_id
       ${where} ORDER BY lower(l.denomination), l.id LIMIT ${SUPPLIER_LIST_CAP}`,
      [id],
    );
    return {
      data: rows.map((r) => {
        const mapped = Number(r.aToBTransferId !== null) + Number(r.bToATransferId !== null);
        return { ...r, status: mapped === 2 ? 'Mapped' : mapped === 1 ? 'Partly mapped' : 'Not mapped' };
      }),
      total,
    };
  }

  async mappings(id: string, kind: MappingKind): Promise<SupplierMappingDto[]> {
    await this.integration(id);
    const rows: MappingRow[] = await this.dataSource.query(`${MAPPING_SELECT} WHERE m.integration_id = $1 AND m.kind = $2 ORDER BY lower(m.supplier_value)`, [
      id,
      kind,
    ]);
    return rows.map(mappingOf);
  }

  /** The pickers of a mapping: our side (cities and companies by name prefix, 5 at most) and the supplier's values seen. */
  async options(id: string, kind: MappingKind, q = ''): Promise<MappingOptionsDto> {
    await this.integration(id);
    const supplierValues: { value: string; mapped: boolean }[] = await this.dataSource.query(
      `SELECT DISTINCT ON (lower(v.value)) v.value, EXISTS (SELECT 1 FROM supplier_mapping m WHERE m.integration_id = $1 AND m.kind = $2 AND lower(m.supplier_value) = lower(v.value)) AS mapped
       FROM (${this.supplierValuesSql(kind)}) v ORDER BY lower(v.value), v.value LIMIT ${SUPPLIER_LIST_CAP}`,
      [id, kind],
    );
    return { farebox: await this.fareboxOptions(kind, q.trim()), supplier: supplierValues };
  }

  async addMapping(id: string, dto: CreateSupplierMappingDto): Promise<SupplierMappingDto> {
    await this.integration(id);
    const supplierValue = dto.supplierValue.trim();
    const [seen]: { value: string }[] = await this.dataSource.query(
      `SELECT v.value FROM (${this.supplierValuesSql(dto.kind)}) v WHERE lower(v.value) = lower($2) LIMIT 1`,
      [id, supplierValue],
    );
    if (!seen) throw validationFailed([{ field: 'supplierValue', message: `The supplier's inventory has no ${KIND_LABEL[dto.kind]} “${supplierValue}”.` }]);
    const column = await this.fareboxColumn(dto.kind, dto.fareboxValue);
    try {
      const [{ id: mappingId }]: { id: string }[] = await this.dataSource.query(
        `INSERT INTO supplier_mapping (integration_id, kind, ${column}, supplier_value) VALUES ($1, $2, $3, $4) RETURNING id`,
        [id, dto.kind, dto.fareboxValue, seen.value],
      );
      const [row]: MappingRow[] = await this.dataSource.query(`${MAPPING_SELECT} WHERE m.id = $1`, [mappingId]);
      return mappingOf(row);
    } catch (err) {
      if (err instanceof QueryFailedError && (err.driverError as { code?: string }).code === '23505') {
        const holder = (await this.mappingsOf(this.dataSource.manager, id)).of(dto.kind, seen.value);
        throw conflict(`The supplier's ${KIND_LABEL[dto.kind]} “${seen.value}” is mapped already${holder ? ` to ${holder.farebox_label}` : ''}.`);
      }
      throw err;
    }
  }

  async removeMapping(id: string, mappingId: string): Promise<void> {
    await this.integration(id);
    const [, deleted]: [unknown[], number] = await this.dataSource.query(`DELETE FROM supplier_mapping WHERE id = $1 AND integration_id = $2`, [mappingId, id]);
    if (deleted === 0) throw notFound('Mapping');
  }

  /**
   * Creates our line from an offline supplier's transfer whose company, cities, vehicle type and class are all mapped:
   * the mapped values, stations found (by name, in the mapped cities) or created from the transfer's first boarding and
   * last drop-off stations; then maps the transfer to the new line's A→B direction.
   */
  async createLine(user: AuthenticatedUser, id: string, transferId: string): Promise<CreatedLineDto> {
    const integration = await this.offline(id);
    const transfer = await this.transferRow(id, transferId);
    if (transfer.mapped_line_id) throw conflict(`The transfer ${transferId} is mapped already to the line “${transfer.mapped_denomination}”.`);
    const mappings = await this.mappingsOf(this.dataSource.manager, id);
    const unmapped = mappings.unmapped(paramsOf(transfer));
    if (unmapped.length > 0)
      throw validationFailed([{ field: 'transferId', message: `Map these first: ${unmapped.join(', ')}.` }], 'The transfer has unmapped parameters.');
    const boarding = transfer.multi_stations.find((s) => s.isBoarding);
    const dropoff = [...transfer.multi_stations].reverse().find((s) => s.isDropoff);
    if (!boarding || !dropoff)
      throw validationFailed([{ field: 'transferId', message: 'The transfer names no boarding or no drop-off station.' }], 'The transfer has no stations.');
    const from = mappings.of('city', transfer.from_city)!.farebox_value;
    const to = mappings.of('city', transfer.to_city)!.farebox_value;
    const [cityNames]: { from: string; to: string }[] = await this.dataSource.query(
      `SELECT f.name AS from, t.name AS to FROM city f, city t WHERE f.id = $1 AND t.id = $2`,
      [from, to],
    );
    const mapping = { direction: 'aToB', integrationId: id, transferId } as const;
    // One transaction: a lost race for the transfer leaves neither the line nor its new stations behind.
    return this.supplierLines.withMappingConflicts(null, mapping, () =>
      this.dataSource.transaction(async (manager) => {
        const stationA = await this.stationIn(manager, from, boarding);
        const stationB = await this.stationIn(manager, to, dropoff);
        // A new line's defaults (the line form's), with no refund or amendment (the supplier's own terms apply).
        const fields: LineFieldsDto = {
          ...newLineFields(),
          denomination: `${cityNames.from} – ${cityNames.to} (${integration.name} ${transfer.route_id})`,
          type: mappings.of('vehicleType', transfer.vehicle_type)!.farebox_value as LineFieldsDto['type'],
          lineClass: mappings.of('vehicleClass', transfer.vehicle_class)!.farebox_value,
          companyId: mappings.of('company', transfer.company_name)!.farebox_value,
          refundable: false,
          cancellations: [],
          amendable: false,
          amendments: [],
          stationAId: stationA,
          stationBId: stationB,
        };
        const line = await this.lineEditor.createIn(manager, fields, user);
        await this.supplierLines.mapIn(manager, user, line.id, { version: line.version, ...mapping }, this.cityMatch);
        return { lineId: line.id, denomination: line.denomination };
      }),
    );
  }

  /** Maps an offline supplier's transfer to a line direction (the API tab's mapping, city mappings honoured). */
  async mapLine(user: AuthenticatedUser, id: string, transferId: string, dto: MapLineDto): Promise<ScreenTransferDto> {
    await this.offline(id);
    await this.transferRow(id, transferId);
    await this.supplierLines.map(user, dto.lineId, { version: dto.version, direction: dto.direction, integrationId: id, transferId }, this.cityMatch);
    return this.screenTransfer(await this.transferRow(id, transferId), await this.mappingsOf(this.dataSource.manager, id));
  }

  /**
   * Bulk mapping, for suppliers that support it: every unmapped transfer whose parameters are all mapped goes to the
   * one line of the mapped company, cities (either way round), type and class, when that direction is free.
   */
  async bulkMap(user: AuthenticatedUser, id: string): Promise<BulkMappingResultDto> {
    await this.offline(id);
    if (!(await this.inventory.profile(id)).bulkMapping) throw conflict(BULK_MAPPING_UNSUPPORTED);
    const mappings = await this.mappingsOf(this.dataSource.manager, id);
    const rows: TransferListRow[] = await this.dataSource.query(
      `SELECT ${TRANSFER_COLUMNS}, NULL AS mapped_line_id FROM supplier_transfer t
       WHERE t.integration_id = $1 AND NOT EXISTS (SELECT 1 FROM supplier_transfer_mapping m WHERE m.integration_id = t.integration_id AND m.transfer_id = t.transfer_id)
       ORDER BY t.transfer_id`,
      [id],
    );
    const mapped: ScreenTransferDto[] = [];
    for (const row of rows) {
      if (mappings.unmapped(paramsOf(row)).length > 0) continue;
      const value = (kind: MappingKind, supplierValue: string) => mappings.of(kind, supplierValue)!.farebox_value;
      const from = value('city', row.from_city);
      const to = value('city', row.to_city);
      const lines: { id: string; version: number; direction: Direction }[] = await this.dataSource.query(
        `SELECT l.id, l.version, CASE WHEN l.from_city_id = $2 THEN 'aToB' ELSE 'bToA' END AS direction FROM line l
         WHERE l.company_id = $1 AND l.type = $4 AND l.line_class = $5 AND ((l.from_city_id = $2 AND l.to_city_id = $3) OR (l.from_city_id = $3 AND l.to_city_id = $2))`,
        [value('company', row.company_name), from, to, value('vehicleType', row.vehicle_type), value('vehicleClass', row.vehicle_class)],
      );
      if (lines.length !== 1) continue;
      const [line] = lines;
      const [taken]: unknown[] = await this.dataSource.query(`SELECT 1 FROM supplier_transfer_mapping WHERE line_id = $1 AND direction = $2`, [
        line.id,
        line.direction,
      ]);
      if (taken) continue;
      await this.supplierLines.map(
        user,
        line.id,
        { version: line.version, direction: line.direction, integrationId: id, transferId: row.transfer_id },
        this.cityMatch,
      );
      mapped.push(this.screenTransfer(await this.transferRow(id, row.transfer_id), mappings));
    }
    return { mapped, skipped: rows.length - mapped.length };
  }

  /** An online supplier's live search, each result Mapped or with its unmapped parameters. */
  async liveSearch(id: string, dto: SupplierLiveSearchDto): Promise<SupplierLiveResultDto[]> {
    const integration = await this.integration(id);
    if (integration.mode !== 'online') throw conflict(`${integration.name} is an offline supplier: its transfers are mapped, not searched live.`);
    if (Number.isNaN(Date.parse(`${dto.date}T00:00:00Z`))) throw validationFailed([{ field: 'date', message: 'Date must be a date YYYY-MM-DD.' }]);
    const mappings = await this.mappingsOf(this.dataSource.manager, id);
    const results = await this.inventory.search(id, dto.from.trim(), dto.to.trim(), dto.date);
    return results.map((r) => ({
      productId: r.productId,
      companyName: r.companyName,
      from: r.from,
      to: r.to,
      type: r.type,
      class: r.class,
      journeys: r.journeys.map(({ departureDate, timeZone, amountInSupplierCurrency, supplierCurrency }) => ({
        departureDate,
        timeZone,
        amountInSupplierCurrency,
        supplierCurrency,
      })),
      unmappedParams: mappings.unmapped([
        ['company', r.companyName],
        ['city', r.from],
        ['city', r.to],
        ['vehicleType', r.type],
        ['vehicleClass', r.class],
      ]),
    }));
  }

  /** A supplier city is our city when the names are the same or a city mapping of the supplier says so. */
  private readonly cityMatch: CityMatch = async (manager, integrationId, supplierCity, city) => {
    if (same(supplierCity, city.name)) return true;
    const [row]: unknown[] = await manager.query(
      `SELECT 1 FROM supplier_mapping WHERE integration_id = $1 AND kind = 'city' AND lower(supplier_value) = lower($2) AND city_id = $3`,
      [integrationId, supplierCity.trim(), city.id],
    );
    return row !== undefined;
  };

  private screenTransfer(r: TransferListRow, mappings: Mappings): ScreenTransferDto {
    return {
      ...transferOf(r),
      mappedTo: r.mapped_line_id ? { lineId: r.mapped_line_id, denomination: r.mapped_denomination!, direction: r.mapped_direction! } : null,
      unmapped: mappings.unmapped(paramsOf(r)),
    };
  }

  private async integration(id: string): Promise<IntegrationRow> {
    const integration = (await this.supplierLines.integrations(this.dataSource.manager)).find((i) => i.id === id);
    if (!integration) throw notFound('Supplier integration');
    return integration;
  }

  private async offline(id: string): Promise<IntegrationRow> {
    const integration = await this.integration(id);
    if (integration.mode !== 'offline') throw conflict(`${integration.name} is an online supplier: its transfers are searched live, not mapped.`);
    return integration;
  }

  private async transferRow(id: string, transferId: string): Promise<TransferListRow> {
    const [row]: TransferListRow[] = await this.dataSource.query(
      `SELECT ${TRANSFER_COLUMNS}, m.line_id AS mapped_line_id, l.denomination AS mapped_denomination, m.direction AS mapped_direction
       FROM supplier_transfer t LEFT JOIN supplier_transfer_mapping m USING (integration_id, transfer_id) LEFT JOIN line l ON l.id = m.line_id
       WHERE t.integration_id = $1 AND t.transfer_id = $2`,
      [id, transferId],
    );
    if (!row) throw notFound('Supplier transfer');
    return row;
  }

  private async mappingsOf(manager: EntityManager, id: string): Promise<Mappings> {
    return new Mappings(await manager.query(`${MAPPING_SELECT} WHERE m.integration_id = $1`, [id]));
  }

  /** The supplier's company and the companies mapped to its company names ($1 is the integration id). */
  private companiesSql(): string {
    return `SELECT company_id FROM supplier_integration WHERE id = $1 UNION SELECT company_id FROM supplier_mapping WHERE integration_id = $1 AND kind = 'company'`;
  }

  /** The values of one kind seen in the supplier's inventory ($1 is the integration id). */
  private supplierValuesSql(kind: MappingKind): string {
    const from = `FROM supplier_transfer WHERE integration_id = $1`;
    switch (kind) {
      case 'city':
        return `SELECT from_city AS value ${from} UNION SELECT to_city ${from}`;
      case 'company':
        return `SELECT company_name AS value ${from}`;
      case 'vehicleType':
        return `SELECT vehicle_type AS value ${from}`;
      case 'vehicleClass':
        return `SELECT vehicle_class AS value ${from}`;
    }
  }

  private async fareboxOptions(kind: MappingKind, q: string): Promise<{ value: string; label: string }[]> {
    if (kind === 'vehicleType') return LINE_TYPES.map((t) => ({ value: t, label: t }));
    if (kind === 'vehicleClass') return (await vehicleClassKeys(this.dataSource.manager)).slice(0, VEHICLE_CLASS_CAP).map((c) => ({ value: c, label: c }));
    const table = kind === 'city' ? 'city' : 'company';
    return this.dataSource.query(
      `SELECT id::text AS value, name AS label FROM ${table} WHERE lower(name) LIKE lower($1) || '%' ORDER BY lower(name), id LIMIT ${MAPPING_FILTER_CAP}`,
      [escapeLike(q)],
    );
  }

  /** The column our side goes to, once it is known to exist (400 otherwise). */
  private async fareboxColumn(kind: MappingKind, value: string): Promise<'city_id' | 'company_id' | 'value'> {
    const missing = () => validationFailed([{ field: 'fareboxValue', message: `There is no such ${KIND_LABEL[kind]} in Farebox.` }]);
    if (kind === 'vehicleType' || kind === 'vehicleClass') {
      const known: readonly string[] = kind === 'vehicleType' ? LINE_TYPES : await vehicleClassKeys(this.dataSource.manager);
      if (!known.includes(value)) throw missing();
      return 'value';
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
    const [row]: unknown[] = uuid ? await this.dataSource.query(`SELECT 1 FROM ${kind} WHERE id = $1`, [value]) : [];
    if (!row) throw missing();
    return kind === 'city' ? 'city_id' : 'company_id';
  }

  /** Our station of that name in the city, or a new one from the supplier's station. */
  private async stationIn(manager: EntityManager, cityId: string, station: TransferRow['multi_stations'][number]): Promise<string> {
    const [found]: { id: string }[] = await manager.query(`SELECT id FROM station WHERE city_id = $1 AND lower(name) = lower($2) ORDER BY id LIMIT 1`, [
      cityId,
      station.name,
    ]);
    if (found) return found.id;
    const [city]: { slug: string }[] = await manager.query(`SELECT slug FROM city WHERE id = $1`, [cityId]);
    const slug = await uniqueStationSlug(manager, city.slug, station.name);
    const valid = (v: number, max: number) => (Number.isFinite(v) && Math.abs(v) <= max && v !== 0 ? v : null);
    const [created]: { id: string }[] = await manager.query(
      `INSERT INTO station (city_id, name, slug, address, lat, lng) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [cityId, station.name, slug, station.address || null, valid(station.latitude, 90), valid(station.longitude, 180)],
    );
    return created.id;
  }
}

const mappingOf = (r: MappingRow): SupplierMappingDto => ({
  id: r.id,
  kind: r.kind,
  fareboxValue: r.farebox_value,
  fareboxLabel: r.farebox_label,
  supplierValue: r.supplier_value,
});
