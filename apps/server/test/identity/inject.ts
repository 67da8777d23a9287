import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestApp } from '../harness.js';

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

export const login = (t: TestApp, username: string, password: string, headers?: Record<string, string>) =>
  identity(t, 'POST', '/token', { form: { grant_type: 'password', username, password }, headers });

export const refresh = (t: TestApp, refreshToken: string) =>
  identity(t, 'POST', '/token', { form: { grant_type: 'refresh_token', refresh_token: refreshToken } });

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails the dev outbox wrote to DATA_DIR/mail, oldest first. */
export async function outbox(t: TestApp): Promise<OutboxMail[]> {
  const dir = join(t.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxMail));
}

/** The newest mail to `to`, and the token its link carries under `key`. */
export async function lastMailToken(t: TestApp, to: string, key: string): Promise<{ mail: OutboxMail; token: string }> {
  const mail = (await outbox(t)).filter((m) => m.to === to).at(-1);
  const token = mail && new RegExp(`#${key}=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
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
