import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/identity/secrets.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { staffMember } from '../support/staff.js';
import {
  challengeAndVerify,
  identity,
  lastMailToken,
  login,
  outbox,
  refresh,
  signedUpUser,
  totpCode,
} from '../support/identity-inject.js';
import { identityTestApp, OPERATOR_TOKEN } from '../support/identity-app.js';

/** Waiting for a queued mail: conditions, not a time, decide; the limit only ends a hang. */
const MAIL_WAIT = { timeout: 20_000, interval: 50 };

/**
 * A second signup for an address nobody has confirmed yet: whoever signs up first, the person who
 * confirms from the mailbox ends up holding only a password they chose, and no signup answer
 * tells anything of the account already on file.
 */
let t: TestApp;

beforeAll(async () => {
  t = await identityTestApp();
});
afterAll(() => t?.close());

const ATTACKER = { password: 'Attacker-pass-2026', data: { full_name: 'Mallory Squatter', locale: 'fr' } };
const OWNER = { password: 'Owner-first-pass-2026', data: { full_name: 'Olivia Owner' } };
const CHOSEN = 'Chosen-at-confirm-2026';
const NEEDS_PASSWORD = { code: 422, msg: 'Set a password to finish your signup' };

const signup = (email: string, who: { password: string; data: Record<string, unknown> }) =>
  identity(t, 'POST', '/signup', { body: { email, password: who.password, data: who.data } });
const confirm = (token: string, password?: string) =>
  identity(t, 'POST', '/verify', { body: { type: 'signup', token, ...(password ? { password } : {}) } });
