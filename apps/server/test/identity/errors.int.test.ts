import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/identity/secrets.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { identity, lastMailToken, login, outbox, refresh, signedUpUser } from '../support/identity-inject.js';
import { identityTestApp, OPERATOR_TOKEN } from '../support/identity-app.js';

/** GoTrue's refusals, with the status codes and messages the clients and the widget rely on. */
let t: TestApp;
let alice: Awaited<ReturnType<typeof signedUpUser>>;

beforeAll(async () => {
  t = await identityTestApp();
  alice = await signedUpUser(t, 'alice@example.com');
});
afterAll(() => t?.close());

const msg = (code: number, text: string) => ({ code, msg: text });

describe('POST /signup', () => {
  it.each([
    [{ email: 'x@example.com' }, 422, 'Signup requires a valid password'],
    [{ email: '', password: 'Sturdy-pass-2026' }, 422, 'An email address is required'],
    [{ email: 'not-an-email', password: 'Sturdy-pass-2026' }, 422, 'Unable to validate email address: invalid format'],
    [{ email: 'x@example.com', password: 'short' }, 422, 'Password must be at least 8 characters long'],
    [
      { email: 'x@example.com', password: 'Password123' },
      422,
      'This password is too common. Please choose a less predictable password',
    ],
    [
      { email: 'x@example.com', password: 'Sturdy-pass-2026', data: 'nope' },
      400,
      /^Could not read Signup params: data/,
    ],
    [
      { email: 'x@example.com', password: 'Sturdy-pass-2026', data: { bio: 'x'.repeat(9000) } },
      400,
      'Could not read Signup params: data: must be at most 8192 bytes of JSON',
    ],
  ])('refuses %j with %i', async (body, status, text) => {
    const response = await identity(t, 'POST', '/signup', { body });
    expect(response.statusCode).toBe(status);
    expect(response.json().msg).toMatch(text);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await identity(t, 'POST', '/signup', { body: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^Could not read Signup params: /);
  });

  it("gives GoTrue's text for an address already registered and confirmed, whatever its case", async () => {
    const response = await identity(t, 'POST', '/signup', {
      body: { email: 'ALICE@example.com', password: 'Other-pass-2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(msg(400, 'A user with this email address has already been registered'));
  });

  it('answers a signup for an invited address with the invitation again, never setting a password', async () => {
    await identity(t, 'POST', '/invite', { token: OPERATOR_TOKEN, body: { email: 'guest@example.com' } });
    await t.database.db
      .updateTable('identity_users')
      .set({ confirmation_sent_at: new Date(Date.now() - 120_000) })
      .where('email', '=', 'guest@example.com')
      .execute();
    const signup = await identity(t, 'POST', '/signup', {
      body: { email: 'guest@example.com', password: 'Squatter-pass-1' },
    });
    expect(signup.statusCode).toBe(200);
    const { mail, token } = await lastMailToken(t, 'guest@example.com', 'invite_token');
    expect(mail.subject).toBe('You have been invited');
    const accept = await identity(t, 'POST', '/verify', { body: { type: 'signup', token } });
    expect(accept.json()).toEqual(msg(422, 'Invited users must specify a password'));
  });

  it('refuses every signup when signups are disabled', async () => {
    const closed = await createTestApp({ IDENTITY_DISABLE_SIGNUP: 'true' });
    try {
      const response = await identity(closed, 'POST', '/signup', {
        body: { email: 'new@example.com', password: 'Sturdy-pass-2026' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(msg(403, 'Signups not allowed for this instance'));
      expect((await identity(closed, 'GET', '/settings')).json().disable_signup).toBe(true);
    } finally {
      await closed.close();
    }
  });

  it('signs up confirmed at once with autoconfirm, and sends no mail', async () => {
    const open = await createTestApp({ IDENTITY_AUTOCONFIRM: 'true' });
    try {
      const response = await identity(open, 'POST', '/signup', {
        body: { email: 'auto@example.com', password: 'Sturdy-pass-2026' },
      });
      expect(response.json().confirmed_at).toBeTruthy();
      expect(await outbox(open)).toEqual([]);
      expect((await login(open, 'auto@example.com', 'Sturdy-pass-2026')).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('POST /token', () => {
  const invalidGrant = {
    error: 'invalid_grant',
    error_description: 'No user found with that email, or password invalid.',
  };

  it('gives one answer for an unknown email and a wrong password', async () => {
    const unknown = await login(t, 'nobody@example.com', 'Sturdy-pass-2026');
    const wrong = await login(t, 'alice@example.com', 'Wrong-pass-2026');
    expect([unknown.statusCode, wrong.statusCode]).toEqual([400, 400]);
    expect(unknown.json()).toEqual(invalidGrant);
    expect(wrong.json()).toEqual(invalidGrant);
  });

  it('refuses a JSON body and an unknown grant type', async () => {
    const json = await identity(t, 'POST', '/token', {
      body: { grant_type: 'password', username: 'alice@example.com', password: alice.password },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'unsupported_grant_type' });
    const other = await identity(t, 'POST', '/token', { form: { grant_type: 'client_credentials' } });
    expect(other.json()).toEqual({ error: 'unsupported_grant_type' });
  });

  it('refuses a missing and an unknown refresh token', async () => {
    const missing = await identity(t, 'POST', '/token', { form: { grant_type: 'refresh_token' } });
    expect(missing.json()).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
    const unknown = await refresh(t, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid Refresh Token' });
  });

  it('sets the nf_jwt cookie with X-Use-Cookie, and the token response has GoTrue keys', async () => {
    const response = await login(t, 'alice@example.com', alice.password, { 'x-use-cookie': '1' });
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const cookie = String(response.headers['set-cookie']).split('; ');
    expect(cookie[0]).toBe(`nf_jwt=${body.access_token}`);
    expect(cookie).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=86400']));
    const session = await login(t, 'alice@example.com', alice.password, { 'x-use-cookie': 'session' });
    expect(session.headers['set-cookie']).not.toMatch(/Max-Age/);
    expect((await login(t, 'alice@example.com', alice.password)).headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /verify and /recover', () => {
  it.each([
    [{ type: 'signup', token: '  ' }, 422, 'Verify requires a token'],
    [{ type: 'invite', token: 'abc' }, 422, 'Verify requires a verification type'],
    [{ type: 'constructor', token: 'abc' }, 422, 'Verify requires a verification type'],
    [{ type: 'email_change', token: 'bogus-token' }, 404, 'User not found'],
    [{ type: 'signup', token: 'bogus-token' }, 404, 'User not found'],
    [{ type: 'recovery', token: 'bogus-token' }, 404, 'User not found'],
    [{ type: 'magiclink', token: 'bogus-token' }, 404, 'User not found'],
  ])('refuses %j with %i', async (body, status, text) => {
    const response = await identity(t, 'POST', '/verify', { body });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(msg(status, text));
  });

  it('refuses an expired confirmation link', async () => {
    await identity(t, 'POST', '/signup', { body: { email: 'late@example.com', password: 'Sturdy-pass-2026' } });
    const { token } = await lastMailToken(t, 'late@example.com', 'confirmation_token');
    await t.database.db
      .updateTable('identity_signup_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const response = await identity(t, 'POST', '/verify', { body: { type: 'signup', token } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(msg(422, 'Confirmation token expired'));
  });

  it('applies an email change from its link where the person is not signed in', async () => {
    const user = await signedUpUser(t, 'mover@example.com');
    await identity(t, 'PUT', '/user', { token: user.access_token, body: { email: 'moved@example.com' } });
    const { token } = await lastMailToken(t, 'moved@example.com', 'email_change_token');
    const verified = await identity(t, 'POST', '/verify', { body: { type: 'email_change', token } });
    expect(verified.statusCode).toBe(200);
    const me = await identity(t, 'GET', '/user', { token: verified.json().access_token });
    expect(me.json()).toMatchObject({ id: user.id, email: 'moved@example.com' });
    expect(me.json().new_email).toBeUndefined();
    const reused = await identity(t, 'POST', '/verify', { body: { type: 'email_change', token } });
    expect(reused.json()).toEqual(msg(404, 'User not found'));
  });

  it('answers {} for an unknown email, and a recovery link works once', async () => {
    const unknown = await identity(t, 'POST', '/recover', { body: { email: 'nobody@example.com' } });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, {}]);
    const empty = await identity(t, 'POST', '/recover', { body: {} });
    expect(empty.json()).toEqual(msg(422, 'Password recovery requires an email'));

    await identity(t, 'POST', '/recover', { body: { email: 'alice@example.com' } });
    const { mail, token } = await lastMailToken(t, 'alice@example.com', 'recovery_token');
    expect(mail.subject).toBe('Reset Your Password');
    const first = await identity(t, 'POST', '/verify', { body: { type: 'recovery', token } });
    expect(first.statusCode).toBe(200);
    const reused = await identity(t, 'POST', '/verify', { body: { type: 'recovery', token } });
    expect(reused.json()).toEqual(msg(404, 'User not found'));
  });

  it('writes the mail in the language of the request, linking to the site root', async () => {
    await identity(t, 'POST', '/signup', {
      body: { email: 'marie@example.com', password: 'Sturdy-pass-2026' },
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5', referer: 'http://localhost:3000/services?x=1' },
    });
    const { mail } = await lastMailToken(t, 'marie@example.com', 'confirmation_token');
    expect(mail.subject).toBe('Confirmez votre inscription');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/#confirmation_token=/);
    expect(mail.html).toContain('<html lang="fr">');

    await identity(t, 'POST', '/signup', {
      body: { email: 'jan@example.com', password: 'Sturdy-pass-2026', data: { locale: 'cs' } },
      headers: { referer: 'https://evil.example/phish' },
    });
    const czech = await lastMailToken(t, 'jan@example.com', 'confirmation_token');
    expect(czech.mail.subject).toBe('Potvrďte svou registraci');
    expect(czech.mail.text).toMatch(/http:\/\/localhost:3000\/#confirmation_token=/);
  });
});

describe('GET and PUT /user, POST /logout', () => {
  it('requires a valid bearer token', async () => {
    expect((await identity(t, 'GET', '/user')).json()).toEqual(msg(401, 'This endpoint requires a Bearer token'));
    const garbage = await identity(t, 'GET', '/user', { token: 'not.a.jwt' });
    expect(garbage.json()).toEqual(msg(401, 'Invalid token: signature is invalid'));
    expect(garbage.headers['set-cookie']).toMatch(/^nf_jwt=; .*Max-Age=0/);
  });

  it('keeps app_metadata for admins, and checks email change tokens and addresses', async () => {
    const token = (await login(t, 'alice@example.com', alice.password)).json().access_token;
    const appMeta = await identity(t, 'PUT', '/user', { token, body: { app_metadata: { roles: ['admin'] } } });
    expect(appMeta.json()).toEqual(msg(401, 'Updating app_metadata requires admin privileges'));
    const wrongToken = await identity(t, 'PUT', '/user', { token, body: { email_change_token: 'nope' } });
    expect(wrongToken.json()).toEqual(msg(401, "Email Change Token didn't match token on file"));
    await identity(t, 'POST', '/signup', { body: { email: 'pending@example.com', password: 'Squatter-pass-1' } });
    const taken = await identity(t, 'PUT', '/user', { token, body: { email: 'PENDING@example.com' } });
    expect(taken.json()).toEqual(msg(422, 'Email address already registered by another user'));
    const weak = await identity(t, 'PUT', '/user', { token, body: { password: 'qwerty123', data: { a: 1 } } });
    expect(weak.statusCode).toBe(422);
    expect((await identity(t, 'GET', '/user', { token })).json().user_metadata).toBeNull();
    const bad = await identity(t, 'PUT', '/user', { token, body: '[' });
    expect(bad.json().msg).toMatch(/^Could not read User Update params: /);
  });

  it("logs out with 204, clears the cookie and ends this device's session only", async () => {
    const first = (await login(t, 'alice@example.com', alice.password)).json();
    const second = (await login(t, 'alice@example.com', alice.password)).json();
    const response = await identity(t, 'POST', '/logout', { token: first.access_token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookie = String(response.headers['set-cookie']).split('; ');
    expect(cookie[0]).toBe('nf_jwt=');
    expect(cookie).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0']));
    expect((await refresh(t, first.refresh_token)).statusCode).toBe(400);
    expect((await refresh(t, second.refresh_token)).statusCode).toBe(200);
  });
});

describe('admin API', () => {
  const adminCalls: [string, string, unknown?][] = [
    ['GET', '/admin/users'],
    ['POST', '/admin/users', { email: 'z@example.com', password: 'Sturdy-pass-2026' }],
    ['GET', '/admin/users/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/admin/users/00000000-0000-4000-8000-000000000000', { role: 'admin' }],
    ['DELETE', '/admin/users/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/admin/users/00000000-0000-4000-8000-000000000000/factors'],
    ['POST', '/invite', { email: 'z@example.com' }],
    ['GET', '/admin/audit'],
  ];

  it.each(adminCalls)('%s %s refuses a missing token and a non-admin', async (method, path, body) => {
    const anonymous = await identity(t, method, path, { body });
    expect(anonymous.json()).toEqual(msg(401, 'This endpoint requires a Bearer token'));
    const token = (await login(t, 'alice@example.com', alice.password)).json().access_token;
    const author = await identity(t, method, path, { body, token });
    expect(author.json()).toEqual(msg(401, 'User not allowed'));
    expect(
      await t.database.db.selectFrom('identity_users').where('email', '=', 'z@example.com').selectAll().execute(),
    ).toEqual([]);
  });

  it('paginates with X-Total-Count and Link', async () => {
    const page = await identity(t, 'GET', '/admin/users?page=2&per_page=1', { token: OPERATOR_TOKEN });
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(page.json().users).toHaveLength(1);
    const link = String(page.headers.link);
    expect(link).toContain('page=3&per_page=1>; rel="next"');
    expect(link).toContain('page=1&per_page=1>; rel="prev"');
    expect(link).toContain(`page=${total}&per_page=1>; rel="last"`);
    const bad = await identity(t, 'GET', '/admin/users?per_page=0', { token: OPERATOR_TOKEN });
    expect(bad.json().msg).toMatch(/^Bad Pagination Parameters: /);
    const filtered = await identity(t, 'GET', '/admin/users?filter=ALICE', { token: OPERATOR_TOKEN });
    expect(filtered.json().users.map((u: { email: string }) => u.email)).toEqual(['alice@example.com']);
  });

  it('validates ids, emails and duplicates', async () => {
    const badId = await identity(t, 'GET', '/admin/users/42', { token: OPERATOR_TOKEN });
    expect(badId.json()).toEqual(msg(400, 'user_id must be an UUID'));
    const missing = await identity(t, 'GET', '/admin/users/00000000-0000-4000-8000-000000000000', {
      token: OPERATOR_TOKEN,
    });
    expect(missing.json()).toEqual(msg(404, 'User not found'));
    const duplicate = await identity(t, 'POST', '/admin/users', {
      token: OPERATOR_TOKEN,
      body: { email: 'Alice@Example.com', password: 'Sturdy-pass-2026' },
    });
    expect(duplicate.json()).toEqual(msg(422, 'Email address already registered by another user'));
    const invite = await identity(t, 'POST', '/invite', {
      token: OPERATOR_TOKEN,
      body: { email: 'alice@example.com' },
    });
    expect(invite.json()).toEqual(msg(422, 'Email address already registered by another user'));
    const badBody = await identity(t, 'POST', '/admin/users', { token: OPERATOR_TOKEN, body: { email: 5 } });
    expect(badBody.json().msg).toMatch(/^Could not decode admin user params: /);
  });
});

describe('audiences (X-JWT-AUD)', () => {
  it('keeps one account per email and audience, and tokens carry their audience', async () => {
    const aud = { 'x-jwt-aud': 'partner-site' };
    const signup = await identity(t, 'POST', '/signup', {
      body: { email: 'alice@example.com', password: 'Partner-pass-2026' },
      headers: aud,
    });
    expect(signup.json()).toMatchObject({ aud: 'partner-site', email: 'alice@example.com' });
    const { token } = await lastMailToken(t, 'alice@example.com', 'confirmation_token');
    await identity(t, 'POST', '/verify', { body: { type: 'signup', token } });
    const tokens = (await login(t, 'alice@example.com', 'Partner-pass-2026', aud)).json();
    const me = await identity(t, 'GET', '/user', { token: tokens.access_token, headers: aud });
    expect(me.json()).toMatchObject({ aud: 'partner-site' });
    expect(me.json().id).not.toBe(alice.id);
    expect((await login(t, 'alice@example.com', 'Partner-pass-2026')).statusCode).toBe(400);
  });
});

describe('GET /health, POST /resend and GET /admin/audit', () => {
  it('names itself as GoTrue does', async () => {
    expect((await identity(t, 'GET', '/health')).json()).toMatchObject({ name: 'GoTrue' });
  });

  it('resends a pending confirmation once a minute, and answers {} whatever the address', async () => {
    await identity(t, 'POST', '/signup', { body: { email: 'slow@example.com', password: 'Sturdy-pass-2026' } });
    const first = await lastMailToken(t, 'slow@example.com', 'confirmation_token');
    const tooSoon = await identity(t, 'POST', '/resend', { body: { type: 'signup', email: 'slow@example.com' } });
    expect([tooSoon.statusCode, tooSoon.json()]).toEqual([200, {}]);
    expect((await lastMailToken(t, 'slow@example.com', 'confirmation_token')).token).toBe(first.token);

    await t.database.db
      .updateTable('identity_users')
      .set({ confirmation_sent_at: new Date(Date.now() - 120_000) })
      .where('email', '=', 'slow@example.com')
      .execute();
    await identity(t, 'POST', '/resend', { body: { type: 'signup', email: 'slow@example.com' } });
    const second = await lastMailToken(t, 'slow@example.com', 'confirmation_token');
    expect(second.token).not.toBe(first.token);
    // Both links work until one confirms the account.
    expect((await identity(t, 'POST', '/verify', { body: { type: 'signup', token: first.token } })).statusCode).toBe(
      200,
    );
    expect((await identity(t, 'POST', '/verify', { body: { type: 'signup', token: second.token } })).statusCode).toBe(
      404,
    );

    const unknown = await identity(t, 'POST', '/resend', { body: { type: 'signup', email: 'ghost@example.com' } });
    expect(unknown.json()).toEqual({});
    const badType = await identity(t, 'POST', '/resend', { body: { type: 'sms', email: 'slow@example.com' } });
    expect(badType.json()).toEqual(msg(422, 'Resend requires a valid type'));
  });

  it('lists the audit trail to admins only, newest first and filtered', async () => {
    const token = (await login(t, 'alice@example.com', alice.password)).json().access_token;
    expect((await identity(t, 'GET', '/admin/audit', { token })).json()).toEqual(msg(401, 'User not allowed'));
    const trail = await identity(t, 'GET', `/admin/audit?user_id=${alice.id}&event=login&per_page=2`, {
      token: OPERATOR_TOKEN,
    });
    expect(trail.statusCode).toBe(200);
    const { entries } = trail.json();
    expect(entries).toHaveLength(2);
    expect(
      entries.every((e: { event: string; user_id: string }) => e.event === 'login' && e.user_id === alice.id),
    ).toBe(true);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    expect(Number(trail.headers['x-total-count'])).toBeGreaterThan(2);
    expect(String(trail.headers.link)).toContain('rel="next"');
  });
});
