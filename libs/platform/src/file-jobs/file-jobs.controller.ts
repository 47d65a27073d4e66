import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../http/send-download.js';
import { ErrorCode, Role, STAFF_ROLES, type AccessRule } from '@farebox/domain';
import { Access, CurrentUser, Public, SelfServiceWrite, type AuthenticatedUser } from '../access/access.decorators.js';
import { ApiErrors } from '../errors/api-errors.decorator.js';
import { ApiIdempotent, IdempotencyKeyHeader } from '../idempotency/idempotency.decorators.js';
import { CreateFileJobDto, FileJobDto } from './dto/file-job.dto.js';
import { FileJobsService } from './file-jobs.service.js';

/** What the exports' files are: CSV, and Excel (a serial campaign's codes). */
const EXPORT_CONTENT_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Anyone who can use some export; each kind then checks its own synchronous route's rule. */
export const FILE_JOBS_RULE: AccessRule = { roles: [...STAFF_ROLES, Role.Agent] };

@ApiTags('exports')
@Controller('exports')
export class FileJobsController {
  constructor(private readonly fileJobs: FileJobsService) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @Access(FILE_JOBS_RULE)
  @SelfServiceWrite()
  @ApiIdempotent()
  @ApiOperation({
    summary:
      'Start a background export (kind and the synchronous route’s filters, checked the same way, 403 for a kind or filter the user may not use); once per Idempotency-Key: a retry gets the same job',
  })
  @ApiAcceptedResponse({ type: FileJobDto })
  @ApiErrors(ErrorCode.ValidationFailed, ErrorCode.NotFound)
  create(@Body() dto: CreateFileJobDto, @IdempotencyKeyHeader() key: string | undefined, @CurrentUser() user: AuthenticatedUser): Promise<FileJobDto> {
    return this.fileJobs.create(dto, key, user);
  }

  @Get(':id')
  @Access(FILE_JOBS_RULE)
  @ApiOperation({ summary: 'A background export’s status and progress; only the user who asked for it sees it (404 for anyone else)' })
  @ApiOkResponse({ type: FileJobDto })
  @ApiErrors(ErrorCode.NotFound)
  get(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<FileJobDto> {
    return this.fileJobs.get(id, user);
  }

  @Get(':id/file')
  @Access(FILE_JOBS_RULE)
  @ApiOperation({ summary: 'The finished export’s file, streamed (409 while it is being written, 404 for another user or once expired)' })
  @ApiProduces(...EXPORT_CONTENT_TYPES)
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The file as written by the job: for CSV, UTF-8 with a BOM and CRLF line ends' })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.Conflict)
  async file(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Res() res: FastifyReply): Promise<void> {
    sendDownload(res, await this.fileJobs.file(id, user));
  }

  @Get(':id/download')
  @Public()
  @ApiOperation({ summary: 'The finished export’s file through its signed downloadUrl (no Authorization header); 404 for a wrong or expired link' })
  @ApiProduces(...EXPORT_CONTENT_TYPES)
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The same file as /exports/:id/file' })
  @ApiErrors(ErrorCode.NotFound, ErrorCode.ValidationFailed)
  async download(
    @Param('id') id: string,
    @Query('expires', ParseIntPipe) expires: number,
    @Query('signature') signature: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    sendDownload(res, await this.fileJobs.download(id, expires, String(signature ?? '')));
  }
}
