import {
  IdentityError,
  type IdentityClient,
  type IdentityUserData,
  type TokenResponse,
  type UserUpdate,
} from './identity-client';
import { jwtClaims } from './jwt-claims';

/** The service answered and said no (bad or revoked token, unknown user), as opposed to not answering. */
const isRefusal = (error: unknown) => error instanceof IdentityError && error.status >= 400 && error.status < 500;

import { SESSION_STORAGE_KEY } from './site-url';

export { SESSION_STORAGE_KEY };
/** A token is refreshed when it expires within this margin. */
export const REFRESH_MARGIN_MS = 60_000;

export const MISSING_TOKEN_MESSAGE = 'Gotrue-js: failed getting jwt access token';

export interface StoredToken extends TokenResponse {
  /** Milliseconds, from the access token's `exp`. */
  expires_at: number;
}

/** The stored session: the user data plus where it came from and its tokens (spec "Identity session"). */
export interface IdentitySession extends IdentityUserData {
  url: string;
  audience: string;
  token: StoredToken;
}

export type SessionChange = 'signed-in' | 'signed-out' | 'token-refreshed' | 'user-updated';
type Listener = (session: IdentitySession | null, change: SessionChange) => void;

export interface SessionStoreOptions {
  client: IdentityClient;
  storage?: Storage | null;
  now?: () => number;
}

