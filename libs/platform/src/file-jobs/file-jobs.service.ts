import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Readable } from 'node:stream';
import type { Repository } from 'typeorm';
import { canAccess, ErrorCode, type Actor } from '@farebox/domain';
import type { AuthenticatedUser } from '../access/access.decorators.js';
import { Clock } from '../clock/clock.js';
import { AppException, notFound, validationFailed } from '../errors/app-exception.js';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { FileJobsJob, QueueName } from '../queue/queue-names.js';
import { FileStorage } from '../storage/file-storage.port.js';
import type { CreateFileJobDto, FileJobDto } from './dto/file-job.dto.js';
import type { FileExportDefinition, FileExportKind } from './file-export-kind.js';
import { FileExportKinds } from './file-export-kinds.js';
import { FileJob } from './file-job.entity.js';
import { FileJobLinks } from './file-job-link.js';

export interface FileJobData {
  fileJobId: string;
}

const forbidden = () => new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, "You don't have the permission to access this resource.");

/**
 * Background exports: asking for one (checked like the synchronous route, queued through the outbox in the same
 * transaction as its row, once per Idempotency-Key), its status and its file. Only the user who asked sees a job:
 * anyone else gets 404, as if it did not exist.
 */
@Injectable()
export class FileJobsService {
  constructor(
    @InjectRepository(FileJob) private readonly jobs: Repository<FileJob>,
    private readonly kinds: FileExportKinds,
    private readonly idempotency: IdempotencyService,
    private readonly outbox: OutboxService,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly links: FileJobLinks,
  ) {}

  async create(dto: CreateFileJobDto, key: string | undefined, user: AuthenticatedUser): Promise<FileJobDto> {
    const definition = this.kinds.find(dto.kind);
    if (!definition) throw notFound('Export');
    if (!canAccess(user, definition.rule)) throw forbidden();
    const filters = await validFilters(definition, dto.filters);
    const actor = actorOf(user);
    // The area refuses a filter this user may not use when the rows are asked for, before any is read.
    if ('pieces' in definition) await definition.pieces(filters, actor)[Symbol.asyncIterator]().return?.();
    const filename = await definition.filename(filters, this.clock.today());
    const { id } = await this.idempotency.run({ scope: `exports.create:${user.id}`, key, request: dto }, async (manager) => {
      const job = await manager.save(
        manager.create(FileJob, {
          kind: dto.kind,
          filters: { ...filters },
          requestedBy: user.id,
          companyId: user.companyId,
          principal: actor,
          status: 'queued',
          done: 0,
          total: null,
          filename,
          fileKey: null,
          error: null,
          requestedAt: this.clock.now(),
          finishedAt: null,
          expiresAt: null,
        }),
      );
      await this.outbox.add(manager, QueueName.FileJobs, FileJobsJob.Export, { fileJobId: job.id } satisfies FileJobData);
      return { id: job.id };
    });
    return this.get(id, user);
  }

  async get(id: string, user: AuthenticatedUser): Promise<FileJobDto> {
    return this.toDto(await this.ownJob(id, user));
  }

  /** The finished file as a stream; 409 while it is being written, 404 once expired. */
  async file(id: string, user: AuthenticatedUser): Promise<{ stream: Readable; contentType: string; filename: string }> {
    return this.open(await this.ownJob(id, user));
  }

  /** The file through its signed link (downloadUrl): 404 for a wrong or expired link. */
  async download(id: string, expires: number, signature: string): Promise<{ stream: Readable; contentType: string; filename: string }> {
    const job = this.links.isValid(id, expires, signature) ? await this.jobs.findOneBy({ id }) : null;
    if (!job || job.expiresAt?.getTime() !== expires) throw notFound('Export file');
    return this.open(job);
  }

  private async open(job: FileJob): Promise<{ stream: Readable; contentType: string; filename: string }> {
    if (this.expired(job)) throw notFound('Export file (it expired; ask for the export again)');
    if (job.status !== 'ready' || !job.fileKey) {
      throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, `The export is ${job.status}, not ready yet: ask for its status until it is.`);
    }
    const stored = await this.storage.createReadStream(job.fileKey);
    if (!stored) throw notFound('Export file');
    return { ...stored, filename: job.filename };
  }

  private async ownJob(id: string, user: AuthenticatedUser): Promise<FileJob> {
    const job = /^[0-9a-f-]{36}$/i.test(id) ? await this.jobs.findOneBy({ id, requestedBy: user.id }) : null;
    if (!job) throw notFound('Export');
    return job;
  }

  private toDto(job: FileJob): FileJobDto {
    return {
      ...dtoOf(job),
      downloadUrl: job.status === 'ready' && job.expiresAt && !this.expired(job) ? this.links.url(job.id, job.expiresAt) : null,
    };
  }

  private expired(job: FileJob): boolean {
    return job.expiresAt !== null && job.expiresAt.getTime() <= this.clock.nowMs();
  }
}

const actorOf = (user: Actor): Actor => ({ id: user.id, role: user.role, scopes: [...user.scopes], isFullAdmin: user.isFullAdmin, companyId: user.companyId });

/** The filters through the synchronous route's query DTO, with the same rules as the global validation pipe. */
async function validFilters(definition: FileExportDefinition, raw: Record<string, unknown>): Promise<object> {
  const filters = plainToInstance(definition.filters, raw, { enableImplicitConversion: false });
  const errors = await validate(filters, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) {
    const details = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((message) => ({ field: `filters.${e.property}`, message })));
    throw validationFailed(details, details.map((d) => d.message).join('; '));
  }
  return filters;
}

function dtoOf(job: FileJob): Omit<FileJobDto, 'downloadUrl'> {
  return {
    id: job.id,
    kind: job.kind as FileExportKind,
    status: job.status,
    done: job.done,
    total: job.total,
    filename: job.filename,
    error: job.error,
    requestedAt: job.requestedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
  };
}