const storedUser = (email: string) =>
  t.database.db.selectFrom('identity_users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

/** Two signups for `email`, in the given order; returns both answers and both mailed links. */
async function twoSignups(email: string, order: 'attacker first' | 'owner first') {
  const [first, second] = order === 'attacker first' ? [ATTACKER, OWNER] : [OWNER, ATTACKER];
  const firstAnswer = await signup(email, first);
  const firstLink = (await lastMailToken(t, email, 'confirmation_token')).token;
  const before = await storedUser(email);
  const secondAnswer = await signup(email, second);
  const secondLink = (await lastMailToken(t, email, 'confirmation_token')).token;
  return { firstAnswer, secondAnswer, firstLink, secondLink, before };
}

describe('a second signup for an unconfirmed address', () => {
  it.each(['attacker first', 'owner first'] as const)(
    '%s: answers like a fresh signup and changes neither the password nor the data on file',
    async (order) => {
      const email = `answer-${order.split(' ')[0]}@example.com`;
      const startedAt = Date.now();
      const { firstAnswer, secondAnswer, before } = await twoSignups(email, order);
      const submitted = order === 'attacker first' ? OWNER : ATTACKER;
      expect(secondAnswer.statusCode).toBe(200);
      const answer = secondAnswer.json();
      // The same fields as a fresh signup's answer, filled from the request only.
      expect(Object.keys(answer).sort()).toEqual(Object.keys(firstAnswer.json()).sort());
      expect(answer.id).not.toBe(before.id);
      expect(answer).toMatchObject({ email, aud: '', user_metadata: submitted.data });
      expect(Date.parse(answer.created_at)).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(Date.parse(answer.created_at)).toBeGreaterThan(new Date(before.created_at).getTime());
      expect(secondAnswer.body).not.toContain(before.id);
      expect(secondAnswer.body).not.toContain(JSON.stringify(before.user_metadata).slice(1, -1));

      const after = await storedUser(email);
      expect(after.encrypted_password).toBe(before.encrypted_password);
      expect(after.user_metadata).toEqual(before.user_metadata);
    },
  );

  it.each([
    ['attacker first', 'first'],
    ['attacker first', 'second'],
    ['owner first', 'first'],
    ['owner first', 'second'],
  ] as const)('%s: the %s mailed link still confirms, with a password the confirmer sets', async (order, which) => {
    const email = `confirm-${order.split(' ')[0]}-${which}@example.com`;
    const { firstLink, secondLink } = await twoSignups(email, order);
    const [used, other] = which === 'first' ? [firstLink, secondLink] : [secondLink, firstLink];

    // Nobody may keep a signup password once two signups claimed the address.
    expect((await confirm(used)).json()).toEqual(NEEDS_PASSWORD);
    expect((await confirm(used, 'short')).statusCode).toBe(422);
    const confirmed = await confirm(used, CHOSEN);
    expect(confirmed.statusCode).toBe(200);
    const me = await identity(t, 'GET', '/user', { token: confirmed.json().access_token });
    expect(me.json()).toMatchObject({ email, user_metadata: null });
    expect(me.json().confirmed_at).toBeTruthy();

    expect((await login(t, email, CHOSEN)).statusCode).toBe(200);
    expect((await login(t, email, ATTACKER.password)).statusCode).toBe(400);
    expect((await login(t, email, OWNER.password)).statusCode).toBe(400);
    // Confirmation ends every other link of the account.
    expect((await confirm(other, 'Another-choice-2026')).json()).toEqual({ code: 404, msg: 'User not found' });
    expect((await login(t, email, CHOSEN)).statusCode).toBe(200);
  });

  it('answers a signup for an invited address without anything of the invitation', async () => {
    const invite = await identity(t, 'POST', '/invite', {
      token: OPERATOR_TOKEN,
      body: { email: 'invited-guest@example.com', data: { full_name: 'Invited Guest', team: 'editors' } },
    });
    const invited = invite.json();
    const answer = await identity(t, 'POST', '/signup', {
      body: { email: 'invited-guest@example.com', password: ATTACKER.password, data: { full_name: 'Someone' } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      email: 'invited-guest@example.com',
      user_metadata: { full_name: 'Someone' },
    });
    expect(answer.json().invited_at).toBeUndefined();
    expect(answer.body).not.toContain(invited.id);
    expect(answer.body).not.toContain('editors');
    const stored = await storedUser('invited-guest@example.com');
    expect(stored.user_metadata).toEqual({ full_name: 'Invited Guest', team: 'editors' });
    expect(stored.encrypted_password).toBeNull();
  });

  it('still answers an already confirmed address with GoTrue text', async () => {
    await signedUpUser(t, 'confirmed-already@example.com');
    const again = await signup('confirmed-already@example.com', ATTACKER);
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { code: 400, msg: 'A user with this email address has already been registered' },
    ]);
  });
});

