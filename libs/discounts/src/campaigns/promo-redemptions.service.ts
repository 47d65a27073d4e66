import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  completeAudience,
  decideRedemption,
  normalizeCode,
  RedemptionMessage,
  RedemptionRefusal,
  type RedemptionCampaign,
  type RedemptionDecision,
} from '@farebox/domain';
import { Clock } from '@farebox/platform';
import type { Campaign } from './campaign.entity.js';
import type { PromoCheckDto, PromoCheckResultDto, PromoRedeemDto, PromoRedemptionDto } from './dto/promo-check.dto.js';

type CampaignColumns = Pick<
  Campaign,
  | 'campaignType'
  | 'type'
  | 'value'
  | 'minimumPurchase'
  | 'expiredAt'
  | 'expiredIn'
  | 'createdAt'
  | 'limit'
  | 'perUserLimit'
  | 'usagesNumber'
  | 'activated'
  | 'audienceLimitation'
>;

interface CodeFacts extends CampaignColumns {
  campaignId: string;
  codeId: string;
  codeUses: number;
  customerUses: number;
  countryCodes: string[];
}

/** The customer a redemption counts against: the user id, or the e-mail in lower case. */
export const customerOf = (dto: Pick<PromoCheckDto, 'userId' | 'email'>): string => dto.userId ?? (dto.email ?? '').trim().toLowerCase();

const refused = (reason: RedemptionRefusal): PromoCheckResultDto => ({ valid: false, reason, message: RedemptionMessage[reason], discount: '0.00' });
const answerOf = (decision: RedemptionDecision): PromoCheckResultDto =>
  decision.valid ? { valid: true, reason: null, message: null, discount: decision.discount } : refused(decision.reason);

/**
 * The public site's use of a code: check (the decision only) and redeem (the decision, then the usage recorded).
 * The facts come from the database, the decision from decideRedemption (libs/domain), so both answer alike.
 */
@Injectable()
export class PromoRedemptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async check(dto: PromoCheckDto): Promise<PromoCheckResultDto> {
    const facts = await this.facts(this.dataSource.manager, dto);
    return facts ? answerOf(this.decide(facts, dto)) : refused(RedemptionRefusal.Unknown);
  }

  /**
   * Records a use under the campaign row's lock, so racing redeems of the last use or of a customer's last use
   * cannot both pass: the second one is refused with the reason. A retry for the same order answers the
   * redemption already recorded.
   */
  redeem(dto: PromoRedeemDto): Promise<PromoRedemptionDto> {
    return this.dataSource.transaction(async (manager) => {
      const [code] = await manager.query<{ campaign_id: string }[]>(`SELECT campaign_id FROM promo_code WHERE code = $1`, [normalizeCode(dto.code)]);
      if (!code) return { ...refused(RedemptionRefusal.Unknown), redemptionId: null };
      await manager.query(`SELECT 1 FROM promo_campaign WHERE id = $1 FOR UPDATE`, [code.campaign_id]);
      const [done] = await manager.query<{ id: string; discount: string }[]>(
        `SELECT id, discount FROM promo_redemption WHERE campaign_id = $1 AND order_reference = $2`,
        [code.campaign_id, dto.orderReference],
      );
      if (done) return { valid: true, reason: null, message: null, discount: done.discount, redemptionId: done.id };
      const facts = await this.facts(manager, dto);
      if (!facts) return { ...refused(RedemptionRefusal.Unknown), redemptionId: null };
      const decision = this.decide(facts, dto);
      if (!decision.valid) return { ...answerOf(decision), redemptionId: null };
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO promo_redemption (campaign_id, code_id, customer, cart_total, discount, currency, order_reference, redeemed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          facts.campaignId,
          facts.codeId,
          customerOf(dto),
          dto.cart.total,
          decision.discount,
          dto.cart.currency.toUpperCase(),
          dto.orderReference,
          this.clock.now(),
        ],
      );
      await manager.query(`UPDATE promo_campaign SET usages_number = usages_number + 1 WHERE id = $1`, [facts.campaignId]);
      return { ...answerOf(decision), redemptionId: row.id };
    });
  }

  private decide(facts: CodeFacts, dto: PromoCheckDto): RedemptionDecision {
    return decideRedemption({ campaign: toRedemptionCampaign(facts), codeUses: facts.codeUses, customerUses: facts.customerUses }, dto.cart, this.clock.now());
  }

  /** The code's campaign (generated codes count once their campaign is ready) and its uses; null for an unknown code. */
  private async facts(manager: EntityManager, dto: PromoCheckDto): Promise<CodeFacts | null> {
    const [row] = await manager.query<CodeFacts[]>(
      `SELECT c.id AS "campaignId", pc.id AS "codeId", c.campaign_type AS "campaignType", c.type, c.value, c.minimum_purchase AS "minimumPurchase",
              to_char(c.expired_at, 'YYYY-MM-DD') AS "expiredAt", c.expired_in AS "expiredIn", c.created_at AS "createdAt",
              c.usage_limit AS "limit", c.per_user_limit AS "perUserLimit", c.usages_number AS "usagesNumber", c.activated,
              c.audience_limitation AS "audienceLimitation",
              (SELECT count(*)::int FROM promo_redemption r WHERE r.code_id = pc.id) AS "codeUses",
              (SELECT count(*)::int FROM promo_redemption r WHERE r.campaign_id = c.id AND r.customer = $2) AS "customerUses",
              ARRAY(SELECT co.code FROM country co
                     WHERE co.id::text IN (SELECT jsonb_array_elements_text(c.audience_limitation -> 'countries'))) AS "countryCodes"
         FROM promo_code pc JOIN promo_campaign c ON c.id = pc.campaign_id
        WHERE pc.code = $1 AND (c.generation_state IS NULL OR c.generation_state = 'ready')`,
      [normalizeCode(dto.code), customerOf(dto)],
    );
    return row ?? null;
  }
}

function toRedemptionCampaign(row: CodeFacts): RedemptionCampaign {
  const audience = completeAudience(row.audienceLimitation);
  return {
    campaignType: row.campaignType,
    type: row.type,
    value: row.value,
    minimumPurchase: row.minimumPurchase,
    expiredAt: row.expiredAt,
    expiredIn: row.expiredIn,
    createdAt: row.createdAt,
    limit: row.limit,
    perUserLimit: row.perUserLimit,
    usagesNumber: row.usagesNumber,
    activated: row.activated,
    audience: {
      countryCodes: row.countryCodes,
      routes: audience.routes,
      transportTypes: audience.transportTypes,
      suppliers: audience.suppliers,
      partners: audience.partners,
      operatingSystems: audience.operatingSystems,
    },
  };
}
