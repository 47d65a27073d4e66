import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type LineSyncState = 'queued' | 'done' | 'failed';

/** One Sync Line request of a supplier-API or scraping line: queued by the editor, finished by the worker. */
@Entity('line_sync_run')
export class LineSyncRun {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'line_id', type: 'uuid' }) lineId: string;
  @Column({ name: 'days_in_advance', type: 'int' }) daysInAdvance: number;
  @Column({ type: 'text', default: 'queued' }) state: LineSyncState;
  /** What the sync did, in words the editor shows. */
  @Column({ type: 'text', nullable: true }) result: string | null;
  @Column({ name: 'requested_by', type: 'uuid', nullable: true }) requestedBy: string | null;
  @Column({ name: 'requested_at', type: 'timestamptz' }) requestedAt: Date;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt: Date | null;
}
