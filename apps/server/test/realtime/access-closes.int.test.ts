import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, databaseKind, type TestApp } from '../support/harness.js';
import { ACCESS_SUITE_ENV, accessCloseSuite, type SuiteInstance } from '../support/access-closes.js';

let t: TestApp;
let instance: SuiteInstance;

beforeAll(async () => {
  t = await createTestApp(ACCESS_SUITE_ENV);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  instance = { app: t.app, database: t.database, origin: `http://127.0.0.1:${port}` };
});
afterAll(() => t?.close());

describe('one instance: a change of access closes the realtime sockets it concerns', () => {
  accessCloseSuite(`socket-close-latency-one-instance-${databaseKind}`, () => ({
    sockets: instance,
    actions: instance,
  }));
});
