import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { extname } from 'node:path';
import type { Writable } from 'node:stream';
import type { Actor } from '@farebox/domain';
import { IsNull, LessThanOrEqual, Not, type Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { csvPreamble } from '../csv/csv-stream.js';
import { SQL_BATCH_SIZE } from '../csv/sql-batches.js';
import { FileStorage } from '../storage/file-storage.port.js';
import type { CsvExportDefinition } from './file-export-kind.js';
import { FileExportKinds } from './file-export-kinds.js';
import { FileJob } from './file-job.entity.js';

/** How long a finished file can be downloaded. */
export const FILE_JOB_TTL_MS = 24 * 60 * 60 * 1000;

export type FileJobOutcome = 'written' | 'already-ready';

/** Writes a CSV kind's file: the preamble, then each piece with backpressure; ends the stream. */
async function writeCsv(
  definition: CsvExportDefinition,
  actor: Actor,
  filters: object,
  out: Writable,
  progress: (done: number) => Promise<void>,
): Promise<number> {
  const header = typeof definition.header === 'function' ? definition.header(actor) : definition.header;
  await write(out, csvPreamble(header, definition.byteOrderMark ?? true));
  let done = 0;
  let reported = 0;
  for await (const piece of definition.pieces(filters, actor)) {
    await write(out, piece.text);
    done += piece.records;
    // Pieces can be a few hundred records (copyCsv's are what the socket gave): one progress write per batch's worth.
    if (done - reported >= SQL_BATCH_SIZE) await progress((reported = done));
  }
  if (done > reported) await progress(done);
  out.end();
  return done;
}

/** Where a run writes the file until its last row: nobody can download it from there. */
const partKeyOf = (id: string) => `file-jobs/${id}.part`;

async function write(out: Writable, text: string | Buffer): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Writes one file_job's file. Every run starts the file over under a temporary key (`<id>.part`, truncated) and
 * moves it to its final key only once the last row is written, then marks the job ready: a run cut short (worker
 * killed, database gone) leaves no file anyone can download, and the rerun writes every row exactly once. The rows
 * are the area's own (the same function as its synchronous download), read with the requester's principal.
 */
@Injectable()
export class FileJobRunner {
  private readonly logger = new Logger(FileJobRunner.name);

  constructor(
    @InjectRepository(FileJob) private readonly jobs: Repository<FileJob>,
    private readonly kinds: FileExportKinds,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async run(id: string): Promise<FileJobOutcome> {
    const job = await this.jobs.findOneByOrFail({ id });
    if (job.status === 'ready') return 'already-ready';
    const definition = this.kinds.find(job.kind);
    if (!definition) throw new Error(`No file export "${job.kind}" is registered in this worker`);
    const filters = plainToInstance(definition.filters, job.filters);
    await this.jobs.update({ id }, { status: 'running', done: 0, error: null });
    const total = await definition.count(filters, job.principal);
    await this.jobs.update({ id }, { total });

    const partKey = partKeyOf(id);
    const contentType = 'write' in definition ? definition.contentType : 'text/csv; charset=utf-8';
    const out = await this.storage.createWriteStream(partKey, contentType);
    const progress = async (done: number) => void (await this.jobs.update({ id }, { done }));
    let done: number;
    try {
      done =
        'write' in definition
          ? await definition.write(filters, job.principal, out, progress)
          : await writeCsv(definition, job.principal, filters, out, progress);
      await finished(out);
    } catch (error) {
      out.destroy();
      throw error;
    }
    const fileKey = `file-jobs/${id}${extname(job.filename) || '.csv'}`;
    await this.storage.move(partKey, fileKey);
    const now = this.clock.now();
    await this.jobs.update({ id }, { status: 'ready', done, fileKey, finishedAt: now, expiresAt: new Date(now.getTime() + FILE_JOB_TTL_MS) });
    this.logger.log({ fileJobId: id, kind: job.kind, rows: done }, 'Background export ready');
    return 'written';
  }

  async fail(id: string, message: string): Promise<void> {
    await this.jobs.update({ id }, { status: 'failed', error: message, finishedAt: this.clock.now() });
    await this.storage.delete(partKeyOf(id));
  }

  /**
   * Deletes the stored files of exports past their expiry (their links already answer 404) and forgets their keys;
   * the rows stay as the record of what was exported. Returns how many files went.
   */
  async sweepExpired(): Promise<number> {
    const expired = await this.jobs.find({
      select: { id: true, fileKey: true },
      where: { fileKey: Not(IsNull()), expiresAt: LessThanOrEqual(this.clock.now()) },
    });
    for (const job of expired) {
      await this.storage.delete(job.fileKey!);
      await this.jobs.update({ id: job.id }, { fileKey: null });
    }
    if (expired.length > 0) this.logger.log({ files: expired.length }, 'Expired background export files deleted');
    return expired.length;
  }
}
