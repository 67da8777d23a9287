import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * A hashed script, style sheet, font or raster image of the build: never shown as a document, so
 * the document headers (CSP, framing, referrer, opener) mean nothing on it. An SVG can run script
 * when opened, so it stays a document.
 */
const SUBRESOURCE = /^\/assets\/[^?]*\.(?:js|css|woff2?|png|jpe?g|webp|avif|gif|ico)(?:\?|$)/;

/**
 * Security headers on every response (pages, files, API, errors): a strict CSP with
 * frame-ancestors 'none', nosniff, a same-origin referrer policy and, when the site is served over
 * HTTPS, HSTS; hashed subresources get only nosniff, their resource policy and HSTS. Headers only
 * outdated browsers read (X-XSS-Protection, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-DNS-Prefetch-Control) are not sent. A request counts as HTTPS when SITE_URL is https or, with
 * TRUST_PROXY, when the proxy says so in X-Forwarded-Proto (Fastify's `request.protocol`); HSTS
 * over plain HTTP is meaningless and would pin a development host to HTTPS. JSON answers to a
 * request with an Authorization header are `Cache-Control: no-store`.
 */
export async function registerSecurityHeaders(app: App, options: SecurityHeadersOptions): Promise<void> {
  const security = securityHeaders(options);
  // Callback hooks, not async ones: no promise for each request, a static file's included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(security.forUrl(request.url, request.protocol === 'https'));
    done();
  });
  // A JSON answer to a caller with a token is that caller's data: no browser or shared cache keeps
  // it. Public content keeps its caching, and files their private caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (/^application\/([\w.+-]+\+)?json\b/.test(type)) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export interface SecurityHeaders {
  /** SITE_URL is https: every answer carries HSTS, whatever the request's own protocol. */
  readonly siteIsHttps: boolean;
  /** The headers of an answer to `url`, for a request that came over HTTPS (directly or by a trusted proxy) or not. */
  forUrl(url: string, requestIsHttps: boolean): Readonly<Record<string, string>>;
}

/**
 * The security headers of every answer, worked out once: the same few objects for every request.
 * Fastify's hook above and the built files' answers (built-file-answers.ts) both take them from here.
 */
export function securityHeaders(options: SecurityHeadersOptions): SecurityHeaders {
  const siteIsHttps = options.siteUrl.startsWith('https:');
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Same-site, not same-origin: a site may serve its assets from a sibling host (CDN).
    crossOriginResourcePolicy: { policy: 'same-site' },
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const subresourceHeaders = {
    'x-content-type-options': documentHeaders['x-content-type-options']!,
    'cross-origin-resource-policy': documentHeaders['cross-origin-resource-policy']!,
  };
  // HSTS over plain HTTP is meaningless: it is added only to answers sent over HTTPS.
  const hsts = { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` };
  const document = { http: documentHeaders, https: { ...documentHeaders, ...hsts } };
  const subresource = { http: subresourceHeaders, https: { ...subresourceHeaders, ...hsts } };
  return {
    siteIsHttps,
    forUrl: (url, requestIsHttps) =>
      (SUBRESOURCE.test(url) ? subresource : document)[siteIsHttps || requestIsHttps ? 'https' : 'http'],
  };
}

/**
 * The headers helmet sets, worked out once: they are the same for every response, and helmet
 * would otherwise rebuild them (the CSP string included) on each request.
 */
function helmetHeaders(helmetOptions: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
