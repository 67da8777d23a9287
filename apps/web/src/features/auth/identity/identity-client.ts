/**
 * A small typed client for our GoTrue-compatible identity service (wire contract:
 * shared/reference/identity-api.md). It mirrors the calls of gotrue-js without its bundle weight.
 */

import type { IdentityUserData } from '@app/contracts/identity-user';
import type { IdentitySettings } from '@app/contracts/identity-settings';
import type { IdentityTokens } from '@app/contracts/identity-tokens';

export type { IdentityFactor, IdentityUserData } from '@app/contracts/identity-user';
export type { IdentitySettings } from '@app/contracts/identity-settings';

import { DEFAULT_IDENTITY_URL } from './site-url';

export { DEFAULT_IDENTITY_URL };

/** Token response of POST /token and POST /verify; the OAuth hash carries the same keys as strings. */
export type TokenResponse = Omit<IdentityTokens, 'token_type' | 'expires_in'> & {
  token_type: string;
  expires_in: number | string;
};

/** POST /factors: the new (unverified) factor with what an authenticator app needs. */
export interface TotpEnrolment {
  id: string;
  type: 'totp';
  friendly_name: string | null;
  /** `qr_code` is an image data URL of `uri`; `secret` is the base32 key for manual entry. */
  totp: { qr_code: string; secret: string; uri: string };
}

/** POST /factors/:id/verify: tokens of the session raised to aal2, and the updated user. */
export interface FactorVerification extends TokenResponse {
  user: IdentityUserData;
}

export interface UserUpdate {
  password?: string;
  email?: string;
  email_change_token?: string;
  data?: Record<string, unknown>;
}

/**
 * A failed identity call. `message` follows gotrue-js: the body's `msg`, else
 * `<error>: <error_description>`, else the body text; `json` keeps the parsed body.
 */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly json?: unknown,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: Record<string, string>;
  token?: string;
  timeoutMs?: number;
  /** false: the answer's tokens must not become the nf_jwt cookie (a grant that only checks a password). */
  cookie?: false;
}

/** How long a token refresh may take before it counts as failed (as gotrue-js). */
const REFRESH_TIMEOUT_MS = 30_000;

/**
 * A service on the page's own origin (a relative URL, as the site configures it): a cookie it sets
 * is the site's. A local site using the live service (development mode) is on another origin.
 */
function onPageOrigin(apiUrl: string): boolean {
  if (apiUrl.startsWith('/') && !apiUrl.startsWith('//')) return true;
  try {
    return typeof location !== 'undefined' && new URL(apiUrl).origin === location.origin;
  } catch {
    return false;
  }
}

export class IdentityClient {
  /** Ask the service to set nf_jwt itself (HttpOnly, out of reach of scripts) with each token. */
  private readonly useCookie: boolean;

  constructor(
    readonly apiUrl: string = DEFAULT_IDENTITY_URL,
    readonly audience: string = '',
  ) {
    this.useCookie = onPageOrigin(apiUrl);
  }

  settings(): Promise<IdentitySettings> {
    return this.call('/settings');
  }

  signup(email: string, password: string, data: Record<string, unknown>): Promise<IdentityUserData> {
    return this.call('/signup', { method: 'POST', json: { email, password, data } });
  }

  passwordGrant(email: string, password: string): Promise<TokenResponse> {
    return this.call('/token', { method: 'POST', form: { grant_type: 'password', username: email, password } });
  }

  /**
   * Checks a signed-in person's password: a password grant whose tokens stay out of the nf_jwt
   * cookie, as its session is ended at once (PUT /user takes no current password).
   */
  checkPassword(email: string, password: string): Promise<TokenResponse> {
    return this.call('/token', {
      method: 'POST',
      form: { grant_type: 'password', username: email, password },
      cookie: false,
    });
  }

