import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsObject } from 'class-validator';
import { FILE_EXPORT_KINDS, type FileExportKind } from '../file-export-kind.js';
import { FILE_JOB_STATUSES, type FileJobStatus } from '../file-job.entity.js';

export class CreateFileJobDto {
  @ApiProperty({ enum: FILE_EXPORT_KINDS, description: 'Which export' })
  @IsIn(FILE_EXPORT_KINDS)
  kind: FileExportKind;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The same query parameters as the export's synchronous route (e.g. from, to, supplierId), validated the same way",
  })
  @IsObject()
  filters: Record<string, unknown>;
}

export class FileJobDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: FILE_EXPORT_KINDS }) kind: FileExportKind;
  @ApiProperty({ enum: FILE_JOB_STATUSES }) status: FileJobStatus;
  @ApiProperty({ description: 'Rows written so far' }) done: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Rows the file will have, once counted' }) total: number | null;
  @ApiProperty({ example: 'supplier-transactions-2026-10-01.csv' }) filename: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed (status failed)' }) error: string | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The file can be downloaded until then' }) expiresAt: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Once ready: a signed link to the file, usable without the Authorization header (a plain link saves it straight to disk) until expiresAt',
  })
  downloadUrl: string | null;
}
