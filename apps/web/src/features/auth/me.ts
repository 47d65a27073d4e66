import type { Role, Scope } from '@farebox/domain';

/** The signed-in user as `GET /api/auth/me` returns it. */
export interface Me {
  id: string;
  username: string;
  displayName: string;
  email: string;
  role: Role;
  scopes: Scope[];
  isFullAdmin: boolean;
  companyId: string | null;
  serialPromoCodesEnabled: boolean;
  company: {
    id: string;
    name: string;
    signedAgreement: boolean;
    scheduleAuthorized: boolean;
    canPurchaseTickets: boolean;
  } | null;
}

export interface SessionResponse {
  accessToken: string;
  user: Me;
}
