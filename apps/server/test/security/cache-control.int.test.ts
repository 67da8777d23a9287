import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, roles, type Role, type SecurityApp } from '../support/security-app.js';
import { cellRequest, matrix } from './route-matrix.js';

let t: SecurityApp;
/** Every route of the matrix, asked by each role once, answers keyed by route. */
const answers = new Map<Role, Map<string, LightMyRequestResponse>>();

beforeAll(async () => {
  t = await createSecurityApp();
  const cells = Object.entries(matrix);
  for (const role of roles) {
    const byRoute = new Map<string, LightMyRequestResponse>();
    for (const [index, [route, entry]] of cells.entries()) {
      byRoute.set(
        route,
        await t.app.inject({
          ...cellRequest(route, entry, t.headers[role]),
          remoteAddress: `10.7.${roles.indexOf(role)}.${index % 250}`,
        }),
      );
    }
    answers.set(role, byRoute);
  }
});
afterAll(() => t?.close());

const isIdentity = (route: string) => route.split(' ')[1]!.startsWith('/.netlify/identity') || route === 'OPTIONS *';
const isJson = (response: LightMyRequestResponse) => /json/.test(String(response.headers['content-type'] ?? ''));

describe('Cache-Control: no-store on answers that carry credentials or a caller’s data', () => {
  it.each(roles)('every identity answer, /token included, is no-store (as %s)', (role) => {
    const identity = [...answers.get(role)!].filter(([route]) => isIdentity(route));
    expect(identity.length).toBeGreaterThan(25);
    const cached = identity.filter(([, response]) => response.headers['cache-control'] !== 'no-store');
    expect(cached.map(([route, response]) => `${route} → ${response.headers['cache-control']}`)).toEqual([]);
  });

  it.each(roles.filter((role) => role !== 'anonymous'))(
    'every JSON answer to a request with an Authorization header is no-store (as %s)',
    (role) => {
      const json = [...answers.get(role)!].filter(([, response]) => isJson(response));
      expect(json.length).toBeGreaterThan(60);
      const cached = json.filter(([, response]) => response.headers['cache-control'] !== 'no-store');
      expect(cached.map(([route, response]) => `${route} → ${response.headers['cache-control']}`)).toEqual([]);
    },
  );

  it('keeps the caching of public content for visitors without a token', () => {
    const anonymous = answers.get('anonymous')!;
    for (const route of ['GET /api/books', 'GET /api/episodes', 'GET /api/testimonials', 'GET /sitemap.xml']) {
      expect(anonymous.get(route)!.headers['cache-control'], route).toMatch(/^public, max-age=\d+/);
    }
  });
});
