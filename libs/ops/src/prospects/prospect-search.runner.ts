import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { nextProspectSearchState, ProspectMessage, type ProspectSearchEventType } from '@farebox/domain';
import { FileStorage } from '@farebox/platform';
import { ProspectFile } from './prospect-file.entity.js';
import { prospectSheet, SHEET_CONTENT_TYPE, type SearchResults } from './prospect-sheet.js';
import { SerpProvider, SerpTransientError } from './serp-provider.port.js';

export type ProspectSearchOutcome = 'done' | 'failed' | 'skipped';

/** The one storage key of a file's sheet: a rerun overwrites it. */
export const sheetKeyOf = (fileId: string) => `prospects/${fileId}.xlsx`;

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/**
 * The worker's half of a prospect search: asks the SERP provider for every query × location (recording progress),
 * writes all the results to one sheet under the file's own key, then marks the file done. Every step is a
 * transition of prospectSearchMachine checked against the stored state, so a job delivered again after the file is
 * done or failed does nothing, and a retried attempt starts over and overwrites the same sheet. A transient provider
 * failure is thrown for BullMQ to retry (the file stays running) until the last attempt, which fails the file.
 */
@Injectable()
export class ProspectSearchRunner {
  private readonly logger = new Logger(ProspectSearchRunner.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly serp: SerpProvider,
    private readonly storage: FileStorage,
  ) {}

  async run(fileId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<ProspectSearchOutcome> {
    if (!(await this.step(fileId, 'START', { requestsDone: 0, error: null }))) return 'skipped';
    if (!this.serp.configured) return this.fail(fileId, ProspectMessage.ProviderNotConfigured);
    const file = await this.dataSource.getRepository(ProspectFile).findOneByOrFail({ id: fileId });
    try {
      const searches: SearchResults[] = [];
      for (const query of file.queries) {
        for (const location of file.locations) {
          const request = { query, location, googleDomain: file.googleDomain, hostingLanguage: file.hostingLanguage };
          searches.push({ request, results: await this.serp.search(request) });
          if (!(await this.step(fileId, 'PROGRESS', { requestsDone: searches.length }))) return 'skipped';
        }
      }
      const sheet = await prospectSheet(searches);
      const sheetKey = sheetKeyOf(fileId);
      await this.storage.put(sheetKey, sheet.content, SHEET_CONTENT_TYPE);
      return (await this.step(fileId, 'COMPLETE', { sheetKey, rowsWritten: sheet.rows })) ? 'done' : 'skipped';
    } catch (err) {
      const reason = reasonOf(err);
      if (err instanceof SerpTransientError && !lastAttempt) {
        this.logger.warn({ fileId, reason }, 'Prospect search failed for now; BullMQ retries it');
        throw err;
      }
      this.logger.warn({ fileId, reason }, 'Prospect search failed');
      return this.fail(fileId, reason);
    }
  }

  /** Fails the file with the reason ('skipped' when it already ended: done and failed are final). */
  async fail(fileId: string, reason: string): Promise<ProspectSearchOutcome> {
    return (await this.step(fileId, 'FAIL', { error: reason.slice(0, 1000) })) ? 'failed' : 'skipped';
  }

  /** Moves the stored file by one event (with these column changes); false when the machine refuses it. */
  private step(id: string, event: ProspectSearchEventType, patch: Partial<ProspectFile> = {}): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const current = await manager.getRepository(ProspectFile).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) return false;
      const state = nextProspectSearchState(current.state, event);
      if (!state) return false;
      await manager.update(ProspectFile, { id }, { ...patch, state });
      return true;
    });
  }
}
