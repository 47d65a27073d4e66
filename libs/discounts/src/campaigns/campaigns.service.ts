import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  campaignBodyOfForm,
  campaignFormOfBody,
  CampaignGenerationState,
  CampaignMessage,
  decideCampaignGeneration,
  ErrorCode,
  normalizeCode,
  normalizePrefix,
  validateCampaign,
  type AudienceLimitation,
  type CampaignBodyFields,
  type FieldProblem,
  type CampaignType,
} from '@farebox/domain';
import {
  AppException,
  Clock,
  DiscountsJob,
  IdempotencyService,
  notFound,
  OutboxService,
  QueueName,
  takeOf,
  uniqueViolation,
  validationFailed,
  type AuthenticatedUser,
  type Page,
  likePattern,
} from '@farebox/platform';
import { toCampaignDto, toListItem } from './campaign-mapping.js';
import { Campaign, PROMO_CODE_KEY, PromoCode } from './campaign.entity.js';
import type { CampaignCreatorDto, CampaignDto, CampaignListItemDto, CreatedCampaignDto } from './dto/campaign.dto.js';
import type { CampaignFieldsDto, CreateSerialCampaignDto, CreateSingleCampaignDto, UpdateCampaignDto } from './dto/campaign-input.dto.js';
import type { ListCampaignsQueryDto } from './dto/campaign-query.dto.js';

export interface GenerateCodesJobData {
  campaignId: string;
}

const SAVE_FAILED = 'The campaign has invalid fields.';

/** The list's sort columns; "expiredAt" is the Valid until date (an expiry in days counts from creation). */
const SORT_SQL = {
  value: 'c.value',
  createdAt: 'c.created_at',
  expiredAt: `coalesce(c.expired_at, (c.created_at AT TIME ZONE 'UTC')::date + c.expired_in)`,
  minimumPurchase: 'c.minimum_purchase',
  team: 'c.team',
} as const;

type CampaignRow = Campaign & { creatorName: string };

/**
 * Promo code campaigns (spec part 3): the filtered list, one campaign, single and serial creates (a serial one
 * queues its code generation through the outbox in the same transaction), the versioned edit and regenerate.
 */
