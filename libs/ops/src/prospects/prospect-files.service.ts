import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  monthWindow,
  nextProspectSearchState,
  normalizeProspectSearch,
  PROSPECT_SEARCH_MACHINE_VERSION,
  ProspectMessage,
  ProspectSearchState,
  validateProspectSearch,
} from '@farebox/domain';
import {
  AppException,
  Clock,
  FileStorage,
  OutboxService,
  ProspectsJob,
  QueueName,
  takeOf,
  uniqueViolation,
  validationFailed,
  type AuthenticatedUser,
  type Page,
  likePattern,
} from '@farebox/platform';
import type { CreateProspectSearchDto, ListProspectFilesQueryDto, ProspectFileDto, ProspectOverviewDto } from './dto/prospect-file.dto.js';
import { PROSPECT_FILE_NAME_KEY, ProspectFile } from './prospect-file.entity.js';
import type { ProspectSearchJobData } from './prospects.processor.js';
import { SerpProvider } from './serp-provider.port.js';

const SEARCH_INVALID_MESSAGE = 'The search has invalid fields.';
const fileNotFound = () => new AppException(HttpStatus.NOT_FOUND, ErrorCode.NotFound, ProspectMessage.FileNotFound);

export const sheetLinkOf = (id: string) => `/api/prospect-files/${id}/sheet`;

export function toProspectFileDto(f: ProspectFile): ProspectFileDto {
  return {
    id: f.id,
    fileName: f.fileName,
    queries: f.queries,
    locations: f.locations,
    googleDomain: f.googleDomain,
    hostingLanguage: f.hostingLanguage,
    state: f.state,
    requestsDone: f.requestsDone,
    requestsTotal: f.requestsTotal,
    rowsWritten: f.rowsWritten,
    error: f.error,
    sheetLink: f.state === ProspectSearchState.Done ? sheetLinkOf(f.id) : null,
    createdAt: f.createdAt.toISOString(),
  };
}

/** A file name safe inside a Content-Disposition header, ending in .xlsx. */
const downloadName = (fileName: string) => `${fileName.replace(/[^\w .-]+/g, '_').trim() || 'prospects'}.xlsx`;

/**
 * The prospect list: files by name, the month's count, starting a search (the file and its job, through the outbox,
 * in one transaction) and the finished sheet.
 */
@Injectable()
export class ProspectFilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
    private readonly serp: SerpProvider,
  ) {}

  async list(query: ListProspectFilesQueryDto): Promise<Page<ProspectFileDto>> {
    const qb = this.dataSource.getRepository(ProspectFile).createQueryBuilder('f');
    if (query.fileName) qb.where('f.file_name ILIKE :name', { name: likePattern(query.fileName) });
    const [rows, total] = await qb.orderBy('f.created_at', 'DESC').addOrderBy('f.id', 'DESC').offset(query.offset).limit(takeOf(query)).getManyAndCount();
    return { data: rows.map(toProspectFileDto), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async overview(): Promise<ProspectOverviewDto> {
    const { month, from, to } = monthWindow(this.clock.now());
    const searchesThisMonth = await this.dataSource
      .getRepository(ProspectFile)
      .createQueryBuilder('f')
      .where('f.created_at >= :from AND f.created_at < :to', { from, to })
      .getCount();
    return { month, searchesThisMonth, providerConfigured: this.serp.configured };
  }

  /** 400 with every invalid field, or 409 when the name is taken (the unique index decides, so a racing create too). */
  async create(dto: CreateProspectSearchDto, user: AuthenticatedUser): Promise<ProspectFileDto> {
    const fields = normalizeProspectSearch(dto);
    const problems = validateProspectSearch(fields);
    if (problems.length > 0) throw validationFailed(problems, problems.length === 1 ? problems[0].message : SEARCH_INVALID_MESSAGE);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const file = await manager.save(
          manager.create(ProspectFile, {
            ...fields,
            state: ProspectSearchState.Queued,
            machineVersion: PROSPECT_SEARCH_MACHINE_VERSION,
            requestsTotal: fields.queries.length * fields.locations.length,
            requestsDone: 0,
            rowsWritten: null,
            sheetKey: null,
            error: null,
            createdBy: user.id,
            createdAt: this.clock.now(),
          }),
        );
        await this.outbox.add(manager, QueueName.Prospects, ProspectsJob.Search, { fileId: file.id } satisfies ProspectSearchJobData);
        return toProspectFileDto(file);
      });
    } catch (err) {
      if (uniqueViolation(err) === PROSPECT_FILE_NAME_KEY) {
        throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, ProspectMessage.FileNameTaken, [
          { field: 'fileName', message: ProspectMessage.FileNameTaken },
        ]);
      }
      throw err;
    }
  }

  /**
   * Run again: a failed search back to queued with a new job (committed together through the outbox). The row is
   * locked, so of two racing reruns one queues the search and the other answers 409, like any state but failed.
   */
  async rerun(id: string): Promise<ProspectFileDto> {
    return this.dataSource.transaction(async (manager) => {
      const file = await manager.getRepository(ProspectFile).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!file) throw fileNotFound();
      const state = nextProspectSearchState(file.state, 'RERUN');
      if (!state) throw new AppException(HttpStatus.CONFLICT, ErrorCode.TransitionRefused, ProspectMessage.RerunOnlyFailed);
      const reset = { state, requestsDone: 0, rowsWritten: null, sheetKey: null, error: null };
      await manager.update(ProspectFile, { id }, reset);
      await this.outbox.add(manager, QueueName.Prospects, ProspectsJob.Search, { fileId: id } satisfies ProspectSearchJobData);
      return toProspectFileDto({ ...file, ...reset });
    });
  }

  /** The finished sheet: 404 for an unknown file, 409 while the search has not produced it. */
  async sheet(id: string): Promise<{ content: Buffer; contentType: string; fileName: string }> {
    const file = await this.dataSource.getRepository(ProspectFile).findOneBy({ id });
    if (!file) throw fileNotFound();
    const stored = file.sheetKey ? await this.storage.get(file.sheetKey) : null;
    if (!stored) throw new AppException(HttpStatus.CONFLICT, ErrorCode.ProspectSheetNotReady, ProspectMessage.SheetNotReady);
    return { ...stored, fileName: downloadName(file.fileName) };
  }
}
