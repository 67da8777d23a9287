import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';

/** The test app's SITE_URL is http://localhost:3000; one more origin is configured. */
const SITE = 'http://localhost:3000';
const CONFIGURED = 'http://localhost:8888';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IDENTITY_CORS_ORIGINS: `${CONFIGURED}, https://preview.example.com/` });
});
afterAll(() => t?.close());

const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/.netlify/identity/user',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type,x-nf-client,x-use-cookie,x-jwt-aud',
    },
  });

const settings = (origin: string) =>
  t.app.inject({ method: 'GET', url: '/.netlify/identity/settings', headers: { origin } });

const login = (origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/.netlify/identity/token',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=password&username=nobody%40example.com&password=guess',
  });

describe('identity CORS answers the configured origins only', () => {
  it.each([SITE, CONFIGURED, 'https://preview.example.com'])(
    'echoes %s with credentials and the GoTrue client headers',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers['access-control-allow-headers'])).toContain('X-Nf-Client');
      expect((await settings(origin)).headers['access-control-allow-origin']).toBe(origin);
    },
  );

  it.each(['https://evil.example', 'http://localhost:3001', 'null', 'http://localhost:8888.evil.example'])(
    'gives %s no Access-Control-Allow-Origin, on a preflight or a real request',
    async (origin) => {
      for (const response of [await preflight(origin), await settings(origin), await login(origin)]) {
        // Without it a browser lets no page of that origin read the answer, credentials or not.
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
      // The request itself is still answered (CORS is the browser's check): nothing else changes.
      expect((await settings(origin)).statusCode).toBe(200);
    },
  );
});
