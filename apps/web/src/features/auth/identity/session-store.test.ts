import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityClient, IdentityError, type IdentityUserData, type TokenResponse } from './identity-client';
import { expiresAtFromJwt, MISSING_TOKEN_MESSAGE, SESSION_STORAGE_KEY, SessionStore } from './session-store';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

function tokens(expSeconds: number, refresh = 'rt-1'): TokenResponse {
  return {
    access_token: jwt({ sub: 'u1', exp: expSeconds }),
    token_type: 'bearer',
    expires_in: 3600,
    refresh_token: refresh,
  };
}

const user: IdentityUserData = {
  id: 'u1',
  aud: '',
  role: '',
  email: 'alice@example.com',
  app_metadata: { provider: 'email' },
  user_metadata: { full_name: 'Alice Walker' },
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function setup() {
  const client = new IdentityClient('/.netlify/identity');
  vi.spyOn(client, 'getUser').mockResolvedValue(user);
  const refreshGrant = vi.spyOn(client, 'refreshGrant');
  const storage = new MemoryStorage();
  const store = new SessionStore({ client, storage, now: () => Date.now() });
  return { client, store, storage, refreshGrant };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('expiresAtFromJwt', () => {
  it('gives the exp claim in milliseconds', () => {
    expect(expiresAtFromJwt(jwt({ exp: 1750000000 }))).toBe(1750000000000);
  });
  it('is null for a token without a numeric exp or not a JWT', () => {
    expect(expiresAtFromJwt(jwt({ exp: 'soon' }))).toBeNull();
    expect(expiresAtFromJwt('opaque')).toBeNull();
  });
});

describe('SessionStore', () => {
  it('stores url, token with expires_at from exp, audience and the user data', async () => {
    const { store, storage } = setup();
    const exp = NOW / 1000 + 3600;
    await store.signIn(tokens(exp));
    const stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!);
    expect(stored).toMatchObject({
      url: '/.netlify/identity',
      audience: '',
      email: 'alice@example.com',
      token: { refresh_token: 'rt-1', expires_at: exp * 1000 },
    });
  });

  it('returns the stored token without a request when it expires in more than 60 s', async () => {
    const { store, refreshGrant } = setup();
    const signedIn = await store.signIn(tokens(NOW / 1000 + 61));
    await expect(store.jwt()).resolves.toBe(signedIn.token.access_token);
    expect(refreshGrant).not.toHaveBeenCalled();
  });

  it('refreshes when the token expires within 60 s, and stores the new tokens', async () => {
    const { store, refreshGrant, storage } = setup();
    await store.signIn(tokens(NOW / 1000 + 59));
    const fresh = tokens(NOW / 1000 + 3600, 'rt-2');
    refreshGrant.mockResolvedValue(fresh);
    await expect(store.jwt()).resolves.toBe(fresh.access_token);
    expect(refreshGrant).toHaveBeenCalledWith('rt-1');
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!).token.refresh_token).toBe('rt-2');
  });

  it('refreshes when forced, even with a fresh token', async () => {
    const { store, refreshGrant } = setup();
    await store.signIn(tokens(NOW / 1000 + 3600));
    refreshGrant.mockResolvedValue(tokens(NOW / 1000 + 7200, 'rt-2'));
    await store.jwt(true);
    expect(refreshGrant).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh request between concurrent callers', async () => {
    const { store, refreshGrant } = setup();
    await store.signIn(tokens(NOW / 1000 + 3600));
    const fresh = tokens(NOW / 1000 + 7200, 'rt-2');
    refreshGrant.mockResolvedValue(fresh);
    const results = await Promise.all([store.jwt(true), store.jwt(true), store.jwt(true)]);
    expect(refreshGrant).toHaveBeenCalledTimes(1);
    expect(results).toEqual([fresh.access_token, fresh.access_token, fresh.access_token]);
  });

  it('clears the session when a refresh fails, and tells listeners', async () => {
    const { store, refreshGrant, storage } = setup();
    await store.signIn(tokens(NOW / 1000 + 10));
    const listener = vi.fn();
    store.subscribe(listener);
    refreshGrant.mockRejectedValue(new IdentityError(400, 'invalid_grant: Invalid Refresh Token'));
    await expect(store.jwt()).rejects.toThrow('Invalid Refresh Token');
    expect(store.current()).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledWith(null, 'signed-out');
  });

  it('keeps the session when a refresh could not reach the service (offline, page unloading)', async () => {
    const { store, refreshGrant, storage } = setup();
    await store.signIn(tokens(NOW / 1000 + 10));
    refreshGrant.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(store.jwt()).rejects.toThrow('Failed to fetch');
    expect(store.current()?.email).toBe(user.email);
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('rejects with the fixed message when the stored token has no access token', async () => {
    const { client, storage } = setup();
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...user, url: '', audience: '', token: { refresh_token: 'rt' } }),
    );
    const store = new SessionStore({ client, storage });
    await expect(store.jwt()).rejects.toThrow(new Error(MISSING_TOKEN_MESSAGE));
  });

  it('uses a refresh token another tab already rotated instead of the one it holds', async () => {
    const { store, storage, refreshGrant } = setup();
    await store.signIn(tokens(NOW / 1000 + 3600));
    const otherTab = { ...store.current()!, token: { ...store.current()!.token, refresh_token: 'rt-other' } };
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(otherTab));
    refreshGrant.mockResolvedValue(tokens(NOW / 1000 + 7200, 'rt-3'));
    await store.jwt(true);
    expect(refreshGrant).toHaveBeenCalledWith('rt-other');
  });

  it('follows sign-in and sign-out made in another tab', async () => {
    const { client, storage } = setup();
    const target = new EventTarget();
    const store = new SessionStore({ client, storage });
    store.syncAcrossTabs(target as unknown as Window);
    const listener = vi.fn();
    store.subscribe(listener);

    const session = {
      ...user,
      url: '/.netlify/identity',
      audience: '',
      token: { ...tokens(NOW / 1000 + 3600), expires_at: NOW + 3_600_000 },
    };
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: SESSION_STORAGE_KEY }));
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'u1' }), 'signed-in');

    storage.removeItem(SESSION_STORAGE_KEY);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: SESSION_STORAGE_KEY }));
    expect(listener).toHaveBeenLastCalledWith(null, 'signed-out');
    expect(store.current()).toBeNull();
  });

  it('logs out locally even when the service refuses the logout call', async () => {
    const { client, store, storage } = setup();
    vi.spyOn(client, 'logout').mockRejectedValue(new IdentityError(401, 'Invalid user'));
    await store.signIn(tokens(NOW / 1000 + 3600));
    await store.logout();
    expect(store.current()).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('drops a stored session whose user the service no longer knows', async () => {
    const { client, store } = setup();
    await store.signIn(tokens(NOW / 1000 + 3600));
    vi.spyOn(client, 'getUser').mockRejectedValue(new IdentityError(404, 'User not found'));
    await expect(store.validate()).resolves.toBeNull();
    expect(store.current()).toBeNull();
  });

  it('keeps a stored session it could not check: no answer, or a server error', async () => {
    const { client, store } = setup();
    await store.signIn(tokens(NOW / 1000 + 3600));
    const getUser = vi.spyOn(client, 'getUser').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(store.validate()).resolves.toMatchObject({ email: user.email });
    getUser.mockRejectedValue(new IdentityError(503, 'Service unavailable'));
    await expect(store.validate()).resolves.toMatchObject({ email: user.email });
    expect(store.current()).not.toBeNull();
  });

  it('keeps the stored session whole when the user answer cannot be read (a page unloading mid-answer)', async () => {
    const storage = new MemoryStorage();
    const client = new IdentityClient('/.netlify/identity');
    const store = new SessionStore({ client, storage });
    await store.signIn(tokens(NOW / 1000 + 3600), user);
    const cutShort = new ReadableStream({
      start: (controller) => controller.error(new DOMException('The user aborted a request.', 'AbortError')),
    });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(new Response(cutShort, { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await expect(store.validate()).resolves.toMatchObject({ id: 'u1', email: user.email });
    // The next page reads the same signed-in session.
    expect(new SessionStore({ client, storage }).current()).toMatchObject({ id: 'u1', email: user.email });
    vi.unstubAllGlobals();
  });
});

describe('SessionStore: second factor', () => {
  const withFactor: IdentityUserData = {
    ...user,
    factors: [
      {
        id: 'f1',
        friendly_name: null,
        factor_type: 'totp',
        status: 'verified',
        created_at: '2025-01-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
      },
    ],
  };

  it('signs in with a user the caller has just read, without reading it again', async () => {
    const { client, store } = setup();
    await store.signIn(tokens(NOW / 1000 + 3600), withFactor);
    expect(client.getUser).not.toHaveBeenCalled();
    expect(store.current()?.factors).toHaveLength(1);
  });

  it('takes the raised tokens and the updated user of the same session, and tells listeners', async () => {
    const { store, storage } = setup();
    await store.signIn(tokens(NOW / 1000 + 3600));
    const listener = vi.fn();
    store.subscribe(listener);
    store.upgrade(tokens(NOW / 1000 + 3600, 'rt-aal2'), withFactor);
    const stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!);
    expect(stored).toMatchObject({ token: { refresh_token: 'rt-aal2' }, factors: [{ id: 'f1' }] });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ factors: withFactor.factors }), 'user-updated');
  });

  it('cannot upgrade without a session', () => {
    const { store } = setup();
    expect(() => store.upgrade(tokens(NOW / 1000 + 3600), withFactor)).toThrow(MISSING_TOKEN_MESSAGE);
  });

  it('reloads the user, and keeps the session when the reload fails', async () => {
    const { client, store } = setup();
    await store.signIn(tokens(NOW / 1000 + 3600), withFactor);
    vi.mocked(client.getUser).mockResolvedValueOnce(user);
    await store.reloadUser();
    expect(store.current()?.factors).toBeUndefined();
    vi.mocked(client.getUser).mockRejectedValueOnce(new IdentityError(503, 'Service Unavailable'));
    await expect(store.reloadUser()).rejects.toThrow('Service Unavailable');
    expect(store.current()?.email).toBe('alice@example.com');
  });
});

describe('SessionStore.end', () => {
  it("ends only this browser's session on the service, then here, even when the call fails", async () => {
    const { client, store, storage } = setup();
    await store.signIn({
      ...tokens(NOW / 1000 + 3600),
      access_token: jwt({ exp: NOW / 1000 + 3600, session_id: 's1' }),
    });
    const endSession = vi.spyOn(client, 'endSession').mockRejectedValue(new IdentityError(404, 'Session not found'));
    const logout = vi.spyOn(client, 'logout');
    await store.end();
    expect(endSession).toHaveBeenCalledWith(expect.any(String), 's1');
    expect(logout).not.toHaveBeenCalled();
    expect(store.current()).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
