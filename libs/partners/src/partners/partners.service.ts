import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode, PARTNER_MESSAGES as M, validatePartnerProperty } from '@farebox/domain';
import { Image, thumbnailUrlOf, viewUrlOf } from '@farebox/images';
import {
  AppException,
  ChangeLogService,
  notFound,
  takeOf,
  uniqueViolation,
  validationFailed,
  type AuthenticatedUser,
  type ChangeLogEntryDto,
  type Page,
  likePattern,
} from '@farebox/platform';
import { SalesChannel } from '../channels/sales-channel.entity.js';
import { balanceSqlOf } from '../credit-line/credit-line.service.js';
import type { CreatePartnerDto, ListPartnersQueryDto, PartnerDto, PartnerListItemDto, UpdatePartnerDto } from './partner.dto.js';

export const PARTNER_ENTITY_TYPE = 'partner';

/** The balance a partner shows: credit line partners have one (the sum of its ledger), the others N/A (null). */
const BALANCE_SQL = balanceSqlOf('c');

/** A slug from a name: lower-case words joined by hyphens. */
export function slugOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'partner'
  );
}

const authorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });

@Injectable()
export class PartnersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly changeLog: ChangeLogService,
  ) {}

  async list(query: ListPartnersQueryDto): Promise<Page<PartnerListItemDto>> {
    const qb = this.db
      .createQueryBuilder()
      .from(SalesChannel, 'c')
      .select(['c.id AS id', 'c.slug AS slug', 'c.name AS name', 'c.type AS type', 'c.payment_flow AS "paymentFlow"'])
      .addSelect(`${BALANCE_SQL}::text`, 'balance');
    if (query.name) qb.andWhere(`c.name ILIKE :name`, { name: likePattern(query.name) });
    if (query.type) qb.andWhere('c.type = :type', { type: query.type });
    if (query.paymentFlow) qb.andWhere('c.payment_flow = :paymentFlow', { paymentFlow: query.paymentFlow });
    if (query.balanceFrom) qb.andWhere(`${BALANCE_SQL} >= :balanceFrom::numeric`, { balanceFrom: query.balanceFrom });
    if (query.balanceTo) qb.andWhere(`${BALANCE_SQL} <= :balanceTo::numeric`, { balanceTo: query.balanceTo });
    const total = await qb.clone().getCount();
    qb.orderBy('lower(c.name)', 'ASC').addOrderBy('c.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const data = await qb.getRawMany<PartnerListItemDto>();
    return { data, meta: { limit: query.limit, offset: query.offset, total } };
  }

  /** Creates a partner; the booking agent must already have an account, the logo must be in the images library. */
  async create(dto: CreatePartnerDto, user: AuthenticatedUser): Promise<{ id: string }> {
    return this.db.transaction(async (manager) => {
      let agentUserId: string | null = null;
      if (dto.channelType === 'bookingAgent') {
        const rows = await manager.query<{ id: string }[]>(`SELECT id FROM app_user WHERE lower(email) = lower($1)`, [dto.agentEmail]);
        if (rows.length === 0) throw validationFailed([{ field: 'agentEmail', message: M.agentUnknown }], M.agentUnknown);
        agentUserId = rows[0].id;
      }
      const logo = await manager.query<unknown[]>(`SELECT 1 FROM image WHERE id = $1 AND type = 'picture'`, [dto.logoImageId]);
      if (logo.length === 0) throw validationFailed([{ field: 'logoImageId', message: M.logoRequired }], M.logoRequired);

      const repo = manager.getRepository(SalesChannel);
      const fields = {
        name: dto.channelName,
        type: dto.channelType,
        agentUserId,
        paymentFlow: dto.paymentFlow,
        currency: dto.currency,
        markup: dto.markup,
        logoImageId: dto.logoImageId,
      };
      let saved: SalesChannel;
      try {
        saved = await repo.save(repo.create({ ...fields, slug: slugOf(dto.channelName), isRestricted: false, properties: {}, version: 1 }));
      } catch (err) {
        if (uniqueViolation(err) === null) throw err;
        throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, `A partner named like "${dto.channelName}" already exists`);
      }
      const changes = Object.entries(fields).map(([field, to]) => ({ field, from: null, to }));
      await this.changeLog.record(manager, PARTNER_ENTITY_TYPE, saved.id, 1, authorOf(user), changes);
      return { id: saved.id };
    });
  }

  async detail(id: string): Promise<PartnerDto> {
    const rows = await this.db.query<(SalesChannelRow & { agent_email: string | null; balance: string | null })[]>(
      `SELECT c.id, c.slug, c.name, c.type, c.base_url, c.payment_flow, c.currency, c.markup::text AS markup, c.logo_image_id,
              c.properties, c.version, u.email AS agent_email, (${BALANCE_SQL})::text AS balance
         FROM sales_channel c LEFT JOIN app_user u ON u.id = c.agent_user_id WHERE c.id = $1`,
      [id],
    );
    const c = rows[0];
    if (!c) throw notFound('Partner');
    const logoIds = Object.values((c.properties.logos ?? {}) as Record<string, { white?: string; dark?: string }>).flatMap((l) => [l.white, l.dark]);
    const imageIds = [...new Set([c.logo_image_id, ...logoIds].filter((x): x is string => typeof x === 'string' && UUID.test(x)))];
    const images = imageIds.length ? await this.db.getRepository(Image).findBy(imageIds.map((imageId) => ({ id: imageId }))) : [];
    const logo = images.find((i) => i.id === c.logo_image_id);
    return {
      id: c.id,
      slug: c.slug,
      name: c.name,
      type: c.type,
      baseUrl: c.base_url,
      agentEmail: c.agent_email,
      paymentFlow: c.payment_flow,
      currency: c.currency,
      markup: c.markup,
      balance: c.balance,
      logo: logo ? { id: logo.id, url: viewUrlOf(logo), thumbnailUrl: thumbnailUrlOf(logo) } : null,
      properties: c.properties,
      imageUrls: Object.fromEntries(images.map((i) => [i.id, viewUrlOf(i)])),
      version: c.version,
    };
  }

  /**
   * Saves the booking-agent logo and/or editable properties from the version the user opened (409 with what changed
   * otherwise). The payment method is final: naming another one is refused.
   */
  async update(id: string, dto: UpdatePartnerDto, user: AuthenticatedUser): Promise<PartnerDto> {
    await this.db.transaction(async (manager) => {
      const current = await manager.getRepository(SalesChannel).findOneBy({ id });
      if (!current) throw notFound('Partner');
      if (dto.paymentFlow !== undefined && dto.paymentFlow !== current.paymentFlow)
        throw validationFailed([{ field: 'paymentFlow', message: M.paymentFlowFinal }], M.paymentFlowFinal);
      const problems = Object.entries(dto.properties ?? {}).flatMap(([key, value]) => validatePartnerProperty(key, value));
      if (problems.length) throw validationFailed(problems);
      const patch: Partial<SalesChannel> = {};
      if (dto.properties) patch.properties = { ...current.properties, ...dto.properties };
      if (dto.logoImageId !== undefined) {
        const logo = await manager.query<unknown[]>(`SELECT 1 FROM image WHERE id = $1 AND type = 'picture'`, [dto.logoImageId]);
        if (logo.length === 0) throw validationFailed([{ field: 'logoImageId', message: M.logoRequired }], M.logoRequired);
        patch.logoImageId = dto.logoImageId;
      }
      await this.changeLog.updateVersioned<SalesChannel>(manager, {
        entity: SalesChannel,
        entityType: PARTNER_ENTITY_TYPE,
        id,
        expectedVersion: dto.version,
        patch,
        author: authorOf(user),
      });
    });
    return this.detail(id);
  }

  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    if (!(await this.db.getRepository(SalesChannel).existsBy({ id }))) throw notFound('Partner');
    return this.changeLog.entriesOf(PARTNER_ENTITY_TYPE, id);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SalesChannelRow {
  id: string;
  slug: string;
  name: string;
  type: string;
  base_url: string | null;
  payment_flow: string | null;
  currency: string | null;
  markup: string | null;
  logo_image_id: string | null;
  properties: Record<string, unknown>;
  version: number;
}
