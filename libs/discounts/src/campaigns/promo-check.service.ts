import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decideRedemption, normalizeCode, RedemptionMessage, RedemptionRefusal, type AudienceLimitation, type RedemptionCampaign } from '@farebox/domain';
import { Clock } from '@farebox/platform';
import type { PromoCheckDto, PromoCheckResultDto } from './dto/promo-check.dto.js';
import type { Campaign } from './campaign.entity.js';

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

interface CheckRow extends CampaignColumns {
  codeUses: number;
  customerUses: number;
  countryCodes: string[];
}

/** The customer a redemption counts against: the user id, or the e-mail in lower case. */
export const customerOf = (dto: Pick<PromoCheckDto, 'userId' | 'email'>): string => dto.userId ?? (dto.email ?? '').trim().toLowerCase();

/** POST /promocodes/check: the facts from the database, the decision from decideRedemption (libs/domain). */
@Injectable()
export class PromoCheckService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async check(dto: PromoCheckDto): Promise<PromoCheckResultDto> {
    const [row] = await this.dataSource.query<CheckRow[]>(
      `SELECT c.campaign_type AS "campaignType", c.type, c.value, c.minimum_purchase AS "minimumPurchase",
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
    if (!row) return refused(RedemptionRefusal.Unknown);
    const decision = decideRedemption(
      { campaign: toRedemptionCampaign(row), codeUses: row.codeUses, customerUses: row.customerUses },
      dto.cart,
      this.clock.now(),
    );
    return decision.valid ? { valid: true, reason: null, message: null, discount: decision.discount } : refused(decision.reason);
  }
}

const refused = (reason: RedemptionRefusal): PromoCheckResultDto => ({ valid: false, reason, message: RedemptionMessage[reason], discount: '0.00' });

function toRedemptionCampaign(row: CheckRow): RedemptionCampaign {
  const audience: Partial<AudienceLimitation> = row.audienceLimitation ?? {};
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
      routes: audience.routes ?? [],
      transportTypes: audience.transportTypes ?? [],
      suppliers: audience.suppliers ?? [],
      partners: audience.partners ?? [],
      operatingSystems: audience.operatingSystems ?? [],
    },
  };
}
