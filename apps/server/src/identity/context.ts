import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdentityConfig } from '../config/env.js';
import type { DB } from '../db/schema.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { countMailTo, VISITOR_MAIL_LIMIT } from '../mail/recipient-limit.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';
import { tooManyRequests } from './errors.js';
import type { LoginThrottle } from './login-throttle.js';
import { pickMailLocale, type MailLocale } from './mail/mail-texts.js';
import type { SecretBox } from './secrets.js';
import type { ClientInfo, TokenSettings } from './sessions.js';

/** Everything the identity routes share, built once by the plugin. */
export interface IdentityContext {
  db: Kysely<DB>;
  config: IdentityConfig;
  siteUrl: string;
  tokens: TokenSettings;
  mailQueue: MailQueue;
  rateLimits: RateLimitStore;
  loginThrottle: LoginThrottle;
  box: SecretBox;
}

export type LimitedAction = 'token' | 'signup' | 'recover' | 'resend' | 'magiclink' | 'verify' | 'factor_verify';

/**
 * Counts a request against the per-IP (and, with an email, per-email) limits shared by every
 * instance; throws 429 past them.
 */
export async function enforceRateLimit(
  ctx: IdentityContext,
  action: LimitedAction,
  request: FastifyRequest,
  email?: string,
): Promise<void> {
  const { perIp, perEmail, windowSeconds } = ctx.config.rateLimit;
  const message = action === 'token' ? 'Rate limit exceeded' : 'Rate limit exceeded, try again later';
  const hit = (key: string, limit: number) =>
    ctx.rateLimits.hit(`identity:${action}:${key}`, limit, windowSeconds * 1000);
  const byIp = await hit(`ip:${request.ip}`, perIp);
  if (byIp) throw tooManyRequests(byIp, message);
  if (email) {
    const byEmail = await hit(`email:${email.trim().toLowerCase()}`, perEmail);
    if (byEmail) throw tooManyRequests(byEmail, message);
  }
}

/**
 * Counts a request that may mail `address` against the mails to one address from every source
 * (`mail/recipient-limit.ts`); throws GoTrue's 429 past it. Counted before the address is looked
 * up, so the answer is the same whether an account has it or not.
 */
export async function enforceRecipientLimit(ctx: IdentityContext, address: string): Promise<void> {
  const { hits, ttlMs } = await countMailTo(ctx.db, address);
  if (hits > VISITOR_MAIL_LIMIT.max) throw tooManyRequests(ttlMs / 1000);
}

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The audience of a request: X-JWT-AUD, else the token's, else the site's (''). */
export function requestAud(request: FastifyRequest, tokenAud?: string): string {
  const header = request.headers['x-jwt-aud'];
  if (typeof header === 'string' && header !== '') return header;
  return tokenAud ?? '';
}

/** The locale mails for this request go out in: an explicit choice, else Accept-Language. */
export const requestLocale = (request: FastifyRequest, explicit?: unknown): MailLocale =>
  pickMailLocale(explicit, request.headers['accept-language']);

const COOKIE_NAME = 'nf_jwt';
/** GoTrue's COOKIE_DURATION default: one day. */
const COOKIE_MAX_AGE_SECONDS = 86_400;

/** The attributes every identity cookie carries: out of scripts' reach, Secure on an https site. */
export const identityCookie = (ctx: IdentityContext, path: string): CookieSerializeOptions => ({
  path,
  httpOnly: true,
  sameSite: 'lax',
  secure: ctx.siteUrl.startsWith('https:'),
});

/**
 * With `X-Use-Cookie: 1` (or `session`), the access token is also set as the HttpOnly nf_jwt
 * cookie, persistent for a day or for the browser session.
 */
export function setJwtCookie(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, token: string): void {
  const mode = request.headers['x-use-cookie'];
  if (typeof mode !== 'string' || mode === '') return;
  const lifetime =
    mode === 'session'
      ? {}
      : { maxAge: COOKIE_MAX_AGE_SECONDS, expires: new Date(Date.now() + COOKIE_MAX_AGE_SECONDS * 1000) };
  reply.setCookie(COOKIE_NAME, token, { ...identityCookie(ctx, '/'), ...lifetime });
}

export function clearJwtCookie(ctx: IdentityContext, reply: FastifyReply): void {
  reply.clearCookie(COOKIE_NAME, identityCookie(ctx, '/'));
}
