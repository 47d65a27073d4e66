import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dateFormat, type CompanyRule, type InventoryAction } from '@farebox/domain';
import { ProductSearchService } from '@farebox/inventory';
import { ChangeLogService, notFound, validationFailed, type AuthenticatedUser } from '@farebox/platform';
import { SalesChannel } from '../channels/sales-channel.entity.js';
import { PARTNER_ENTITY_TYPE } from '../partners/partners.service.js';
import type { InventoryRulesDto, PartnerLiveResultDto, PartnerLiveResultsQueryDto, SaveInventoryRulesDto } from './inventory-rules.dto.js';

const authorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });

const hhmm = (iso: string, timeZone: string) => dateFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(Date.parse(iso));

/**
 * Inventory management (spec part 2, 2.7): which companies a channel sells, saved from the version the user opened,
 * and the channel's Live Results (product search with that rule applied, one row per line and stations).
 */
@Injectable()
export class PartnerInventoryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly changeLog: ChangeLogService,
    private readonly products: ProductSearchService,
  ) {}

  async rules(channelId: string): Promise<InventoryRulesDto> {
    const channel = await this.db.getRepository(SalesChannel).findOneBy({ id: channelId });
    if (!channel) throw notFound('Partner');
    const rule = channel.inventoryRules.companies;
    const names = rule?.values.length
      ? await this.db.query<{ id: string; name: string }[]>(`SELECT id, name FROM company WHERE id = ANY($1::uuid[])`, [rule.values])
      : [];
    const byId = new Map(names.map((c) => [c.id, c.name]));
    return {
      action: rule?.action ?? null,
      companies: (rule?.values ?? []).map((id) => ({ id, name: byId.get(id) ?? id })),
      version: channel.version,
    };
  }

  /** The channel's company rule by its slug (the booking's domain); null: none, every company is sold. */
  async companyRuleOf(slug: string): Promise<CompanyRule | null> {
    const channel = await this.db.getRepository(SalesChannel).findOneBy({ slug });
    const rule = channel?.inventoryRules.companies;
    return rule ? { action: rule.action, companyIds: rule.values } : null;
  }

  async save(channelId: string, dto: SaveInventoryRulesDto, user: AuthenticatedUser): Promise<InventoryRulesDto> {
    const companyIds = [...new Set(dto.companyIds)];
    await this.db.transaction(async (manager) => {
      const current = await manager.getRepository(SalesChannel).findOneBy({ id: channelId });
      if (!current) throw notFound('Partner');
      const known = await manager.query<{ id: string }[]>(`SELECT id FROM company WHERE id = ANY($1::uuid[])`, [companyIds]);
      const unknown = companyIds.filter((id) => !known.some((k) => k.id === id));
      if (unknown.length) throw validationFailed([{ field: 'companyIds', message: `Unknown company: ${unknown.join(', ')}` }]);
      await this.changeLog.updateVersioned<SalesChannel>(manager, {
        entity: SalesChannel,
        entityType: PARTNER_ENTITY_TYPE,
        id: channelId,
        expectedVersion: dto.version,
        patch: { inventoryRules: { ...current.inventoryRules, companies: { action: dto.action as InventoryAction, values: companyIds } } },
        author: authorOf(user),
      });
    });
    return this.rules(channelId);
  }

  /** Live Results: the channel's products from one city to another on a date, grouped per line and stations (spec 3.4). */
  async liveResults(channelId: string, query: PartnerLiveResultsQueryDto): Promise<PartnerLiveResultDto[]> {
    const channel = await this.db.getRepository(SalesChannel).findOneBy({ id: channelId });
    if (!channel) throw notFound('Partner');
    const rule = channel.inventoryRules.companies;
    const products = await this.products.searchProducts({
      fromCityId: query.from,
      toCityId: query.to,
      date: query.date,
      channelCompanies: rule ? { action: rule.action, companyIds: rule.values } : null,
    });
    const results = new Map<string, PartnerLiveResultDto>();
    for (const p of products) {
      for (const d of p.departures) {
        const key = `${p.id}:${d.from.id}:${d.to.id}`;
        let row = results.get(key);
        if (!row) {
          row = {
            lineId: p.id,
            companyId: p.company.id,
            companyName: p.company.name,
            fromName: d.from.name,
            toName: d.to.name,
            type: p.type,
            lineClass: p.lineClass,
            price: [],
            departureTimes: [],
          };
          results.set(key, row);
        }
        for (const price of d.prices) {
          if (!row.price.some((x) => x.amount === price.amount && x.currency === price.currency))
            row.price.push({ amount: price.amount, currency: price.currency });
        }
        const time = hhmm(d.departureAt, d.timezone);
        if (!row.departureTimes.includes(time)) row.departureTimes.push(time);
      }
    }
    return [...results.values()];
  }
}
