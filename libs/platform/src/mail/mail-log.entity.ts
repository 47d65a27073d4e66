import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** `sending`: claimed by a worker whose transaction holds the row lock while it talks SMTP (never seen committed). */
export type MailStatus = 'sending' | 'sent' | 'failed';

/** Every e-mail the system tried to send; `dedupeKey` is the sent-marker that makes mail jobs idempotent. */
@Entity('mail_log')
@Index('mail_log_ref_idx', ['refType', 'refId'])
export class MailLog {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('mail_log_dedupe_key_uq', { unique: true })
  @Column({ name: 'dedupe_key', type: 'text' })
  dedupeKey: string;

  @Column({ name: 'to_address', type: 'text' })
  toAddress: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  status: MailStatus;

  @Column({ name: 'ref_type', type: 'text', nullable: true })
  refType: string | null;

  @Column({ name: 'ref_id', type: 'text', nullable: true })
  refId: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
