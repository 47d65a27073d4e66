import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Actor } from '@farebox/domain';

export const FILE_JOB_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type FileJobStatus = (typeof FILE_JOB_STATUSES)[number];

/** One background export: what was asked (kind and the sync route's filters), by whom, how far it got and its file. */
@Entity('file_job')
export class FileJob {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** A FileExportKind value. */
  @Column({ type: 'text' }) kind: string;
  /** The filters of the area's synchronous route, as validated by its query DTO. */
  @Column({ type: 'jsonb' }) filters: Record<string, unknown>;
  @Column({ name: 'requested_by', type: 'uuid' }) requestedBy: string;
  @Column({ name: 'company_id', type: 'uuid', nullable: true }) companyId: string | null;
  /** The requester's role, scopes and company when asked: the job reads with exactly these (an agent: its company only). */
  @Column({ type: 'jsonb' }) principal: Actor;
  @Column({ type: 'text' }) status: FileJobStatus;
  @Column({ type: 'int' }) done: number;
  @Column({ type: 'int', nullable: true }) total: number | null;
  /** The download's name, fixed when asked (the business day of the request). */
  @Column({ type: 'text' }) filename: string;
  /** Where the finished file is stored (FileStorage); null until ready. */
  @Column({ name: 'file_key', type: 'text', nullable: true }) fileKey: string | null;
  @Column({ type: 'text', nullable: true }) error: string | null;
  @Column({ name: 'requested_at', type: 'timestamptz' }) requestedAt: Date;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt: Date | null;
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
