import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { registerRequestLog, SLOW_REQUEST_MS, withoutFastifyRequestLines } from './request-log.js';
import type { App } from './types.js';

/** A server like ours whose log lines land in an array. */
async function serverLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    ...withoutFastifyRequestLines(),
  }) as unknown as App;
  registerRequestLog(app);
  app.get('/quick', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await sleep(SLOW_REQUEST_MS + 50);
    return { ok: true };
  });
  app.get('/failing', async (request) => {
    request.log.error('it failed');
    return { ok: false };
  });
  await app.ready();
  return { app, lines, logger };
}

describe('request log', () => {
  it('writes nothing for ordinary requests at the default level', async () => {
    const { app, lines } = await serverLoggingAt('info');
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/quick' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('makes no child logger for a request that writes no line', async () => {
    const { app, logger } = await serverLoggingAt('info');
    const child = vi.spyOn(logger, 'child');
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/quick' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    await app.close();
  });

  it("tags a request's own lines with its request id", async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ url: '/failing' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'it failed' });
    expect(lines[0]!.reqId).toEqual(expect.any(String));
    await app.close();
  });

  it('writes one warning for a slow request, with its route, status and time', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ url: '/slow?page=2' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'slow request', method: 'GET', url: '/slow?page=2', status: 200 });
    expect(lines[0]!.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    await app.close();
  });

  it('writes every request at debug', async () => {
    const { app, lines } = await serverLoggingAt('debug');
    await app.inject({ url: '/quick' });
    await app.inject({ url: '/missing' });
    expect(lines.map(({ msg, url, status }) => ({ msg, url, status }))).toEqual([
      { msg: 'request', url: '/quick', status: 200 },
      { msg: 'request', url: '/missing', status: 404 },
    ]);
    await app.close();
  });
});
