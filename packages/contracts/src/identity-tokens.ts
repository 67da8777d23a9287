/**
 * The identity service's answer to POST /token, POST /verify and a verified second factor
 * (GoTrue's wire contract): a short-lived access token and the refresh token that renews it.
 */
export interface IdentityTokens {
  access_token: string;
  token_type: 'bearer';
  /** Seconds the access token lives. */
  expires_in: number;
  refresh_token: string;
}
