import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { registerAgreementRoutes } from './agreements/agreements.routes.js';
import { registerAuthorSignatureRoutes } from './agreements/signatures/author-signature.routes.js';
import { registerStaffSignatureRoutes } from './agreements/signatures/staff-signature.routes.js';
import { secretBox } from './identity/secrets.js';
import { registerAuthorLookupRoute } from './authors/author-lookup.routes.js';
import { registerBackupEmailRoutes } from './authors/backup-email.routes.js';
import { registerProfileRoutes } from './authors/profile.routes.js';
import { registerFileRoutes } from './files/files.routes.js';
import { registerInstallmentRoutes } from './installments/installments.routes.js';
import { registerInvoiceRoutes } from './invoices/invoices.routes.js';
import { registerPaymentPreferenceRoutes } from './payment-preferences/payment-preferences.routes.js';
import { payeeDataBox } from './payouts/payee-data.js';
import { registerAuthorEarningsRoutes } from './payouts/author-earnings.routes.js';
import { registerPaymentProfileRoutes, registerStaffPaymentProfileRoutes } from './payouts/payment-profile.routes.js';
import { registerAuthorProductionRoutes } from './production/author-production.routes.js';
import { registerStaffTaxProfileRoutes, registerTaxProfileRoutes } from './payouts/tax-profile.routes.js';
import { registerPayoutRunRoutes } from './payouts/payout-runs.routes.js';
import { registerProjectRoutes } from './projects/projects.routes.js';
import { registerAuthorRoyaltyRoutes } from './royalties/royalties-author.routes.js';
import { authPlugin } from './auth/plugin.js';
import { createMessageSender } from './chat/chat-actions.js';
import { registerChatRoutes, registerStaffChatApi } from './chat/chat.routes.js';
import { startReplyNotices } from './chat/reply-notice.js';
import { SentMessages } from './chat/sent-messages.js';
import type { UserStillActive } from './auth/request-user.js';
import type { Config } from './config/env.js';
import { resolvePayoutDataKey } from './config/secrets.js';
import type { Database } from './db/connect.js';
import { registerErrorHandler } from './http/errors.js';
import { registerHealthRoute } from './http/health.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerRequestLog, withoutFastifyRequestLines } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticSite } from './http/static-site.js';
import { registerPublicContent } from './content/index.js';
import { databasePageData } from './content/page-data.js';
import { registerPublicForms } from './public-forms/index.js';
import { createRateLimitStore } from './rate-limits/counter-store.js';
import { AccessCache } from './auth/access-cache.js';
import { mayChangeAccess } from './auth/account-writes.js';
import { storedAccess } from './identity/request-auth.js';
import { identityPlugin } from './identity/plugin.js';
import type { App } from './http/types.js';
import { startMailLogRetention } from './mail/mail-log-retention.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { MailQueue } from './mail/mail-queue.js';
import { registerRealtime } from './realtime/realtime.routes.js';
import { startPaymentReminders } from './reminders/reminder-job.js';
import { startScheduledBackups } from './backup/scheduled-backups.js';
import { registerPublicImageRoute } from './staff/content/public-images.js';
import { registerStaffConsole } from './staff/index.js';
import { guardStaffRoutes, registerStaffApi } from './staff/staff-api.js';

export interface AppDeps {
  config: Readonly<Config> & { jwtSecret: string };
  database: Database;
  /** The background work: started with the app and stopped when the app closes. */
  jobs: JobQueue;
  /** Mail, one of the job queue's queues: its workers start with the app. */
  mailQueue: MailQueue;
  logger: Logger;
}

/** apps/web/dist, seen from both src/app.ts and the bundled dist/main.js. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * One string per query parameter, the first when it is repeated (as GoTrue reads them): no route
 * takes a list, and a repeated key must not turn a string into an array under a route's feet.
 */
