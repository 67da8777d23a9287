import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { registerAgreementRoutes } from './agreements/agreements.routes.js';
import { registerAuthorLookupRoute } from './authors/author-lookup.routes.js';
import { registerBackupEmailRoutes } from './authors/backup-email.routes.js';
import { registerProfileRoutes } from './authors/profile.routes.js';
import { registerFileRoutes } from './files/files.routes.js';
import { registerInstallmentRoutes } from './installments/installments.routes.js';
import { registerInvoiceRoutes } from './invoices/invoices.routes.js';
import { registerPaymentPreferenceRoutes } from './payment-preferences/payment-preferences.routes.js';
import { registerProjectRoutes } from './projects/projects.routes.js';
import { authPlugin } from './auth/plugin.js';
import { registerChatRoutes } from './chat/chat.routes.js';
import type { UserStillActive } from './auth/request-user.js';
import type { Config } from './config/env.js';
import type { Database } from './db/connect.js';
import { registerErrorHandler } from './http/errors.js';
import { registerHealthRoute } from './http/health.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticSite } from './http/static-site.js';
import { registerPublicContent } from './content/index.js';
import { databasePageData } from './content/page-data.js';
import { registerPublicForms } from './public-forms/index.js';
import { createRateLimitStore } from './rate-limits/counter-store.js';
import { isTokenActive } from './identity/request-auth.js';
import { identityPlugin } from './identity/plugin.js';
import type { App } from './http/types.js';
import type { Mailer } from './mail/mailer.js';
import { registerRealtime } from './realtime/realtime.routes.js';
import { registerStaffConsole } from './staff/index.js';

export interface AppDeps {
  config: Readonly<Config> & { jwtSecret: string };
  database: Database;
  mailer: Mailer;
  logger: Logger;
}

/** apps/web/dist, seen from both src/app.ts and the bundled dist/main.js. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server (site, identity, data API) without listening: tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, logger } = deps;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    // Close idle keep-alive sockets on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Abuse limits are counted in the database, so every instance on it applies the same counts.
  const rateLimits = createRateLimitStore(database.db);

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, { siteUrl: config.siteUrl });
  // A signed token is not enough: its account must still exist, not be banned, and its session be live.
  const isUserActive: UserStillActive = (_userId, claims) =>
    isTokenActive(database.db, claims, { requireSecondFactor: true });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, isUserActive });
  await app.register(identityPlugin, {
    prefix: '/.netlify/identity',
    config,
    database,
    mailer: deps.mailer,
    rateLimits,
  });
  registerHealthRoute(app, database);
  await registerChatRoutes(app, { database });
  await registerRealtime(app, { database });
  await registerProfileRoutes(app, { database });
  registerBackupEmailRoutes(app, { database, mailer: deps.mailer, config });
  await registerAuthorLookupRoute(app, { database, rateLimits });
  registerInvoiceRoutes(app, { database });
  registerProjectRoutes(app, { database });
  registerInstallmentRoutes(app, { database });
  registerAgreementRoutes(app, { database });
  registerPaymentPreferenceRoutes(app, { database });
  registerFileRoutes(app, { database });
  await registerStaffConsole(app, { database });
  registerPublicContent(app, { database, siteUrl: config.siteUrl });
  await registerPublicForms(app, { database, mailer: deps.mailer, siteUrl: config.siteUrl, rateLimits });
  await registerStaticSite(app, config.webDistDir ?? defaultWebDist, {
    siteUrl: config.siteUrl,
    pageData: (path) => databasePageData(database.db, path),
  });

  return app;
}