@Injectable()
export class CampaignsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly idempotency: IdempotencyService,
  ) {}

  async list(query: ListCampaignsQueryDto): Promise<Page<CampaignListItemDto>> {
    const qb = this.withCreator(this.dataSource.manager);
    if (query.name) qb.andWhere('c.name ILIKE :name', { name: likePattern(query.name) });
    if (query.creator) qb.andWhere('c.created_by = :creator', { creator: query.creator });
    if (query.type) qb.andWhere('c.campaign_type = :type', { type: query.type });
    if (query.team) qb.andWhere('c.team = :team', { team: query.team });
    if (query.status) qb.andWhere('c.activated = :activated', { activated: query.status === 'active' });
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    // Rows without a value (no minimum purchase) sort last either way; ties newest first.
    qb.orderBy(SORT_SQL[query.sort ?? 'createdAt'], direction, 'NULLS LAST')
      .addOrderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC');
    const total = await qb.getCount();
    const rows = await qb.offset(query.offset).limit(takeOf(query)).getRawAndEntities();
    return {
      data: rows.entities.map((c, i) => toListItem(c, (rows.raw[i] as { creator_name: string }).creator_name)),
      meta: { limit: query.limit, offset: query.offset, total },
    };
  }

  /** The creator filter's choices: everyone who created a campaign. */
  creators(): Promise<CampaignCreatorDto[]> {
    return this.dataSource.query<CampaignCreatorDto[]>(
      `SELECT u.id, coalesce(nullif(u.display_name, ''), u.username) AS name
         FROM app_user u WHERE EXISTS (SELECT 1 FROM promo_campaign c WHERE c.created_by = u.id)
        ORDER BY name, u.id`,
    );
  }

  async get(id: string): Promise<CampaignDto> {
    const row = await this.find(this.dataSource.manager, id);
    return toCampaignDto(row, row.creatorName);
  }

  /**
   * Once per Idempotency-Key (a double submit answers the first campaign again); 400 with every invalid field;
   * 409 PromoCodeTaken when any campaign has the code (the unique index decides).
   */
  async createSingle(dto: CreateSingleCampaignDto, key: string | undefined, user: AuthenticatedUser): Promise<CreatedCampaignDto> {
    const fields = await this.validated(dto, 'single', true);
    const code = normalizeCode(dto.code);
    try {
      return await this.idempotency.run({ scope: `promocodes.createSingle:${user.id}`, key, request: dto }, async (manager) => {
        const campaign = await this.insert(manager, 'single', code, fields, user, null);
        await manager.insert(PromoCode, { campaignId: campaign.id, code });
        return { id: campaign.id };
      });
    } catch (err) {
      if (uniqueViolation(err) === PROMO_CODE_KEY) throw new AppException(HttpStatus.CONFLICT, ErrorCode.PromoCodeTaken, CampaignMessage.CodeTaken);
      throw err;
    }
  }

  /**
   * Save & Generate: the campaign in draft and its generation job, committed together (developer mode only), once
   * per Idempotency-Key: a double-submitted form makes one campaign and one generation.
   */
  async createSerial(dto: CreateSerialCampaignDto, key: string | undefined, user: AuthenticatedUser): Promise<CreatedCampaignDto> {
    await this.assertDeveloperMode(user);
    const fields = await this.validated(dto, 'serial', true);
    return this.idempotency.run({ scope: `promocodes.createSerial:${user.id}`, key, request: dto }, async (manager) => {
      const campaign = await this.insert(manager, 'serial', normalizePrefix(dto.prefix), fields, user, Number(dto.numberOfCodes));
      await this.queueGeneration(manager, campaign.id);
      return { id: campaign.id };
    });
  }

  /** The shared fields; the code, prefix and number of codes stay as saved. A stale version answers 409. */
  async update(id: string, dto: UpdateCampaignDto, user: AuthenticatedUser): Promise<CampaignDto> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.find(manager, id, true);
      if (current.campaignType === 'serial') await this.assertDeveloperMode(user);
      const fields = await this.validated(dto, current.campaignType, false);
      if (current.version !== dto.version)
        throw new AppException(
          HttpStatus.CONFLICT,
          ErrorCode.EditConflict,
          `The campaign was changed by someone else (now version ${current.version}); reload it.`,
        );
      await manager.update(Campaign, { id }, { ...this.columns(fields), updatedAt: this.clock.now(), version: current.version + 1 });
      const saved = await this.find(manager, id);
      return toCampaignDto(saved, saved.creatorName);
    });
  }

  /** A failed generation back to draft with a new job; 409 TransitionRefused from any other state. */
  async regenerate(id: string, user: AuthenticatedUser): Promise<void> {
    await this.assertDeveloperMode(user);
    await this.dataSource.transaction(async (manager) => {
      const campaign = await this.find(manager, id, true);
      if (campaign.generationState === null) throw new AppException(HttpStatus.CONFLICT, ErrorCode.TransitionRefused, CampaignMessage.NotSerial);
      const decision = decideCampaignGeneration(campaign.generationState, 'REGENERATE');
      if (!decision.ok) throw new AppException(HttpStatus.CONFLICT, ErrorCode.TransitionRefused, CampaignMessage.RegenerateOnlyFailed);
      await manager.update(Campaign, { id }, { generationState: decision.state, generationError: null, updatedAt: this.clock.now() });
      await this.queueGeneration(manager, id);
    });
  }

  /** The serial routes are for callers with developer mode on (spec part 3: "enabled by developer mode"). */
  async assertDeveloperMode(user: AuthenticatedUser): Promise<void> {
    const [row] = await this.dataSource.query<{ on: boolean }[]>(`SELECT serial_promo_codes_enabled AS on FROM app_user WHERE id = $1`, [user.id]);
    if (!row?.on) throw new AppException(HttpStatus.FORBIDDEN, ErrorCode.DeveloperModeRequired, CampaignMessage.SerialNeedsDeveloperMode);
  }

  /** The shared rules, then the audience's ids and slugs against their tables; 400 with every invalid field. */
  private async validated(dto: CampaignFieldsDto & { code?: string; prefix?: string; numberOfCodes?: number }, type: CampaignType, isNew: boolean) {
    const form = campaignFormOfBody(dto, type, isNew);
    const problems = [...validateCampaign(form), ...(await this.unknownAudience(form.audienceLimitation))];
    if (problems.length > 0) throw validationFailed(problems, problems.length === 1 ? problems[0].message : SAVE_FAILED);
    return campaignBodyOfForm(form);
  }

  private async unknownAudience(a: AudienceLimitation): Promise<FieldProblem[]> {
    const rows = await this.dataSource.query<{ field: string }[]>(
      `SELECT 'countries' AS field FROM unnest($1::uuid[]) x WHERE NOT EXISTS (SELECT 1 FROM country WHERE id = x)
       UNION SELECT 'routes' FROM unnest($2::text[]) x WHERE NOT EXISTS (SELECT 1 FROM route WHERE slug = x)
       UNION SELECT 'suppliers' FROM unnest($3::uuid[]) x WHERE NOT EXISTS (SELECT 1 FROM company WHERE id = x)
       UNION SELECT 'partners' FROM unnest($4::uuid[]) x WHERE NOT EXISTS (SELECT 1 FROM sales_channel WHERE id = x)`,
      [a.countries, a.routes, a.suppliers, a.partners],
    );
    return rows.map((r) => ({ field: `audienceLimitation.${r.field}`, message: CampaignMessage.UnknownAudience }));
  }

  private columns(f: CampaignBodyFields) {
    return {
      type: f.type,
      value: f.value,
      minimumPurchase: f.minimumPurchase,
      limit: f.limit,
      perUserLimit: f.perUserLimit,
      expiredAt: f.expiredAt,
      expiredIn: f.expiredIn,
      team: f.team,
      activated: f.activated,
      description: f.description,
      tooltipDescription: f.tooltipDescription,
      audienceLimitation: f.audienceLimitation,
    };
  }

  private insert(
    manager: EntityManager,
    campaignType: CampaignType,
    name: string,
    f: CampaignBodyFields,
    user: AuthenticatedUser,
    serialCodesCount: number | null,
  ) {
    const now = this.clock.now();
    return manager.save(
      manager.create(Campaign, {
        campaignType,
        name,
        ...this.columns(f),
        usagesNumber: 0,
        serialCodesCount,
        generationState: serialCodesCount === null ? null : CampaignGenerationState.Draft,
        generatedCount: 0,
        generationError: null,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
        version: 1,
      }),
    );
  }

  private queueGeneration(manager: EntityManager, campaignId: string) {
    return this.outbox.add(manager, QueueName.Discounts, DiscountsJob.GenerateCodes, { campaignId } satisfies GenerateCodesJobData);
  }

  private withCreator(manager: EntityManager) {
    return manager
      .createQueryBuilder(Campaign, 'c')
      .innerJoin('app_user', 'u', 'u.id = c.created_by')
      .addSelect(`coalesce(nullif(u.display_name, ''), u.username)`, 'creator_name');
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<CampaignRow> {
    if (lock) await manager.query(`SELECT 1 FROM promo_campaign WHERE id = $1 FOR UPDATE`, [id]);
    const { entities, raw } = await this.withCreator(manager).where('c.id = :id', { id }).getRawAndEntities();
    if (entities.length === 0) throw notFound('Campaign');
    return Object.assign(entities[0], { creatorName: (raw[0] as { creator_name: string }).creator_name });
  }
}
