import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One saved edit of any entity: who, when, and each field's before and after. */
@Entity('change_log_entry')
@Index('change_log_entry_entity_idx', ['entityType', 'entityId', 'version'])
export class ChangeLogEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'entity_type', type: 'text' })
  entityType: string;

  @Column({ name: 'entity_id', type: 'text' })
  entityId: string;

  /** The entity's version this edit produced. */
  @Column({ type: 'int' })
  version: number;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'user_name', type: 'text' })
  userName: string;

  @Column({ name: 'user_email', type: 'text', nullable: true })
  userEmail: string | null;

  @Column({ type: 'jsonb' })
  changes: FieldChange[];

  @CreateDateColumn({ name: 'timestamp', type: 'timestamptz' })
  timestamp: Date;
}
