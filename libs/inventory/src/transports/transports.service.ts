import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, normalizeTransport, TransportMessage, validateTransport, type TransportFields, type TransportVehicleType } from '@farebox/domain';
import { vehicleClassKeys } from '@farebox/definitions';
import {
  AppException,
  ChangeLogService,
  takeOf,
  validationFailed,
  type AuthenticatedUser,
  type ChangeAuthor,
  type ChangeLogEntryDto,
  type Page,
  likePattern,
} from '@farebox/platform';
import type { TransportDto, TransportListQueryDto, UpdateTransportDto } from './dto/transport.dto.js';
import { Transport } from './transport.entity.js';
import { transportByReferenceSql, transportCountSql, transportListSql, type TransportRow } from './transports.query.js';

export const TRANSPORT_ENTITY_TYPE = 'transport';
const SAVE_FAILED_MESSAGE = 'The transport has invalid fields.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const author = (user: AuthenticatedUser): ChangeAuthor => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });
const transportNotFound = () => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'The transport is not found.');
/** An ILIKE pattern matching text that contains `text` literally (its % _ and \ escaped). */

const toDto = (r: TransportRow): TransportDto => ({
  id: r.id,
  reference: r.reference,
  vehicleType: r.vehicleType as TransportVehicleType,
  vehicleClass: r.vehicleClass,
  fromCity: { id: r.fromCityId, name: r.fromCityName, slug: r.fromCitySlug },
  toCity: { id: r.toCityId, name: r.toCityName, slug: r.toCitySlug },
  operator: { id: r.operatorId, name: r.operatorName },
  supplier: { id: r.supplierId, name: r.supplierName },
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

/** Transports (spec part 2, 2.13): the filtered list, one by reference, a versioned edit with its change log. */
@Injectable()
export class TransportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
  ) {}

  async list(query: TransportListQueryDto): Promise<Page<TransportDto>> {
    const filters: unknown[] = [
      query.reference ? likePattern(query.reference) : null,
      query.type ?? null,
      query.company ?? null,
      query.supplier ?? null,
      query.country ?? null,
      query.city ?? null,
      query.cityB ?? null,
    ];
    const rows: TransportRow[] = await this.dataSource.query(transportListSql, [...filters, query.offset, takeOf(query)]);
    let total = rows[0]?.total;
    if (total === undefined) {
      const [row]: { total: number }[] = await this.dataSource.query(transportCountSql, filters);
      total = row.total;
    }
    return { data: rows.map(toDto), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async get(reference: string): Promise<TransportDto> {
    return toDto(await this.load(this.dataSource.manager, reference));
  }

  /** Saves every field from the version it was edited from (409 EditConflict when stale); the reference may change. */
  async update(reference: string, dto: UpdateTransportDto, user: AuthenticatedUser): Promise<TransportDto> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.load(manager, reference);
      const fields = await this.checked(manager, dto, current.id);
      await this.changeLog.updateVersioned<Transport>(manager, {
        entity: Transport,
        entityType: TRANSPORT_ENTITY_TYPE,
        id: current.id,
        expectedVersion: dto.version,
        // validateTransport has checked the type against the list.
        patch: { ...fields, vehicleType: fields.vehicleType as TransportVehicleType },
        author: author(user),
      });
      return toDto(await this.load(manager, fields.reference));
    });
  }

  async changeLogOf(reference: string): Promise<ChangeLogEntryDto[]> {
    const { id } = await this.load(this.dataSource.manager, reference);
    return this.changeLog.entriesOf(TRANSPORT_ENTITY_TYPE, id);
  }

  /** The stored fields, or 400 with every invalid field (domain rules, unknown cities or companies, a taken reference). */
  private async checked(manager: EntityManager, dto: UpdateTransportDto, id: string): Promise<TransportFields> {
    const fields = normalizeTransport({
      reference: dto.reference ?? '',
      vehicleType: dto.vehicleType ?? '',
      vehicleClass: dto.vehicleClass ?? '',
      fromCityId: dto.fromCityId ?? '',
      toCityId: dto.toCityId ?? '',
      operatorId: dto.operatorId ?? '',
      supplierId: dto.supplierId ?? '',
    });
    const errors = validateTransport(fields, await vehicleClassKeys(manager));
    const invalid = (field: string) => errors.some((e) => e.field === field);
    const exists = async (table: 'city' | 'company', value: string) =>
      UUID.test(value) && (await manager.query<unknown[]>(`SELECT 1 FROM ${table} WHERE id = $1`, [value])).length > 0;
    for (const field of ['fromCityId', 'toCityId'] as const)
      if (!invalid(field) && !(await exists('city', fields[field]))) errors.push({ field, message: 'The city does not exist.' });
    for (const field of ['operatorId', 'supplierId'] as const)
      if (!invalid(field) && !(await exists('company', fields[field]))) errors.push({ field, message: 'The company does not exist.' });
    if (!invalid('reference')) {
      const taken = await manager.query<unknown[]>(`SELECT 1 FROM transport WHERE lower(reference) = lower($1) AND id <> $2`, [fields.reference, id]);
      if (taken.length > 0) errors.push({ field: 'reference', message: TransportMessage.ReferenceTaken });
    }
    if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : SAVE_FAILED_MESSAGE);
    return fields;
  }

  private async load(manager: EntityManager, reference: string): Promise<TransportRow> {
    const [row]: TransportRow[] = await manager.query(transportByReferenceSql, [reference]);
    if (!row) throw transportNotFound();
    return row;
  }
}
