import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One money-moving request: its key, a hash of what was asked, and the answer it got (replayed on a retry). */
@Entity('idempotency_key')
export class IdempotencyKey {
  @PrimaryColumn({ type: 'text' }) scope: string;
  @PrimaryColumn({ type: 'text' }) key: string;
  @Column({ name: 'request_hash', type: 'text' }) requestHash: string;
  @Column({ name: 'status_code', type: 'int', nullable: true }) statusCode: number | null;
  @Column({ type: 'jsonb', nullable: true }) response: unknown;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
}
