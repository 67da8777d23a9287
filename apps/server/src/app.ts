import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { registerAgreementRoutes } from './agreements/agreements.routes.js';
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
import { registerStaticSite } from './http/static-site.js';
import type { App } from './http/types.js';
import type { Mailer } from './mail/mailer.js';
import { registerRealtime } from './realtime/realtime.routes.js';

export interface AppDeps {
  config: Readonly<Config> & { jwtSecret: string };
  database: Database;
  mailer: Mailer;
  logger: Logger;
}

/** Until the identity service can say otherwise, a validly signed token names an active user. */
const everySignedUserIsActive: UserStillActive = async () => true;

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

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, isUserActive: everySignedUserIsActive });
  registerHealthRoute(app, database);
  await registerChatRoutes(app, { database });
  await registerRealtime(app, { database });
  await registerProfileRoutes(app, { database });
  registerBackupEmailRoutes(app, { database, mailer: deps.mailer, config });
  registerInvoiceRoutes(app, { database });
  registerProjectRoutes(app, { database });
  registerInstallmentRoutes(app, { database });
  registerAgreementRoutes(app, { database });
  registerPaymentPreferenceRoutes(app, { database });
  registerFileRoutes(app, { database });
  await registerStaticSite(app, config.webDistDir ?? defaultWebDist);

  return app;
}
