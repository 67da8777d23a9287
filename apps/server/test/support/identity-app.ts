import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './harness.js';
import { MailCatcher } from './mail-catcher.js';

export const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789abcdef';

/** The whole server for an identity test file: the operator token set, and limits raised so the file can make many requests. */
export const identityTestApp = (): Promise<TestApp> =>
  createTestApp({
    IDENTITY_OPERATOR_TOKEN: OPERATOR_TOKEN,
    IDENTITY_RATE_LIMIT_PER_IP: '1000',
    IDENTITY_RATE_LIMIT_PER_EMAIL: '1000',
  });

export interface IdentityServer extends TestApp {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The identity API base the clients use. */
  apiUrl: string;
  smtp: MailCatcher;
  stop(): Promise<void>;
}

/** The whole server listening on 127.0.0.1, mailing through a real SMTP server. */
export async function startIdentityServer(env: Record<string, string> = {}): Promise<IdentityServer> {
  const smtp = new MailCatcher();
  const smtpUrl = await smtp.start();
  const testApp = await createTestApp({
    SMTP_URL: smtpUrl,
    IDENTITY_OPERATOR_TOKEN: OPERATOR_TOKEN,
    // Generous limits: one test file makes many requests from one address.
    IDENTITY_RATE_LIMIT_PER_IP: '1000',
    IDENTITY_RATE_LIMIT_PER_EMAIL: '1000',
    ...env,
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    ...testApp,
    origin,
    apiUrl: `${origin}/.netlify/identity`,
    smtp,
    async stop() {
      await testApp.close();
      await smtp.stop();
    },
  };
}

/** A call to the identity API with fetch, for what gotrue-js has no method for. */
export async function callIdentity(
  server: IdentityServer,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${server.apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** Signs in over the form-encoded password grant and returns the token response. */
export async function passwordLogin(server: IdentityServer, email: string, password: string) {
  const response = await callIdentity(server, '/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  return response as typeof response & {
    body: { access_token: string; refresh_token: string; expires_in: number; error_description?: string };
  };
}

/** An admin account made through the operator token, signed in. */
export async function createAdmin(server: IdentityServer, email = 'admin@example.com', password = 'Admin-pass-2026') {
  const created = await callIdentity(server, '/admin/users', {
    method: 'POST',
    token: OPERATOR_TOKEN,
    body: { email, password, confirm: true, app_metadata: { roles: ['admin'] } },
  });
  if (created.status !== 200) throw new Error(`admin not created: ${created.text}`);
  const login = await passwordLogin(server, email, password);
  return { id: (created.body as { id: string }).id, email, password, token: login.body.access_token };
}
