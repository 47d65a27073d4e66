import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One sign-in: the family of refresh tokens issued from it. Access tokens carry its id as `sid`. */
@Entity('user_session')
export class UserSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** logout, refresh-token-reuse, password-reset. */
  @Column({ name: 'revoked_reason', type: 'text', nullable: true })
  revokedReason: string | null;
}
