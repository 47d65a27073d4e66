import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role, Scope } from '@farebox/domain';

@Entity('app_user')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unique case-insensitively (index on lower(username)). */
  @Column({ type: 'text' })
  username: string;

  /** Unique case-insensitively (index on lower(email)). */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'display_name', type: 'text', default: '' })
  displayName: string;

  @Index('app_user_company_idx')
  @Column({ name: 'company_id', type: 'uuid', nullable: true })
  companyId: string | null;

  @Column({ type: 'text' })
  role: Role;

  /** Extra permission scopes (the spec's additionalScopes). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  scopes: Scope[];

  /** The spec's shouldSeeFullAdmin. */
  @Column({ name: 'is_full_admin', type: 'boolean', default: false })
  isFullAdmin: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'team_email', type: 'text', nullable: true })
  teamEmail: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** ISO 3166-1 alpha-2 country code whose phone format `phone` follows. */
  @Column({ type: 'text', nullable: true })
  country: string | null;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ name: 'password_expires_at', type: 'timestamptz', nullable: true })
  passwordExpiresAt: Date | null;

  @Column({ name: 'failed_login_attempts', type: 'int', default: 0 })
  failedLoginAttempts: number;

  @Column({ name: 'login_lockout_expiry', type: 'timestamptz', nullable: true })
  loginLockoutExpiry: Date | null;

  /** Developer mode: enables the experimental serial promo codes. */
  @Column({ name: 'serial_promo_codes_enabled', type: 'boolean', default: false })
  serialPromoCodesEnabled: boolean;

  @Column({ type: 'int', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
