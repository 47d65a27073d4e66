import type { Role, Scope } from '@farebox/domain';

/** GET /api/users and /api/users/:id (REST contract). */
export interface UserDto {
  id: string;
  username: string;
  email: string;
  displayName: string;
  teamEmail: string | null;
  phone: string | null;
  country: string | null;
  role: Role;
  scopes: Scope[];
  isFullAdmin: boolean;
  isActive: boolean;
  company: { id: string; name: string } | null;
  failedLoginAttempts: number;
  loginLockoutExpiry: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/users and PUT /api/users/:id. */
export interface UserInput {
  username: string;
  email: string;
  teamEmail: string;
  password?: string;
  role: Role;
  companyId: string | null;
  displayName: string;
  country: string | null;
  phone: string | null;
  isFullAdmin: boolean;
  isActive: boolean;
  scopes?: Scope[];
  version?: number;
}

/** The list filters, as they appear in the URL query. */
export interface UserFilters {
  company: string;
  email: string;
  teamEmail: string;
  username: string;
  displayname: string;
}

export const USER_FILTER_KEYS = ['company', 'email', 'teamEmail', 'username', 'displayname'] as const satisfies readonly (keyof UserFilters)[];
