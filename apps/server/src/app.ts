import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type onSendHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { startDeadUploadSweep } from './production/dead-uploads.js';
import { startProductionReminders } from './production/production-reminders.js';
import { authPlugin } from './auth/plugin.js';
import { startReplyNotices } from './chat/reply-notice.js';
import type { UserStillActive } from './auth/request-user.js';
import type { Config } from './config/env.js';
import type { Database } from './db/connect.js';
import { dataBrotliParams } from './http/compressed-body.js';
import { registerErrorHandler } from './http/errors.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerRequestLog, withoutFastifyRequestLines } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createRateLimitStore } from './rate-limits/counter-store.js';
import { AccessCache } from './auth/access-cache.js';
import { mayChangeAccess } from './auth/account-writes.js';
import { storedAccess } from './identity/request-auth.js';
import type { App } from './http/types.js';
import { startMailLogRetention } from './mail/mail-log-retention.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { MailQueue } from './mail/mail-queue.js';
import { startPaymentReminders } from './reminders/reminder-job.js';
import { startScheduledBackups } from './backup/scheduled-backups.js';
import { registerRoutes } from './routes.js';
import { guardStaffRoutes } from './staff/staff-api.js';

export interface AppDeps {
  config: Readonly<Config> & { jwtSecret: string };
  database: Database;
  /** The background work: started with the app and stopped when the app closes. */
  jobs: JobQueue;
  /** Mail, one of the job queue's queues: its workers start with the app. */
  mailQueue: MailQueue;
  logger: Logger;
}

/**
 * One string per query parameter, the first when it is repeated (as GoTrue reads them): no route
 * takes a list, and a repeated key must not turn a string into an array under a route's feet.
 */
function firstQueryValues(query: string): Record<string, string> {
  const values: Record<string, string> = Object.create(null);
  if (query === '') return values;
  for (const [key, value] of new URLSearchParams(query)) values[key] ??= value;
  return values;
}

/** A hop count as the function Fastify itself makes of one (its types take no number). */
const fastifyTrustProxy = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole server (site, identity, data API) without listening: tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, logger, jobs, mailQueue } = deps;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Close idle keep-alive sockets on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Per-request lines come from registerRequestLog: slow requests always, all at debug.
    ...withoutFastifyRequestLines(),
    routerOptions: { querystringParser: firstQueryValues },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const backups = { schedule: config.backups, dataDir: config.dataDir, signingSecret: config.jwtSecret };
  app.addHook('onReady', async () => {
    await jobs.start();
    await mailQueue.start();
    await startPaymentReminders(database.db, jobs, mailQueue, { siteUrl: config.siteUrl, logger });
    await startReplyNotices(database.db, jobs, mailQueue, { siteUrl: config.siteUrl, logger });
    await startProductionReminders(database.db, jobs, mailQueue, { siteUrl: config.siteUrl, logger });
    await startDeadUploadSweep(database.db, jobs, logger);
    await startScheduledBackups(database, jobs, { ...backups, logger });
    await startMailLogRetention(database.db, jobs, { days: config.mailLogRetentionDays, logger });
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailQueue.close();
  });
  // A request's jobs (its mail, …) are stored by the time it is answered: their workers start now.
  app.addHook('onResponse', (_request, _reply, done) => {
    jobs.wakePending();
    done();
  });
  registerErrorHandler(app);
  guardStaffRoutes(app);
  registerRequestLog(app);
  registerInputGuard(app);
  // Abuse limits are counted in the database, so every instance on it applies the same counts.
  const rateLimits = createRateLimitStore(database.db);

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: dataBrotliParams },
  });
  await registerSecurityHeaders(app, { siteUrl: config.siteUrl });
  // A signed token is not enough: its account must still exist, not be banned, and its session be
  // live; its roles are the account's stored ones. Answers are kept per instance until a change
  // is announced (see AccessCache).
  const accessCache = new AccessCache((_userId, claims) =>
    storedAccess(database.db, claims, { requireSecondFactor: true }),
  );
  await accessCache.start(database);
  app.addHook('onClose', () => accessCache.stop());
  // Only on the routes that may change access: every other request skips the hook.
  const forgetAccess: onSendHookHandler = (_request, _reply, payload, done) => {
    accessCache.forgetEverything();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((method) => mayChangeAccess(method, route.url))) {
      route.onSend = [route.onSend ?? []].flat().concat(forgetAccess);
    }
  });
  const isUserActive: UserStillActive = accessCache.check;
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, isUserActive });
  await registerRoutes(app, { config, database, jobs, mailQueue, rateLimits, isUserActive, backups });

  return app;
}
