import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, privateMarkersOfA, roles, type Role, type SecurityApp } from '../support/security-app.js';
import { cellRequest, matrix, type Access } from './route-matrix.js';
import { listRoutes } from './routes.js';

type Outcome = 'allowed' | 'ok' | 401 | 403 | 404;

/** The expected outcome of one cell. "allowed": the caller got past authorization (any 2xx–4xx but 401/403). */
function expected(access: Access, role: Role): Outcome {
  if (access === 'public') return 'allowed';
  if (role === 'anonymous') return 401;
  switch (access) {
    case 'self':
      return 'allowed';
    case 'owner':
      return role === 'authorA' ? 'ok' : 404;
    case 'staff':
      return role === 'support' || role === 'admin' ? 'allowed' : 403;
    case 'admin':
      return role === 'admin' ? 'allowed' : 403;
    case 'identityAdmin':
      return role === 'admin' ? 'allowed' : 401;
  }
}

/** Whether a response to this role may hold author A's private data. */
const mayHoldDataOfA = (access: Access, role: Role) =>
  role === 'authorA' ||
  ((role === 'support' || role === 'admin') && ['staff', 'admin', 'identityAdmin'].includes(access));

let t: SecurityApp;
let routes: string[];

beforeAll(async () => {
  t = await createSecurityApp();
  routes = listRoutes(t.app);
});
afterAll(() => t?.close());

describe('route inventory', () => {
  it('finds the routes of every part of the server', () => {
    expect(routes).toContain('GET /healthz');
    expect(routes).toContain('POST /.netlify/identity/token');
    expect(routes).toContain('GET /api/me/invoices/:id');
    expect(routes.length).toBeGreaterThan(80);
  });

  it('has a matrix entry for every route and no entry for a route that does not exist', () => {
    expect(routes.filter((route) => !(route in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((route) => !routes.includes(route))).toEqual([]);
  });
});

describe.each(roles)('as %s', (role) => {
  it.each(Object.entries(matrix))('%s', async (route, entry) => {
    // Each cell in a session of its own: logging out or ending all sessions must not sign the
    // caller out of the cells after it.
    const response = await t.app.inject({
      ...cellRequest(route, entry, await t.signIn(role)),
      // A fresh client address per cell: the visitor-form limits count per IP.
      remoteAddress: `10.0.${roles.indexOf(role)}.${Object.keys(matrix).indexOf(route) % 250}`,
    });
    const outcome = expected(entry.access, role);
    const status = response.statusCode;
    if (outcome === 'allowed') {
      expect(status, response.body).toBeLessThan(500);
      expect([401, 403], response.body).not.toContain(status);
    } else if (outcome === 'ok') {
      expect(status, response.body).toBeGreaterThanOrEqual(200);
      expect(status, response.body).toBeLessThan(300);
    } else {
      expect(status, response.body).toBe(outcome);
    }
    if (!mayHoldDataOfA(entry.access, role)) {
      for (const marker of privateMarkersOfA) expect(response.body).not.toContain(marker);
    }
  });
});
