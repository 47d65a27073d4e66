import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { decideCampaignGeneration, type CampaignGenerationEventType } from '@farebox/domain';
import { Clock } from '@farebox/platform';
import { Campaign } from './campaign.entity.js';
import { randomSerialCodes } from './serial-codes.js';

/** Codes per INSERT: each batch commits with the generated count, so the screen's progress bar moves per batch. */
export const GENERATION_BATCH = 5_000;
/** Batches in a row that add no code before the generation gives up (the prefix's random space is used up). */
const FRUITLESS_BATCHES_MAX = 5;

export type GenerationOutcome = 'ready' | 'not-generating';

/**
 * The generation job: makes a serial campaign's missing codes, a batch per transaction under the campaign row's
 * lock (INSERT ... ON CONFLICT DO NOTHING into the one unique index of all codes; the shortfall of codes another
 * campaign already had is made up by the next batch). Idempotent: it resumes from the committed generated count,
 * so a worker killed mid-generation loses only its uncommitted batch; a ready or failed campaign is left alone.
 */
@Injectable()
export class CampaignCodesGenerator {
  private readonly logger = new Logger(CampaignCodesGenerator.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async run(campaignId: string): Promise<GenerationOutcome> {
    if (!(await this.step(campaignId, 'START'))) return 'not-generating';
    let fruitless = 0;
    for (;;) {
      const batch = await this.dataSource.transaction((manager) => this.batch(manager, campaignId));
      if (batch === null) return 'not-generating';
      if (batch.left === 0) return (await this.step(campaignId, 'COMPLETE')) ? 'ready' : 'not-generating';
      fruitless = batch.inserted === 0 ? fruitless + 1 : 0;
      if (fruitless >= FRUITLESS_BATCHES_MAX) throw new Error(`No unused codes left for the prefix after ${FRUITLESS_BATCHES_MAX} batches`);
    }
  }

  /** Records the failure on the campaign (the job's last attempt failed): Regenerate may start it again. */
  async fail(campaignId: string, error: string): Promise<void> {
    await this.step(campaignId, 'FAIL', error);
    this.logger.warn({ campaignId, error }, 'Promo code generation failed');
  }

  /** Applies a machine event to the stored state; false when the machine refuses it (nothing to do). */
  private step(campaignId: string, event: CampaignGenerationEventType, error: string | null = null): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const campaign = await this.locked(manager, campaignId);
      if (!campaign?.generationState) return false;
      const decision = decideCampaignGeneration(campaign.generationState, event);
      if (!decision.ok) return false;
      await manager.update(Campaign, { id: campaignId }, { generationState: decision.state, generationError: error, updatedAt: this.clock.now() });
      return true;
    });
  }

  /** One batch; answers how many codes are still missing (null: the campaign is no longer generating). */
  private async batch(manager: EntityManager, campaignId: string): Promise<{ inserted: number; left: number } | null> {
    const campaign = await this.locked(manager, campaignId);
    if (!campaign?.generationState || !decideCampaignGeneration(campaign.generationState, 'PROGRESS').ok) return null;
    const total = campaign.serialCodesCount ?? 0;
    const wanted = Math.min(GENERATION_BATCH, total - campaign.generatedCount);
    if (wanted <= 0) return { inserted: 0, left: 0 };
    const [{ inserted }] = await manager.query<{ inserted: number }[]>(
      `WITH added AS (
         INSERT INTO promo_code (campaign_id, code) SELECT $1, unnest($2::text[]) ON CONFLICT (code) DO NOTHING RETURNING 1
       ) SELECT count(*)::int AS inserted FROM added`,
      [campaignId, randomSerialCodes(campaign.name, wanted)],
    );
    const generatedCount = campaign.generatedCount + inserted;
    await manager.update(Campaign, { id: campaignId }, { generatedCount, updatedAt: this.clock.now() });
    return { inserted, left: total - generatedCount };
  }

  private locked(manager: EntityManager, campaignId: string): Promise<Campaign | null> {
    return manager.findOne(Campaign, { where: { id: campaignId }, lock: { mode: 'pessimistic_write' } });
  }
}