  refreshGrant(refreshToken: string): Promise<TokenResponse> {
    return this.call('/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: refreshToken },
      timeoutMs: REFRESH_TIMEOUT_MS,
    });
  }

  /**
   * Confirms a signup or accepts an invite (type signup, with a password for invites), a recovery,
   * or a one-time sign-in link (type magiclink).
   */
  verify(type: 'signup' | 'recovery' | 'magiclink', token: string, password?: string): Promise<TokenResponse> {
    return this.call('/verify', {
      method: 'POST',
      json: password === undefined ? { type, token } : { type, token, password },
    });
  }

  requestPasswordRecovery(email: string): Promise<unknown> {
    return this.call('/recover', { method: 'POST', json: { email } });
  }

  /** Asks for a one-time sign-in link mailed to the account's address (POST /magiclink). */
  requestMagicLink(email: string): Promise<unknown> {
    return this.call('/magiclink', { method: 'POST', json: { email } });
  }

  getUser(accessToken: string): Promise<IdentityUserData> {
    return this.call('/user', { token: accessToken });
  }

  updateUser(accessToken: string, attributes: UserUpdate): Promise<IdentityUserData> {
    return this.call('/user', { method: 'PUT', json: attributes, token: accessToken });
  }

  logout(accessToken: string): Promise<unknown> {
    return this.call('/logout', { method: 'POST', token: accessToken });
  }

  enrolTotpFactor(accessToken: string, friendlyName?: string): Promise<TotpEnrolment> {
    return this.call('/factors', {
      method: 'POST',
      json: { factor_type: 'totp', ...(friendlyName ? { friendly_name: friendlyName } : {}) },
      token: accessToken,
    });
  }

  /** Challenges a factor and answers the challenge with the code: the session is raised to aal2. */
  async verifyFactor(accessToken: string, factorId: string, code: string): Promise<FactorVerification> {
    const path = `/factors/${encodeURIComponent(factorId)}`;
    const challenge = await this.call<{ id: string }>(`${path}/challenge`, { method: 'POST', token: accessToken });
    return this.call(`${path}/verify`, {
      method: 'POST',
      json: { challenge_id: challenge.id, code },
      token: accessToken,
    });
  }

  removeFactor(accessToken: string, factorId: string): Promise<{ id: string }> {
    return this.call(`/factors/${encodeURIComponent(factorId)}`, { method: 'DELETE', token: accessToken });
  }

  /** Ends one session of the signed-in account. */
  endSession(accessToken: string, sessionId: string): Promise<void> {
    return this.call(`/user/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE', token: accessToken });
  }

  /** Where the browser goes to log in with an external provider. */
  externalLoginUrl(provider: string): string {
    return `${this.apiUrl}/authorize?provider=${encodeURIComponent(provider)}`;
  }

  /** Where the browser goes to accept an invitation with an external provider. */
  acceptInviteExternalUrl(provider: string, inviteToken: string): string {
    return `${this.externalLoginUrl(provider)}&invite_token=${encodeURIComponent(inviteToken)}`;
  }

  /** Any other authenticated call of the service (sessions, factors), with the same error rules. */
  call<T>(path: string, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.token && this.audience) headers['x-jwt-aud'] = this.audience;
    // '1': the persistent cookie, as the session itself is kept in local storage.
    if (this.useCookie && options.cookie !== false) headers['x-use-cookie'] = '1';
    return this.send<T>(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
    });
  }

  private async send<T>(path: string, init: RequestInit): Promise<T> {
    const response = await fetch(`${this.apiUrl}${path}`, init);
    if (response.status === 204) return undefined as T;
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    if (response.ok) {
      // A body cut short (the page unloading) or not JSON rejects here: it is no answer, never an
      // empty one that would be stored as the user.
      return (isJson ? await response.json() : await response.text()) as T;
    }
    const payload: unknown = isJson ? await response.json().catch(() => null) : await response.text().catch(() => '');
    throw new IdentityError(response.status, errorMessage(response, payload), isJson ? payload : undefined);
  }
}

function errorMessage(response: Response, payload: unknown): string {
  if (typeof payload === 'string') return payload || `${response.status} ${response.statusText}`.trim();
  const body = (payload ?? {}) as { msg?: unknown; error?: unknown; error_description?: unknown };
  if (typeof body.msg === 'string') return body.msg;
  if (typeof body.error === 'string') return `${body.error}: ${String(body.error_description ?? '')}`;
  return `${response.status} ${response.statusText}`.trim();
}
