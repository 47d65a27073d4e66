import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { resultLines, slackMessages } from '@farebox/domain';
import { Clock } from '@farebox/platform';
import { MonitoringItem } from './monitoring-item.entity.js';
import { MonitoringQueryError, MonitoringQueryExecutor, MONITORING_ROW_CAP } from './monitoring-query.executor.js';
import { MonitoringRun, type MonitoringRunTrigger } from './monitoring-run.entity.js';
import { SlackPostError, SlackPoster } from './slack/slack-poster.port.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The heading of a run's first Slack message. */
const headingOf = (item: MonitoringItem, rowCount: number, truncated: boolean, at: Date) =>
  `*${item.queryName}*: ${rowCount} row${rowCount === 1 ? '' : 's'}${truncated ? ` (cut at ${MONITORING_ROW_CAP})` : ''} at ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * One run of an item: the query (MonitoringQueryExecutor's read-only guarantees), its result posted to the item's
 * Slack channel, and the run recorded with its row count, status and error. A failure is recorded on the run, never
 * thrown: a scheduled job that failed its query has nothing to retry.
 */
@Injectable()
export class MonitoringRunService {
  private readonly logger = new Logger(MonitoringRunService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly executor: MonitoringQueryExecutor,
    private readonly slack: SlackPoster,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs the item and answers its run. A scheduled run names its job: the same job delivered twice answers the
   * run already recorded. Null when the item is gone, or paused for a scheduled run.
   */
  async run(itemId: string, trigger: MonitoringRunTrigger, jobId: string | null = null): Promise<MonitoringRun | null> {
    const runs = this.dataSource.getRepository(MonitoringRun);
    const item = await this.dataSource.getRepository(MonitoringItem).findOneBy({ id: itemId });
    if (!item || (trigger === 'schedule' && item.paused)) return null;
    const startedAt = this.clock.now();
    const inserted = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO monitoring_run (item_id, trigger, status, started_at, job_id) VALUES ($1, $2, 'running', $3, $4)
       ON CONFLICT (job_id) DO NOTHING RETURNING id`,
      [itemId, trigger, startedAt, jobId],
    );
    if (inserted.length === 0) return runs.findOneBy({ jobId: jobId as string });
    const runId = inserted[0].id;

    const outcome = await this.execute(item, startedAt);
    await runs.update(runId, { ...outcome, finishedAt: this.clock.now() });
    return runs.findOneByOrFail({ id: runId });
  }

  private async execute(item: MonitoringItem, at: Date): Promise<Pick<MonitoringRun, 'status' | 'rowCount' | 'truncated' | 'messagesPosted' | 'error'>> {
    let result;
    try {
      result = await this.executor.run(item.queryString, new Date(at.getTime() - item.daysToCheck * DAY_MS));
    } catch (err) {
      const error = err instanceof MonitoringQueryError ? err.message : 'The query could not be run.';
      if (!(err instanceof MonitoringQueryError)) this.logger.error({ err, itemId: item.id }, 'Monitoring query crashed');
      return { status: 'failed', rowCount: null, truncated: false, messagesPosted: 0, error };
    }
    const counted = { rowCount: result.rows.length, truncated: result.truncated };
    if (item.slackChannel === '') return { status: 'succeeded', ...counted, messagesPosted: 0, error: null };
    const lines = resultLines(result.columns, result.rows, item.outputType, item.outputFormat);
    const messages = slackMessages(headingOf(item, result.rows.length, result.truncated, at), lines, item.outputType);
    let posted = 0;
    try {
      for (const message of messages) {
        await this.slack.post(item.slackChannel, message);
        posted += 1;
      }
      return { status: 'succeeded', ...counted, messagesPosted: posted, error: null };
    } catch (err) {
      if (!(err instanceof SlackPostError)) throw err;
      return { status: 'failed', ...counted, messagesPosted: posted, error: err.message };
    }
  }
}
