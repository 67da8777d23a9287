import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.js';
import type { Database } from '../db/connect.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';
import type { IdentityContext } from './context.js';
import { registerIdentityErrorHandler } from './errors.js';
import { createLoginThrottle } from './login-throttle.js';
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
  mailQueue: MailQueue;
  rateLimits: RateLimitStore;
}

/** Headers GoTrue clients send; X-Nf-Client is new in gotrue-js 1.0 and missing from GoTrue's own list. */
const allowedHeaders = ['Accept', 'Authorization', 'Content-Type', 'X-JWT-AUD', 'X-Use-Cookie', 'X-Nf-Client'];

/**
 * GoTrue clients post a JSON content type with no body at all (netlify-identity-widget's logout):
 * that is no body, as in GoTrue, rather than Fastify's 400. Anything else is parsed as before.
 */
function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}

/**
 * The GoTrue-compatible identity service, registered under /.netlify/identity. Encapsulated: its
 * form parser, CORS rules and GoTrue-shaped errors apply to its routes only.
 */
export async function identityPlugin(app: FastifyInstance, options: IdentityPluginOptions): Promise<void> {
  const { config, database, mailQueue, rateLimits } = options;
  const ctx: IdentityContext = {
    db: database.db,
    config: config.identity,
    siteUrl: config.siteUrl,
    tokens: {
      jwtSecret: config.jwtSecret,
      accessTokenTtlSeconds: config.identity.accessTokenTtlSeconds,
      sessionMaxAgeDays: config.identity.sessionMaxAgeDays,
    },
    mailQueue,
    rateLimits,
    loginThrottle: createLoginThrottle(rateLimits, database.db),
    box: secretBox(config.jwtSecret),
  };

  registerIdentityErrorHandler(app);
  // Tokens and account data: no answer of this service is kept by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  acceptEmptyJsonBody(app);
  // Only the site's own pages and the configured origins (e.g. a local development server that
  // calls the live site) may read answers from a browser; other origins get no CORS headers.
  await app.register(fastifyCors, {
    origin: [new URL(config.siteUrl).origin, ...config.identity.corsOrigins],
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
