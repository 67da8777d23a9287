import type { App } from './types.js';
import type { Database } from '../db/connect.js';

/** GET /healthz: 200 when the database answers, 503 otherwise (the process stays up either way). */
export function registerHealthRoute(app: App, database: Database): void {
  app.get('/healthz', async (_request, reply) => {
    const ok = await database.ping(1_500);
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ok ? { status: 'ok' } : { status: 'unavailable', reason: 'database unreachable' });
  });
}