describe('signup links', () => {
  it('keeps earlier links alive when the mail is sent again; a single signup confirms with its own password', async () => {
    const email = 'resent@example.com';
    await signup(email, OWNER);
    const first = await lastMailToken(t, email, 'confirmation_token');
    await t.database.db
      .updateTable('identity_users')
      .set({ confirmation_sent_at: new Date(Date.now() - 120_000) })
      .where('email', '=', email)
      .execute();
    await identity(t, 'POST', '/resend', { body: { type: 'signup', email } });
    const second = await lastMailToken(t, email, 'confirmation_token');
    expect(second.token).not.toBe(first.token);

    const confirmed = await confirm(first.token);
    expect(confirmed.statusCode).toBe(200);
    expect((await login(t, email, OWNER.password)).statusCode).toBe(200);
    expect((await confirm(second.token)).json()).toEqual({ code: 404, msg: 'User not found' });
  });

  it('refuses an expired link while a live one of the same account still confirms', async () => {
    const email = 'expiring@example.com';
    const { firstLink, secondLink } = await twoSignups(email, 'attacker first');
    await t.database.db
      .updateTable('identity_signup_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(firstLink))
      .execute();
    expect((await confirm(firstLink, CHOSEN)).json()).toEqual({ code: 422, msg: 'Confirmation token expired' });
    expect((await confirm(secondLink, CHOSEN)).statusCode).toBe(200);
  });

  it('a recovery link confirms the mailbox but keeps no password set by an earlier signup', async () => {
    const email = 'recovered-squat@example.com';
    await signup(email, ATTACKER);
    await identity(t, 'POST', '/recover', { body: { email } });
    const { token } = await lastMailToken(t, email, 'recovery_token');
    const recovered = await identity(t, 'POST', '/verify', { body: { type: 'recovery', token } });
    expect(recovered.statusCode).toBe(200);
    expect((await login(t, email, ATTACKER.password)).statusCode).toBe(400);
    // Signed in by the link, the owner goes on to the new-password form; no password is on file.
    const me = await identity(t, 'GET', '/user', { token: recovered.json().access_token });
    expect(me.json().confirmed_at).toBeTruthy();
    expect((await storedUser(email)).encrypted_password).toBeNull();
  });
});

describe('a legacy author (authors row, no identity account)', () => {
  const email = 'legacy-author@example.com';
  let authorId: string;

  beforeAll(async () => {
    const author = await t.database.db
      .insertInto('authors')
      .values({ email, full_name: 'Lena Legacy' })
      .returning('id')
      .executeTakeFirstOrThrow();
    authorId = author.id;
    await t.database.db
      .insertInto('invoices')
      .values({ author_id: authorId, service: 'Copy Editing', total_amount: '1250.50', status: 'paid' })
      .execute();
  });

  it('never lets the one who signed up first reach the invoices, whichever link the author opens', async () => {
    const squatter = await signup(email, ATTACKER);
    expect(squatter.statusCode).toBe(200);
    const firstLink = (await lastMailToken(t, email, 'confirmation_token')).token;
    expect((await login(t, email, ATTACKER.password)).json()).toMatchObject({
      error_description: 'Email not confirmed',
    });

    // The author asks for access from the Security page: a signup with a throwaway password.
    const helper = await identity(t, 'POST', '/signup', { body: { email, password: 'Throwaway-Xk29-pq81-Zt' } });
    expect(helper.statusCode).toBe(200);
    expect(helper.body).not.toContain('Mallory');

    // The author opens the first mail, the one the squatter's signup sent.
    expect((await confirm(firstLink)).json()).toEqual(NEEDS_PASSWORD);
    const confirmed = await confirm(firstLink, CHOSEN);
    expect(confirmed.statusCode).toBe(200);
    const invoices = await t.app.inject({
      method: 'GET',
      url: '/api/me/invoices',
      headers: { authorization: `Bearer ${confirmed.json().access_token}` },
    });
    expect(invoices.statusCode).toBe(200);
    expect(invoices.json()).toHaveLength(1);

    const squatterLogin = await login(t, email, ATTACKER.password);
    expect(squatterLogin.statusCode).toBe(400);
    expect(squatterLogin.json().access_token).toBeUndefined();
  });
});

describe('a password sent with a confirmation link', () => {
  it('replaces the one on file, even for a single signup', async () => {
    const email = 'single-squat@example.com';
    await signup(email, ATTACKER);
    const { token } = await lastMailToken(t, email, 'confirmation_token');
    expect((await confirm(token, 'short')).statusCode).toBe(422);
    const confirmed = await confirm(token, CHOSEN);
    expect(confirmed.statusCode).toBe(200);
    expect((await login(t, email, ATTACKER.password)).statusCode).toBe(400);
    expect((await login(t, email, CHOSEN)).statusCode).toBe(200);
    expect((await storedUser(email)).user_metadata).toBeNull();
  });
});

describe('an author record made before its account (a stranger signed up first)', () => {
  const invoicesOf = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/me/invoices', headers: { authorization: `Bearer ${accessToken}` } });

  async function authorWithInvoice(email: string) {
    const author = await t.database.db
      .insertInto('authors')
      .values({ email, full_name: 'Lena Legacy' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('invoices')
      .values({ author_id: author.id, service: 'Copy Editing', total_amount: '980.00', status: 'pending' })
      .execute();
    return author.id;
  }

  it('the one confirmation link asks the author for a password, and only that one signs in', async () => {
    const email = 'legacy-one-link@example.com';
    await authorWithInvoice(email);
    await signup(email, ATTACKER);
    const { token } = await lastMailToken(t, email, 'confirmation_token');

    expect((await confirm(token)).json()).toEqual(NEEDS_PASSWORD);
    const confirmed = await confirm(token, CHOSEN);
    expect(confirmed.statusCode).toBe(200);
    expect((await invoicesOf(confirmed.json().access_token)).json()).toHaveLength(1);
    expect((await login(t, email, ATTACKER.password)).statusCode).toBe(400);
    expect((await storedUser(email)).user_metadata).toBeNull();
  });

  it('staff invite the author over the unconfirmed signup: its password and links are void', async () => {
    const email = 'legacy-invited@example.com';
    const authorId = await authorWithInvoice(email);
    const admin = await staffMember(t.database.db, ['admin'], 'takeover-admin@example.com');
    await signup(email, ATTACKER);
    const strangerLink = (await lastMailToken(t, email, 'confirmation_token')).token;

    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/staff/authors/${authorId}/invite`,
      headers: admin.headers,
    });
    expect([invited.statusCode, invited.json()]).toEqual([200, { account: 'invited' }]);
    const stored = await storedUser(email);
    expect(stored.encrypted_password).toBeNull();
    expect(stored.user_metadata).toEqual({ full_name: 'Lena Legacy' });
    // The stranger's mailed link no longer confirms anything.
    expect((await confirm(strangerLink, 'Stranger-choice-2026')).json()).toEqual({ code: 404, msg: 'User not found' });

    const { token } = await lastMailToken(t, email, 'invite_token');
    const accepted = await confirm(token, CHOSEN);
    expect(accepted.statusCode).toBe(200);
    expect((await invoicesOf(accepted.json().access_token)).json()).toHaveLength(1);
    expect((await login(t, email, ATTACKER.password)).statusCode).toBe(400);
    expect((await login(t, email, CHOSEN)).statusCode).toBe(200);
  });
});

describe('a second factor enrolled before the address was ever proven (signups confirmed at once)', () => {
  let auto: TestApp;
  beforeAll(async () => {
    auto = await createTestApp({
      IDENTITY_AUTOCONFIRM: 'true',
      IDENTITY_RATE_LIMIT_PER_IP: '1000',
      IDENTITY_RATE_LIMIT_PER_EMAIL: '1000',
    });
  });
  afterAll(() => auto?.close());

  /** Asks for a recovery mail and opens its link (notices carry recovery links too: not those). */
  async function recoverFromMailbox(email: string) {
    await identity(auto, 'POST', '/recover', { body: { email } });
    const mail = await vi.waitFor(async () => {
      const found = (await outbox(auto)).filter((m) => m.to === email && m.subject === 'Reset Your Password').at(-1);
      if (!found) throw new Error('no recovery mail yet');
      return found;
      // The mail queue delivers in the background: on a busy machine, longer than waitFor's 1 s default.
    }, MAIL_WAIT);
    const token = /#recovery_token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    return { token, verified: await identity(auto, 'POST', '/verify', { body: { type: 'recovery', token } }) };
  }

  it("the mailbox owner's recovery removes it, with a notice, and ends the stranger's sessions", async () => {
    const email = 'autoconfirmed-owner@example.com';
    const signedUp = await identity(auto, 'POST', '/signup', { body: { email, password: ATTACKER.password } });
    expect(signedUp.json().confirmed_at).toBeTruthy();
    const stranger = (await login(auto, email, ATTACKER.password)).json();
    const enrolled = await identity(auto, 'POST', '/factors', {
      token: stranger.access_token,
      body: { factor_type: 'totp' },
    });
    const factor = enrolled.json();
    const raised = await challengeAndVerify(auto, stranger.access_token, factor.id, totpCode(factor.totp.secret));
    expect(raised.statusCode).toBe(200);
    const strangerAal2 = raised.json();

    const { verified: recovered } = await recoverFromMailbox(email);
    expect(recovered.statusCode).toBe(200);
    const owner = recovered.json();

    const me = await identity(auto, 'GET', '/user', { token: owner.access_token });
    expect(me.json().factors ?? []).toEqual([]);
    const notices = (await outbox(auto)).filter((mail) => mail.to === email);
    expect(notices.map((mail) => mail.subject).join('\n')).toContain('Two-factor authentication was turned off');

    const chosen = await identity(auto, 'PUT', '/user', { token: owner.access_token, body: { password: CHOSEN } });
    expect(chosen.statusCode).toBe(200);
    expect((await login(auto, email, ATTACKER.password)).statusCode).toBe(400);
    expect((await login(auto, email, CHOSEN)).statusCode).toBe(200);
    expect((await identity(auto, 'GET', '/user', { token: strangerAal2.access_token })).statusCode).toBe(401);
    expect((await refresh(auto, strangerAal2.refresh_token)).statusCode).toBe(400);
  });

  it("an author record's address is not confirmed at once: its link asks for the password", async () => {
    const email = 'autoconfirm-author@example.com';
    await auto.database.db.insertInto('authors').values({ email, full_name: 'Alma Author' }).execute();
    const signedUp = await identity(auto, 'POST', '/signup', { body: { email, password: ATTACKER.password } });
    expect(signedUp.statusCode).toBe(200);
    expect((await login(auto, email, ATTACKER.password)).json()).toMatchObject({
      error_description: 'Email not confirmed',
    });
    const { token } = await lastMailToken(auto, email, 'confirmation_token');
    const link = (password?: string) =>
      identity(auto, 'POST', '/verify', { body: { type: 'signup', token, ...(password ? { password } : {}) } });
    expect((await link()).json()).toEqual(NEEDS_PASSWORD);
    expect((await link(CHOSEN)).statusCode).toBe(200);
    expect((await login(auto, email, ATTACKER.password)).statusCode).toBe(400);
  });

  it('a factor enrolled after the address was proven survives a recovery', async () => {
    const email = 'proven-then-enrolled@example.com';
    await identity(auto, 'POST', '/signup', { body: { email, password: OWNER.password } });
    const first = await recoverFromMailbox(email);
    const proven = first.verified.json();
    const set = await identity(auto, 'PUT', '/user', { token: proven.access_token, body: { password: CHOSEN } });
    expect(set.statusCode).toBe(200);
    const enrolled = (
      await identity(auto, 'POST', '/factors', { token: proven.access_token, body: { factor_type: 'totp' } })
    ).json();
    const raised = await challengeAndVerify(auto, proven.access_token, enrolled.id, totpCode(enrolled.totp.secret));
    expect(raised.statusCode).toBe(200);

    await auto.database.db
      .updateTable('identity_users')
      .set({ recovery_sent_at: new Date(Date.now() - 120_000) })
      .where('email', '=', email)
      .execute();
    const second = await recoverFromMailbox(email);
    expect(second.token).not.toBe(first.token);
    expect(second.verified.statusCode).toBe(200);
    const again = second.verified.json();
    const me = await identity(auto, 'GET', '/user', { token: again.access_token });
    expect(me.json().factors).toMatchObject([{ id: enrolled.id, status: 'verified' }]);
    expect((await login(auto, email, CHOSEN)).statusCode).toBe(200);
  });
});

describe('PUT /user email change', () => {
  it('says only that the address is taken, for a confirmed and for an unconfirmed account', async () => {
    const mover = await signedUpUser(t, 'mover-takeover@example.com');
    await signedUpUser(t, 'confirmed-target@example.com');
    const pending = await signup('pending-target@example.com', ATTACKER);
    for (const target of ['confirmed-target@example.com', 'pending-target@example.com']) {
      const change = await identity(t, 'PUT', '/user', { token: mover.access_token, body: { email: target } });
      expect([change.statusCode, change.json()]).toEqual([
        422,
        { code: 422, msg: 'Email address already registered by another user' },
      ]);
    }
    expect(pending.statusCode).toBe(200);
  });
});
