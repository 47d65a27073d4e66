import type { Schemas } from '@/api/http';

/** GET /api/users and /api/users/:id. */
export type UserDto = Schemas['UserDto'];

/** What the user form sends: POST /api/users's body (password required there), or PUT's (with the version). */
export type UserInput = Omit<Schemas['CreateUserDto'], 'password'> & Partial<Pick<Schemas['UpdateUserDto'], 'password' | 'version'>>;

/** The list filters, as they appear in the URL query. */
export interface UserFilters {
  company: string;
  email: string;
  teamEmail: string;
  username: string;
  displayname: string;
}

export const USER_FILTER_KEYS = ['company', 'email', 'teamEmail', 'username', 'displayname'] as const satisfies readonly (keyof UserFilters)[];