function firstQueryValues(query: string): Record<string, string> {
  const values: Record<string, string> = Object.create(null);
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
    await startScheduledBackups(database, jobs, { ...backups, logger });
    await startMailLogRetention(database.db, jobs, { days: config.mailLogRetentionDays, logger });
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailQueue.close();
  });
  // A request's mail is stored by the time it is answered: wake the workers to send it now.
  app.addHook('onResponse', async () => mailQueue.wakeIfPending());
  registerErrorHandler(app);
  guardStaffRoutes(app);
  registerRequestLog(app);
  registerInputGuard(app);
  // Abuse limits are counted in the database, so every instance on it applies the same counts.
  const rateLimits = createRateLimitStore(database.db);

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, { siteUrl: config.siteUrl });
  // A signed token is not enough: its account must still exist, not be banned, and its session be
  // live; its roles are the account's stored ones. Answers are kept per instance until a change
  // is announced (see AccessCache).
  const accessCache = new AccessCache((_userId, claims) =>
    storedAccess(database.db, claims, { requireSecondFactor: true }),
  );
  await accessCache.start(database);
  app.addHook('onClose', () => accessCache.stop());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (mayChangeAccess(request.method, request.url)) accessCache.forgetEverything();
    return payload;
  });
  const isUserActive: UserStillActive = accessCache.check;
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, isUserActive });
  await app.register(identityPlugin, {
    prefix: '/.netlify/identity',
    config,
    database,
    mailQueue,
    rateLimits,
  });
  registerHealthRoute(app, database, mailQueue);
  const sentMessages = new SentMessages();
  const send = createMessageSender(database, sentMessages);
  await registerChatRoutes(app, { database, send });
  await registerRealtime(app, {
    database,
    isUserActive,
    maxSocketsPerUser: config.realtimeMaxSocketsPerUser,
    sent: sentMessages,
  });
  await registerProfileRoutes(app, { database });
  registerBackupEmailRoutes(app, { database, mailQueue, config });
  await registerAuthorLookupRoute(app, { database, rateLimits });
  registerInvoiceRoutes(app, { database });
  registerAuthorRoyaltyRoutes(app, { database });
  registerProjectRoutes(app, { database });
  registerInstallmentRoutes(app, { database });
  registerAgreementRoutes(app, { database });
  const signatureDeps = {
    database,
    mailQueue,
    rateLimits,
    box: secretBox(config.jwtSecret),
    siteUrl: config.siteUrl,
  };
  await registerAuthorSignatureRoutes(app, signatureDeps);
  await registerAuthorProductionRoutes(app, signatureDeps);
  registerPaymentPreferenceRoutes(app, { database });
  const payouts = {
    database,
    payeeData: payeeDataBox(resolvePayoutDataKey(config.payoutDataKey, config.dataDir)),
    box: signatureDeps.box,
    rateLimits,
  };
  registerPaymentProfileRoutes(app, payouts);
  registerTaxProfileRoutes(app, payouts);
  registerAuthorEarningsRoutes(app, { database });
  registerFileRoutes(app, { database });
  // Every /api/staff route, in one scope that requires a staff role before anything else.
  await registerStaffApi(app, async (staff) => {
    await registerStaffChatApi(staff, { database, send });
    await registerStaffSignatureRoutes(staff, signatureDeps);
    registerStaffPaymentProfileRoutes(staff, payouts);
    registerStaffTaxProfileRoutes(staff, payouts);
    registerPayoutRunRoutes(staff, {
      ...payouts,
      mailQueue,
      siteUrl: config.siteUrl,
      achOriginator: config.achOriginator,
    });
    await registerStaffConsole(staff, {
      database,
      jobs,
      mailQueue,
      backups,
      siteUrl: config.siteUrl,
      salesImportStalledAfterSeconds: config.salesImportStalledAfterSeconds,
    });
  });
  registerPublicImageRoute(app, { database });
  registerPublicContent(app, { database, siteUrl: config.siteUrl });
  // The site before the forms: a form posted without JavaScript is answered with a page it renders.
  const site = await registerStaticSite(app, config.webDistDir ?? defaultWebDist, {
    siteUrl: config.siteUrl,
    pageData: (path) => databasePageData(database.db, path),
  });
  await registerPublicForms(app, {
    database,
    mailQueue,
    siteUrl: config.siteUrl,
    rateLimits,
    siteResultPages: site.renderResultPage,
  });

  return app;
}
