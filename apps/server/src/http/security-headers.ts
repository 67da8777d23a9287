import fastifyHelmet from '@fastify/helmet';
import type { App } from './types.js';

/** One year, the floor OWASP ASVS 3.4.1 asks for. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The Content-Security-Policy of every response. Scripts come only from this origin: the built
 * site has no inline script (its JSON-LD and server-rendered query state are `type="application/…"`
 * data blocks, which browsers never execute). Styles allow inline attributes because the server-made
 * pages (newsletter confirmation) and the toast and dialog libraries set them; CSS cannot run code.
 * Images allow data: and blob: for avatars and chat attachments fetched with the bearer token.
 * `connect-src 'self'` covers the realtime WebSocket on the same host.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'none'"],
} as const;

export interface SecurityHeadersOptions {
  /** The public origin: an https SITE_URL means every response is meant for HTTPS. */
  siteUrl: string;
}

/**
 * Security headers on every response (pages, assets, API, errors): a strict CSP with
 * frame-ancestors 'none', nosniff, a same-origin referrer policy and, when the site is served over
 * HTTPS, HSTS. A request counts as HTTPS when SITE_URL is https or, with TRUST_PROXY, when the proxy
 * says so in X-Forwarded-Proto (Fastify's `request.protocol`); HSTS over plain HTTP is meaningless
 * and would pin a development host to HTTPS.
 */
export async function registerSecurityHeaders(app: App, options: SecurityHeadersOptions): Promise<void> {
  const siteIsHttps = options.siteUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Same-site, not same-origin: a site may serve its assets from a sibling host (CDN).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (siteIsHttps || request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    }
  });
}
