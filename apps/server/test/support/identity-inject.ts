import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './harness.js';
import { settledOutbox, type OutboxMail } from './outbox.js';

export interface IdentityRequest {
  body?: unknown;
  /** Form fields for POST /token. */
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
}

/** Every response body this module has seen (per test file), for checks over all of them. */
export const responseBodies: string[] = [];

/** One request to the identity service through app.inject. */
export async function identity(t: TestApp, method: string, path: string, request: IdentityRequest = {}) {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let payload: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(request.form).toString();
  } else if (request.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  }
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/.netlify/identity${path}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  responseBodies.push(response.body);
  return response;
}

/** A password sign-in from the client address `ip`. */
export const loginFrom = (t: TestApp, ip: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/.netlify/identity/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

export const login = (t: TestApp, username: string, password: string, headers?: Record<string, string>) =>
  identity(t, 'POST', '/token', { form: { grant_type: 'password', username, password }, headers });

export const refresh = (t: TestApp, refreshToken: string) =>
  identity(t, 'POST', '/token', { form: { grant_type: 'refresh_token', refresh_token: refreshToken } });

/** Mails sent so far, oldest first, once the queue has sent all it holds. */
export const outbox = (t: TestApp): Promise<OutboxMail[]> => settledOutbox(t);

/** Mails sent so far to `to`, oldest first, once the queue has sent all it holds. */
export const mailsTo = async (t: TestApp, to: string): Promise<OutboxMail[]> =>
  (await settledOutbox(t)).filter((mail) => mail.to === to);

/** The newest mail to `to` (once the queue has sent it), and the token its link carries under `key`. */
export async function lastMailToken(t: TestApp, to: string, key: string): Promise<{ mail: OutboxMail; token: string }> {
  const pattern = new RegExp(`#${key}=([A-Za-z0-9_-]+)`);
  const mail = (await settledOutbox(t)).filter((m) => m.to === to && pattern.test(m.text)).at(-1);
  const token = mail && pattern.exec(mail.text)?.[1];
  if (!mail || !token) throw new Error(`No mail to ${to} with ${key}`);
  return { mail, token };
}

/** A confirmed account with a password, made through signup and its confirmation link. */
export async function signedUpUser(t: TestApp, email: string, password = 'Sturdy-pass-2026') {
  const signup = await identity(t, 'POST', '/signup', { body: { email, password } });
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const { token } = await lastMailToken(t, email, 'confirmation_token');
  const verified = await identity(t, 'POST', '/verify', { body: { type: 'signup', token } });
  const tokens = verified.json() as { access_token: string; refresh_token: string };
  return { id: signup.json().id as string, email, password, ...tokens };
}

/** The code an authenticator app shows, `stepsAhead` time steps from now. */
export const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** Challenges a factor and answers with `code`: on success, the session's aal2 tokens and the user. */
export async function challengeAndVerify(t: TestApp, token: string, factorId: string, code: string) {
  const challenge = await identity(t, 'POST', `/factors/${factorId}/challenge`, { token });
  if (challenge.statusCode !== 200) throw new Error(`challenge failed: ${challenge.body}`);
  return identity(t, 'POST', `/factors/${factorId}/verify`, {
    token,
    body: { challenge_id: challenge.json().id, code },
  });
}

/**
 * A confirmed account with a verified TOTP factor. `aal2` holds the tokens of the session that
 * enrolled it (raised by its first code); the next code to use is `totpCode(secret, 1)`.
 */
export async function userWithFactor(t: TestApp, email: string, password = 'Sturdy-pass-2026') {
  const user = await signedUpUser(t, email, password);
  const enrolled = await identity(t, 'POST', '/factors', {
    token: user.access_token,
    body: { factor_type: 'totp' },
  });
  const { id: factorId, totp } = enrolled.json() as { id: string; totp: { secret: string } };
  const verified = await challengeAndVerify(t, user.access_token, factorId, totpCode(totp.secret));
  if (verified.statusCode !== 200) throw new Error(`factor not verified: ${verified.body}`);
  const aal2 = verified.json() as { access_token: string; refresh_token: string };
  return { ...user, factorId, secret: totp.secret, aal2 };
}

/**
 * Proves the factor of a `userWithFactor` account in the session of `token` with the code after
 * the one that enrolled it: the answer holds that session's tokens raised to aal2.
 */
export const raiseWithNextCode = (t: TestApp, user: { factorId: string; secret: string }, token: string) =>
  challengeAndVerify(t, token, user.factorId, totpCode(user.secret, 1));
