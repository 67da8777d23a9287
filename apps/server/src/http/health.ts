import type { MailStatus } from '@app/contracts/staff-api';
import type { App } from './types.js';
import type { Database } from '../db/connect.js';

/** What the check reads of the mail queue (mail/mail-queue.ts): shared code names no feature. */
interface MailCounts {
  counts(statuses: readonly MailStatus[]): Promise<Record<MailStatus, number>>;
}

/**
 * GET /healthz: 200 when the database answers and this instance hears its notifications, 503
 * otherwise (the process stays up either way). Without its listener connection an instance
 * delivers no realtime event and cannot keep its cached access checks exact, so a load balancer
 * should send its traffic elsewhere until the listener is back (seconds: it reconnects by itself).
 * An unreachable mail server does not make the site unhealthy: the answer says how many mails wait
 * (`mail.waiting`: queued or being sent) and how many failed, for monitoring to alert on.
 * Checks that arrive while one is under way share its answer, so a flood of them costs one query.
 * While the embedded database is being backed up, it answers 200 at once and says so.
 */
export function registerHealthRoute(app: App, database: Database, mailQueue: MailCounts): void {
  let underWay: Promise<boolean> | null = null;
  const databaseAnswers = () => (underWay ??= database.ping(1_500).finally(() => (underWay = null)));
  let mailUnderWay: ReturnType<MailCounts['counts']> | null = null;
  // Not the sent ones: the index on status finds the few others without reading the whole log.
  const mailCounts = () =>
    (mailUnderWay ??= mailQueue.counts(['queued', 'sending', 'failed']).finally(() => (mailUnderWay = null)));
  app.get('/healthz', async (_request, reply) => {
    // Asking now would wait for the backup to end: the instance is up, and its requests wait too.
    if (database.dumping?.())
      return reply.header('cache-control', 'no-store').send({ status: 'ok', backup: 'under way' });
    const ok = await databaseAnswers();
    reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    if (!ok) return reply.send({ status: 'unavailable', reason: 'database unreachable' });
    if (!database.listenerConnected())
      return reply.status(503).send({ status: 'unavailable', reason: 'database listener down' });
    const counts = await mailCounts().catch(() => null);
    const mail = counts && { waiting: counts.queued + counts.sending, failed: counts.failed };
    return reply.send({ status: 'ok', ...(mail ? { mail } : {}) });
  });
}
