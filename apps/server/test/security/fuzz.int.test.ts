import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSecurityApp,
  snapshotTables,
  STACK_TRACE,
  type Role,
  type SecurityApp,
} from '../support/security-app.js';
import { fieldNames, hostileJson, hostileStrings } from './hostile.js';
import { matrix, type Access } from './route-matrix.js';

/** Runs per route: enough to meet every family of bad input below, within the suite's time budget. */
const RUNS_PER_WRITE_ROUTE = 20;
const RUNS_PER_READ_ROUTE = 8;

/** A request as the body, headers and query string a hostile client might send. */
const hostileRequest = fc.record({
  body: fc.oneof(
    hostileJson,
    fc.string(),
    fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.from(b).toString('latin1')),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=xyz',
    'application/xml',
    '',
  ),
  query: fc.dictionary(
    fc.oneof(fc.constantFrom(...fieldNames), fc.string()),
    fc.oneof(fc.constantFrom(...hostileStrings), fc.string()),
    {
      maxKeys: 4,
    },
  ),
  headers: fc.record(
    {
      'accept-language': fc.oneof(fc.string(), fc.constantFrom(...hostileStrings)),
      'x-jwt-aud': fc.string(),
      'x-use-cookie': fc.constantFrom('1', 'session', '', 'x'),
      'x-forwarded-for': fc.oneof(fc.ipV4(), fc.string()),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/*', ''),
    },
    { requiredKeys: [] },
  ),
  // A path segment: any text, percent-encoded byte by byte, or raw escapes a decoder may choke on.
  pathValue: fc.oneof(
    fc
      .oneof(fc.constantFrom(...hostileStrings.filter((s) => s.length < 500)), fc.string({ maxLength: 80 }))
      .map((value) => Buffer.from(value).toString('hex').replace(/../g, '%$&') || 'x'),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '%ED%A0%80', '..%2F..%2F', '%00', '..', '.'),
  ),
});

/** The role whose calls get furthest into a route: past its authorization check. */
const callerFor = (access: Access): Role =>
  access === 'public' ? 'anonymous' : access === 'self' || access === 'owner' ? 'authorA' : 'admin';

/** Printable characters only in header values: Node refuses others before they leave the client. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '');

let t: SecurityApp;
beforeAll(async () => {
  t = await createSecurityApp();
});
afterAll(() => t?.close());

describe('hostile input never yields a 5xx, a stack trace or a changed row', () => {
  it.each(Object.entries(matrix))('%s', async (route, entry) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const isWrite = method !== 'GET';
    let baseline = await snapshotTables(t.database);
    let clientNumber = 0;

    await fc.assert(
      fc.asyncProperty(hostileRequest, async (input) => {
        // Parameters get the hostile value; otherwise the route's own URL (or its pattern) is used.
        const path = pattern.includes(':')
          ? pattern.replace(/:[A-Za-z]+/g, input.pathValue)
          : (entry.url ?? pattern).split('?')[0]!;
        const query = new URLSearchParams(input.query).toString();
        const headers: Record<string, string> = { ...t.headers[callerFor(entry.access)] };
        for (const [name, value] of Object.entries(input.headers)) headers[name] = headerSafe(value);
        if (input.contentType) headers['content-type'] = input.contentType;
        const response = await t.app.inject({
          method: method as 'GET',
          url: query ? `${path}?${query}` : path,
          headers,
          // Each request from its own address, so the visitor-form limits do not answer first.
          remoteAddress: `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber++ & 255}`,
          ...(isWrite ? { payload: input.body } : {}),
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        expect(response.body).not.toMatch(STACK_TRACE);
        if (!isWrite) return;
        const after = await snapshotTables(t.database);
        if (response.statusCode >= 400) expect(after).toEqual(baseline);
        baseline = after;
      }),
      {
        numRuns: isWrite ? RUNS_PER_WRITE_ROUTE : RUNS_PER_READ_ROUTE,
        seed: Number(process.env.FUZZ_SEED) || undefined,
      },
    );
  });
});
