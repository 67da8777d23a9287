import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.js';
import type { Database } from '../db/connect.js';
import type { Mailer } from '../mail/mailer.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';
import type { IdentityContext } from './context.js';
import { registerIdentityErrorHandler } from './errors.js';
import { registerAccountRoutes } from './routes/account.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerExternalRoutes } from './routes/external.js';
import { registerFactorRoutes } from './routes/factors.js';
import { registerSettingsRoutes } from './routes/settings.js';
import { registerTokenRoute } from './routes/token.js';
import { registerUserRoutes } from './routes/user.js';
import { secretBox } from './secrets.js';

export interface IdentityPluginOptions {
  config: Readonly<Config> & { jwtSecret: string };
  database: Database;
  mailer: Mailer;
  rateLimits: RateLimitStore;
}

/** Headers GoTrue clients send; X-Nf-Client is new in gotrue-js 1.0 and missing from GoTrue's own list. */
const allowedHeaders = ['Accept', 'Authorization', 'Content-Type', 'X-JWT-AUD', 'X-Use-Cookie', 'X-Nf-Client'];

/**
 * The GoTrue-compatible identity service, registered under /.netlify/identity. Encapsulated: its
 * form parser, CORS rules and GoTrue-shaped errors apply to its routes only.
 */
export async function identityPlugin(app: FastifyInstance, options: IdentityPluginOptions): Promise<void> {
  const { config, database, mailer, rateLimits } = options;
  const ctx: IdentityContext = {
    db: database.db,
    config: config.identity,
    siteUrl: config.siteUrl,
    tokens: {
      jwtSecret: config.jwtSecret,
      accessTokenTtlSeconds: config.identity.accessTokenTtlSeconds,
      sessionMaxAgeDays: config.identity.sessionMaxAgeDays,
    },
    mailer,
    rateLimits,
    box: secretBox(config.jwtSecret),
  };

  registerIdentityErrorHandler(app);
  await app.register(fastifyFormbody);
  // Any origin, as GoTrue: the widget in local development calls the live site. Credentials are
  // never read from cookies here (only the Authorization header), so this exposes nothing.
  await app.register(fastifyCors, {
    origin: true,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders,
  });

  registerSettingsRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerTokenRoute(app, ctx);
  registerUserRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerFactorRoutes(app, ctx);
  registerExternalRoutes(app, ctx);
}
