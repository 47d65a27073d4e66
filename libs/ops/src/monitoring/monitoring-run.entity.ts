import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MonitoringRunTrigger = 'schedule' | 'manual';
export type MonitoringRunStatus = 'running' | 'succeeded' | 'failed';

/** One execution of an item: when, how many rows, what was posted and why it failed. */
@Entity('monitoring_run')
export class MonitoringRun {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'item_id', type: 'uuid' }) itemId: string;
  @Column({ type: 'text' }) trigger: MonitoringRunTrigger;
  @Column({ type: 'text' }) status: MonitoringRunStatus;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt: Date;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt: Date | null;
  @Column({ name: 'row_count', type: 'int', nullable: true }) rowCount: number | null;
  @Column({ type: 'boolean' }) truncated: boolean;
  @Column({ name: 'messages_posted', type: 'int' }) messagesPosted: number;
  @Column({ type: 'text', nullable: true }) error: string | null;
  @Column({ name: 'job_id', type: 'text', nullable: true }) jobId: string | null;
}
