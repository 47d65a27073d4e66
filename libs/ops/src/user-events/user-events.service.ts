import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { canReadUserEvents, ErrorCode, parsePropertyFilter, USER_EVENT_FUTURE_SKEW_MS } from '@farebox/domain';
import { APP_CONFIG, AppException, Clock, takeOf, validationFailed, type AppConfig, type AuthenticatedUser, type Page } from '@farebox/platform';
import type { IngestUserEventDto, ListUserEventsQueryDto, UserEventDto } from './dto/user-event.dto.js';

const COLUMNS = 8;

interface UserEventRow {
  id: string;
  name: string;
  occurred_at: Date;
  visitor_id: string;
  session_id: string;
  properties: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

const toDto = (r: UserEventRow): UserEventDto => ({
  id: r.id,
  name: r.name,
  timestamp: r.occurred_at.toISOString(),
  visitorId: r.visitor_id,
  sessionId: r.session_id,
  properties: r.properties,
  metadata: r.metadata,
});

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString();

/** User events of the public site: bulk ingestion (one multi-row INSERT) and the filtered, paged viewer. */
@Injectable()
export class UserEventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async ingest(events: IngestUserEventDto[]): Promise<number> {
    const now = this.clock.now();
    const latest = now.getTime() + USER_EVENT_FUTURE_SKEW_MS;
    const late = events.flatMap((e, i) =>
      Date.parse(e.timestamp) > latest ? [{ field: `events.${i}.timestamp`, message: 'The timestamp is in the future.' }] : [],
    );
    if (late.length > 0) throw validationFailed(late, late[0].message);
    const params: unknown[] = [];
    const values = events.map((e, i) => {
      params.push(e.id ?? null, e.name, e.timestamp, e.visitorId, e.sessionId, JSON.stringify(e.properties ?? {}), JSON.stringify(e.metadata ?? {}), now);
      const p = Array.from({ length: COLUMNS }, (_, c) => `$${i * COLUMNS + c + 1}`);
      return `(${p[0]}::uuid, ${p[1]}, ${p[2]}::timestamptz, ${p[3]}, ${p[4]}, ${p[5]}::jsonb, ${p[6]}::jsonb, ${p[7]}::timestamptz)`;
    });
    const stored = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO user_event (event_uid, name, occurred_at, visitor_id, session_id, properties, metadata, received_at)
       VALUES ${values.join(', ')} ON CONFLICT (event_uid) DO NOTHING RETURNING id`,
      params,
    );
    return stored.length;
  }

  async list(query: ListUserEventsQueryDto, user: AuthenticatedUser): Promise<Page<UserEventDto>> {
    if (!canReadUserEvents(user, this.config.monitoringEnabled))
      throw new AppException(
        HttpStatus.FORBIDDEN,
        ErrorCode.Forbidden,
        'User events need the view-user-events scope (or a full admin with monitoring enabled).',
      );
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (query.name) add((p) => `name = ${p}`, query.name);
    if (query.visitorId) add((p) => `visitor_id = ${p}`, query.visitorId);
    if (query.sessionId) add((p) => `session_id = ${p}`, query.sessionId);
    if (query.fromDate) add((p) => `occurred_at >= ${p}::timestamptz`, `${query.fromDate}T00:00:00Z`);
    if (query.toDate) add((p) => `occurred_at < ${p}::timestamptz`, nextDay(query.toDate));
    const property = query.property ? parsePropertyFilter(query.property) : null;
    if (property) {
      add((p) => `properties ? ${p}`, property.key);
      add((p) => `properties ->> $${params.length - 1} = ${p}`, property.value);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<UserEventRow[]>(
        `SELECT id, name, occurred_at, visitor_id, session_id, properties, metadata FROM user_event ${filter}
          ORDER BY occurred_at DESC, id DESC OFFSET ${query.offset} LIMIT ${takeOf(query)}`,
        params,
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM user_event ${filter}`, params),
    ]);
    return { data: rows.map(toDto), meta: { limit: query.limit, offset: query.offset, total } };
  }
}
