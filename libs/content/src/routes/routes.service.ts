import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ErrorCode, normalizeRoute, RouteMessage, validateRoute, type ProConType, type RouteFields, type RouteTransportationFields } from '@farebox/domain';
import { authorOf, type City } from '@farebox/geo';
import {
  AppException,
  ChangeLogService,
  diffFields,
  sanitizeRichText,
  takeOf,
  validationFailed,
  type AuthenticatedUser,
  type ChangeLogEntryDto,
  type FieldChange,
  type FieldError,
  type Page,
  type PageQueryDto,
} from '@farebox/platform';
import type { ProConDto } from './dto/pro-con.dto.js';
import type { RouteDto, RouteListItemDto, RouteLocationDto, RouteTransportationDto, UpdateRouteDto } from './dto/route.dto.js';
import { ProCon } from './pro-con.entity.js';
import { Route, RouteTransportation, RouteTransportationProCon } from './route.entity.js';

const ROUTE_ENTITY_TYPE = 'route';

type RouteColumns = Pick<Route, 'isAvailable' | 'promotionHtml'>;

const locationOf = (city: City): RouteLocationDto => ({ id: city.id, name: city.name, slug: city.slug, countryName: city.country!.name });

const routeNotFound = (slug: string) => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, RouteMessage.NotFound(slug));

/** The transportations as the change log records them: types with their pro and con slugs, in order. */
const loggedTransportations = (list: RouteTransportationDto[]): RouteTransportationFields[] =>
  list.map((t) => ({ typeSlug: t.typeSlug, transportPros: t.transportPros.map((p) => p.slug), transportCons: t.transportCons.map((c) => c.slug) }));