/** Reads `exp` (seconds) from a JWT and gives it in milliseconds, or null when it has none. */
export function expiresAtFromJwt(accessToken: string): number | null {
  const { exp } = jwtClaims(accessToken);
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * The browser's identity session: kept in local storage, refreshed when forced or close to expiry
 * (concurrent refreshes share one request; a failed refresh signs out), and in sync across tabs.
 */
export class SessionStore {
  private session: IdentitySession | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly refreshes = new Map<string, Promise<string>>();
  private readonly client: IdentityClient;
  private readonly storage: Storage | null;
  private readonly now: () => number;

  constructor(options: SessionStoreOptions) {
    this.client = options.client;
    this.storage = options.storage ?? null;
    this.now = options.now ?? Date.now;
    this.session = this.readStorage();
  }

  current(): IdentitySession | null {
    return this.session;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Turns a token response (login, verify, external login hash) into the signed-in session. The
   * user is read with the new token unless the caller has just read it.
   */
  async signIn(tokens: TokenResponse, user?: IdentityUserData): Promise<IdentitySession> {
    const token = this.toStoredToken(tokens);
    return this.save(this.compose(user ?? (await this.client.getUser(token.access_token)), token), 'signed-in');
  }

  /** Takes the tokens of the same session raised to a higher level (a verified second factor). */
  upgrade(tokens: TokenResponse, user: IdentityUserData): IdentitySession {
    if (!this.session) throw new Error(MISSING_TOKEN_MESSAGE);
    return this.save(this.compose(user, this.toStoredToken(tokens)), 'user-updated');
  }

  /** Re-reads the user after a change made elsewhere (a removed factor); failures are the caller's. */
  async reloadUser(): Promise<IdentitySession> {
    const user = await this.client.getUser(await this.jwt());
    if (!this.session) throw new Error(MISSING_TOKEN_MESSAGE);
    return this.save(this.compose(user, this.session.token), 'user-updated');
  }

  /** A valid access token: refreshed when forced or when it expires within 60 s. */
  async jwt(force = false): Promise<string> {
    this.adoptNewerStoredToken();
    const token = this.session?.token;
    if (!token?.access_token) throw new Error(MISSING_TOKEN_MESSAGE);
    if (!force && token.expires_at - REFRESH_MARGIN_MS > this.now()) return token.access_token;
    return this.refresh(token.refresh_token);
  }

  /**
   * Re-reads the user from the service: drops the session when the user is gone or the token
   * refused; keeps it when the service could not be asked (offline, or the page is unloading).
   */
  async validate(): Promise<IdentitySession | null> {
    if (!this.session) return null;
    try {
      const user = await this.client.getUser(await this.jwt());
      return this.session ? this.save(this.compose(user, this.session.token), 'user-updated') : null;
    } catch (error) {
      if (!isRefusal(error)) return this.session;
      this.clear();
      return null;
    }
  }

  /** PUT /user with the current token; the stored user takes the answer. */
  async update(attributes: UserUpdate): Promise<IdentitySession> {
    const accessToken = await this.jwt();
    const user = await this.client.updateUser(accessToken, attributes);
    if (!this.session) throw new Error(MISSING_TOKEN_MESSAGE);
    return this.save(this.compose(user, this.session.token), 'user-updated');
  }

  /** Ends the session on the service and here; the local session goes even if the call fails. */
  async logout(): Promise<void> {
    const accessToken = this.session?.token.access_token;
    try {
      if (accessToken) await this.client.logout(accessToken);
    } catch {
      // The service may already consider the session gone; locally it must end regardless.
    } finally {
      this.clear();
    }
  }

  /** Ends only this browser's session on the service (logout ends them all), and here. */
  async end(): Promise<void> {
    const accessToken = this.session?.token.access_token;
    const sessionId = accessToken ? jwtClaims(accessToken).session_id : undefined;
    try {
      if (accessToken && sessionId) await this.client.endSession(accessToken, sessionId);
    } catch {
      // As with logout: the local session ends whatever the service answers.
    } finally {
      this.clear();
    }
  }

  clear(): void {
    const hadSession = this.session !== null;
    this.session = null;
    this.refreshes.clear();
    this.storage?.removeItem(SESSION_STORAGE_KEY);
    if (hadSession) this.emit('signed-out');
  }

  /** Follows changes another tab made to the stored session. Returns the unsubscribe function. */
  syncAcrossTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      const stored = this.readStorage();
      const wasSignedIn = this.session !== null;
      this.session = stored;
      if (!stored) {
        if (wasSignedIn) this.emit('signed-out');
      } else this.emit(wasSignedIn ? 'user-updated' : 'signed-in');
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  }

  private refresh(refreshToken: string): Promise<string> {
    const pending = this.refreshes.get(refreshToken);
    if (pending) return pending;
    const request = this.client
      .refreshGrant(refreshToken)
      .then((tokens) => {
        if (!this.session) throw new Error(MISSING_TOKEN_MESSAGE);
        const token = this.toStoredToken(tokens);
        this.save({ ...this.session, token }, 'token-refreshed');
        return token.access_token;
      })
      .catch((error: unknown) => {
        // A refused refresh ends the session; a failed request (offline, page unloading) does not.
        if (isRefusal(error)) this.clear();
        throw error;
      })
      .finally(() => this.refreshes.delete(refreshToken));
    this.refreshes.set(refreshToken, request);
    return request;
  }

  /** Another tab may have rotated the refresh token already; using ours would be refused. */
  private adoptNewerStoredToken(): void {
    const stored = this.readStorage();
    if (stored && this.session && stored.token.refresh_token !== this.session.token.refresh_token) {
      this.session = stored;
    }
  }

  private toStoredToken(tokens: TokenResponse): StoredToken {
    const expiresIn = Number(tokens.expires_in);
    const expiresAt = expiresAtFromJwt(tokens.access_token) ?? this.now() + expiresIn * 1000;
    return {
      access_token: tokens.access_token,
      token_type: tokens.token_type,
      expires_in: tokens.expires_in,
      refresh_token: tokens.refresh_token,
      expires_at: expiresAt,
    };
  }

  private compose(user: IdentityUserData, token: StoredToken): IdentitySession {
    return { ...user, url: this.client.apiUrl, audience: this.client.audience, token };
  }

  private save(session: IdentitySession, change: SessionChange): IdentitySession {
    this.session = session;
    this.storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    this.emit(change);
    return session;
  }

  private readStorage(): IdentitySession | null {
    const raw = this.storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<IdentitySession>;
      return parsed && typeof parsed === 'object' && parsed.token && typeof parsed.id === 'string'
        ? (parsed as IdentitySession)
        : null;
    } catch {
      return null;
    }
  }

  private emit(change: SessionChange): void {
    for (const listener of this.listeners) listener(this.session, change);
  }
}
