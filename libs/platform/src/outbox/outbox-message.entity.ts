import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A job to hand to BullMQ once the transaction that wrote it has committed. */
@Entity('outbox_message')
@Index('outbox_message_pending_idx', ['createdAt'], { where: 'dispatched_at IS NULL' })
@Index('outbox_message_unfinished_idx', ['dispatchedAt'], { where: 'dispatched_at IS NOT NULL AND finished_at IS NULL' })
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  queue: string;

  @Column({ name: 'job_name', type: 'text' })
  jobName: string;

  /** Ids only, never personal data. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'dispatched_at', type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;

  /** When the reconciler saw its job completed or failed in BullMQ; until then a lost job is enqueued again. */
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
