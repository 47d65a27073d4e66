import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message in a user's header notification list (spec part 1, 2.1 and 3). */
@Entity('notification')
@Index('notification_user_created_idx', ['userId', 'createdAt'])
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  text: string;

  /** An app path such as `/companies/<id>`, or null when the notification leads nowhere. */
  @Column({ type: 'text', nullable: true })
  link: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Set when the user opened the list that showed it. */
  @Column({ type: 'boolean', default: false })
  seen: boolean;

  /** Set when the user opened this notification itself. */
  @Column({ type: 'boolean', default: false })
  opened: boolean;
}
