/** What an access token carries: the user and the session (refresh-token family) it was issued for. */
export interface AccessTokenPayload {
  sub: string;
  sid: string;
}
