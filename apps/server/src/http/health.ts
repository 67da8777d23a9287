import type { App } from './types.js';
import type { Database } from '../db/connect.js';

/**
 * GET /healthz: 200 when the database answers, 503 otherwise (the process stays up either way).
 * Checks that arrive while one is under way share its answer, so a flood of them costs one query.
 */
export function registerHealthRoute(app: App, database: Database): void {
  let underWay: Promise<boolean> | null = null;
  const databaseAnswers = () => (underWay ??= database.ping(1_500).finally(() => (underWay = null)));
  app.get('/healthz', async (_request, reply) => {
    const ok = await databaseAnswers();
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ok ? { status: 'ok' } : { status: 'unavailable', reason: 'database unreachable' });
  });
}