/** Routes: the paged list, one route by slug with its transportations, and the versioned edit with a change log. */
@Injectable()
export class RoutesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
  ) {}

  async list(query: PageQueryDto): Promise<Page<RouteListItemDto>> {
    const qb = this.withCities(this.dataSource.manager).orderBy('r.slug', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    const types = await this.transportTypesOf(
      this.dataSource.manager,
      rows.map((r) => r.id),
    );
    return { data: rows.map((r) => this.toListItem(r, types.get(r.id) ?? [])), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async get(slug: string): Promise<RouteDto> {
    return this.toDto(this.dataSource.manager, await this.find(this.dataSource.manager, slug));
  }

  /**
   * Writes the fields and the transportations as one versioned change: the row is locked, a stale version gets 409
   * with what changed since, and a change of the transportations alone still makes a new version.
   */
  async update(slug: string, dto: UpdateRouteDto, user: AuthenticatedUser): Promise<RouteDto> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.find(manager, slug, true);
      if (current.version !== dto.version) throw await this.changeLog.conflictSince(manager, ROUTE_ENTITY_TYPE, current.id, dto.version, current.version);
      const { transportations, ...columns } = await this.checked(manager, dto);
      const changes: FieldChange[] = diffFields<RouteColumns>(current, columns);
      const before = loggedTransportations(await this.transportationsOf(manager, current.id));
      if (JSON.stringify(before) !== JSON.stringify(transportations)) {
        await this.replaceTransportations(manager, current.id, transportations);
        changes.push({ field: 'transportations', from: before, to: transportations });
      }
      if (changes.length === 0) return this.toDto(manager, current);
      await manager.update(Route, { id: current.id }, { ...columns, version: current.version + 1 });
      await this.changeLog.record(manager, ROUTE_ENTITY_TYPE, current.id, current.version + 1, authorOf(user), changes);
      return this.toDto(manager, await this.find(manager, slug));
    });
  }

  async changeLogOf(slug: string): Promise<ChangeLogEntryDto[]> {
    const route = await this.find(this.dataSource.manager, slug);
    return this.changeLog.entriesOf(ROUTE_ENTITY_TYPE, route.id);
  }

  /** The normalised fields with sanitised HTML, or 400 with every invalid field (a slug that is no stored pro or con). */
  private async checked(manager: EntityManager, dto: UpdateRouteDto): Promise<RouteFields> {
    const fields = normalizeRoute({ isAvailable: dto.isAvailable, promotionHtml: dto.promotionHtml ?? null, transportations: dto.transportations });
    const errors: FieldError[] = validateRoute(fields);
    const slugs = [...new Set(fields.transportations.flatMap((t) => [...t.transportPros, ...t.transportCons]))];
    const stored = new Map((slugs.length > 0 ? await manager.find(ProCon, { where: { slug: In(slugs) } }) : []).map((p) => [p.slug, p.type]));
    const unknown = (list: string[], type: ProConType) => list.find((s) => stored.get(s) !== type);
    fields.transportations.forEach((t, i) => {
      const pro = unknown(t.transportPros, 'pro');
      if (pro !== undefined) errors.push({ field: `transportations.${i}.transportPros`, message: RouteMessage.UnknownPro(pro) });
      const con = unknown(t.transportCons, 'con');
      if (con !== undefined) errors.push({ field: `transportations.${i}.transportCons`, message: RouteMessage.UnknownCon(con) });
    });
    if (errors.length > 0) throw validationFailed(errors, errors.length === 1 ? errors[0].message : RouteMessage.SaveFailed);
    return { ...fields, promotionHtml: sanitizeRichText(fields.promotionHtml) };
  }

  private async replaceTransportations(manager: EntityManager, routeId: string, transportations: RouteTransportationFields[]): Promise<void> {
    await manager.delete(RouteTransportation, { routeId });
    if (transportations.length === 0) return;
    await manager.insert(
      RouteTransportation,
      transportations.map((t, position) => ({ routeId, typeSlug: t.typeSlug, position })),
    );
    const slugs = transportations.flatMap((t) => [...t.transportPros, ...t.transportCons]);
    if (slugs.length === 0) return;
    const ids = new Map((await manager.find(ProCon, { select: { id: true, slug: true }, where: { slug: In(slugs) } })).map((p) => [p.slug, p.id]));
    const items = transportations.flatMap((t) =>
      [t.transportPros, t.transportCons].flatMap((list) =>
        list.map((slug, position) => ({ routeId, typeSlug: t.typeSlug, proConId: ids.get(slug)!, position })),
      ),
    );
    await manager.insert(RouteTransportationProCon, items);
  }

  private async transportationsOf(manager: EntityManager, routeId: string): Promise<RouteTransportationDto[]> {
    const types = await manager.find(RouteTransportation, { where: { routeId }, order: { position: 'ASC' } });
    const items = await manager.query<(ProConDto & { type_slug: string })[]>(
      `SELECT i.type_slug, pc.id, pc.slug, pc.text, pc.type
         FROM route_transportation_pro_con i JOIN pro_con pc ON pc.id = i.pro_con_id
        WHERE i.route_id = $1
        ORDER BY i.position, pc.slug`,
      [routeId],
    );
    return types.map(({ typeSlug }) => {
      const of = (type: ProConType) => items.filter((i) => i.type_slug === typeSlug && i.type === type).map(({ id, slug, text }) => ({ id, slug, text, type }));
      return { typeSlug, transportPros: of('pro'), transportCons: of('con') };
    });
  }

  private async transportTypesOf(manager: EntityManager, routeIds: string[]): Promise<Map<string, string[]>> {
    if (routeIds.length === 0) return new Map();
    const rows = await manager.query<{ route_id: string; types: string[] }[]>(
      `SELECT route_id, array_agg(type_slug ORDER BY position) AS types FROM route_transportation WHERE route_id = ANY($1::uuid[]) GROUP BY route_id`,
      [routeIds],
    );
    return new Map(rows.map((r) => [r.route_id, r.types]));
  }

  private toListItem(r: Route, transportTypes: string[]): RouteListItemDto {
    return {
      id: r.id,
      slug: r.slug,
      from: locationOf(r.fromCity!),
      to: locationOf(r.toCity!),
      isAvailable: r.isAvailable,
      transportTypes,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    };
  }

  private async toDto(manager: EntityManager, r: Route): Promise<RouteDto> {
    const transportations = await this.transportationsOf(manager, r.id);
    return {
      ...this.toListItem(
        r,
        transportations.map((t) => t.typeSlug),
      ),
      promotionHtml: r.promotionHtml,
      transportations,
      version: r.version,
    };
  }

  private withCities(manager: EntityManager) {
    return manager
      .getRepository(Route)
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.fromCity', 'fromCity')
      .innerJoinAndSelect('fromCity.country', 'fromCountry')
      .innerJoinAndSelect('r.toCity', 'toCity')
      .innerJoinAndSelect('toCity.country', 'toCountry');
  }

  private async find(manager: EntityManager, slug: string, lock = false): Promise<Route> {
    const qb = this.withCities(manager).where('r.slug = :slug', { slug });
    const route = await (lock ? qb.setLock('pessimistic_write', undefined, ['r']) : qb).getOne();
    if (!route) throw routeNotFound(slug);
    return route;
  }
}
