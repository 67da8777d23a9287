import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { externalProviderNames, type ExternalProviderName } from '../../config/env.js';
import { returnPath } from '../../http/same-site-path.js';
import { audit } from '../audit.js';
import { clientInfo, identityCookie, requestLocale, type IdentityContext } from '../context.js';
import { newEmailToken } from '../email-tokens.js';
import { badRequest, userNotFound } from '../errors.js';
import { externalProvider, fetchExternalProfile, ProviderError, type ExternalProfile } from '../external/providers.js';
import type { IdentityUser } from '../../db/identity.tables.js';
import type { IdentityMessage } from '../messages.js';
import { queueIdentityMail } from '../mail/identity-mails.js';
import { hashToken } from '../secrets.js';
import { startSession, type TokenResponse } from '../sessions.js';
import { confirmByMailbox, storeSignupLink } from '../signup.js';
import { findUserByEmail, isBanned, mergeMetadata, updateUser } from '../users.js';

const STATE_LIFETIME_SECONDS = 600;
/** Binds the provider round trip to the browser that started it (login CSRF, code injection). */
const STATE_COOKIE = 'nf_oauth_state';

const stateClaims = z.object({
  provider: z.enum(externalProviderNames),
  invite_token: z.string().optional(),
  return_path: z.string(),
  nonce: z.string(),
  verifier: z.string(),
});
type OAuthState = z.infer<typeof stateClaims>;

/** Where a round trip ends: tokens, an error for the site to show, or nothing (confirm by mail first). */
type Outcome = { tokens: TokenResponse } | { error: string; description: string } | { pending: true };

/** GET /authorize and GET /callback: sign-in with Google, GitHub, GitLab or Bitbucket. */
export function registerExternalRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const stateKey = createHmac('sha256', ctx.tokens.jwtSecret).update('identity oauth state').digest();
  const signState = createSigner({ key: stateKey, algorithm: 'HS256', expiresIn: STATE_LIFETIME_SECONDS * 1000 });
  const verifyState = createVerifier({ key: stateKey, algorithms: ['HS256'], requiredClaims: ['exp'] });
  const redirectUri = `${ctx.siteUrl}/.netlify/identity/callback`;
  const stateCookie = identityCookie(ctx, '/.netlify/identity');

  function enabledProvider(name: string | undefined) {
    const key = (name ?? '').toLowerCase() as ExternalProviderName;
    const config = externalProviderNames.includes(key) ? ctx.config.external[key] : undefined;
    if (!config) throw badRequest(`Unsupported provider: ${name ? `${name} is not enabled` : 'provider is required'}`);
    return externalProvider(key, config);
  }

  app.get('/authorize', async (request, reply) => {
    const query = request.query as { provider?: string; invite_token?: string };
    const provider = enabledProvider(query.provider);
    if (query.invite_token) {
      const invited = await ctx.db
        .selectFrom('identity_users')
        .select('id')
        .where('confirmation_token_hash', '=', hashToken(query.invite_token))
        .where('invited_at', 'is not', null)
        .executeTakeFirst();
      if (!invited) throw userNotFound();
    }
    const nonce = randomBytes(16).toString('base64url');
    const verifier = randomBytes(32).toString('base64url');
    const state = signState({
      provider: provider.name,
      ...(query.invite_token ? { invite_token: query.invite_token } : {}),
      return_path: returnPath(ctx.siteUrl, request.headers.referer),
      nonce,
      verifier: ctx.box.seal(verifier),
    });
    const target = new URL(provider.authorizeUrl);
    target.search = new URLSearchParams({
      client_id: provider.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: provider.scope,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return reply
      .setCookie(STATE_COOKIE, nonce, { ...stateCookie, maxAge: STATE_LIFETIME_SECONDS })
      .redirect(target.toString(), 302);
  });

  async function readState(request: FastifyRequest, raw: string | undefined): Promise<OAuthState> {
    if (!raw) throw badRequest('OAuth state parameter missing');
    let state: OAuthState;
    try {
      state = stateClaims.parse(verifyState(raw));
    } catch {
      throw badRequest('OAuth state is invalid: expired or tampered');
    }
    if (request.cookies[STATE_COOKIE] !== state.nonce) {
      throw badRequest('OAuth state is invalid: started in another browser');
    }
    return state;
  }

  const error = (code: string, description: IdentityMessage): Outcome => ({ error: code, description });

  async function signIn(request: FastifyRequest, state: OAuthState, profile: ExternalProfile): Promise<Outcome> {
    const client = clientInfo(request);
    const metadata = Object.fromEntries(
      Object.entries({ full_name: profile.fullName, avatar_url: profile.avatarUrl }).filter(([, v]) => v),
    );
    const provider = state.provider;
    const session = async (user: IdentityUser) => {
      if (isBanned(user)) return error('access_denied', 'User is banned');
      await audit(ctx.db, { event: 'external_login', userId: user.id, ip: client.ip, details: { provider } });
      return { tokens: await startSession(ctx.db, ctx.tokens, user, client, 'oauth') };
    };

    if (state.invite_token) {
      const invited = await ctx.db
        .selectFrom('identity_users')
        .selectAll()
        .where('confirmation_token_hash', '=', hashToken(state.invite_token))
        .where('invited_at', 'is not', null)
        .executeTakeFirst();
      if (!invited) return error('invalid_request', 'Invite token is no longer valid');
      const matches = profile.emails.some((e) => e.email.toLowerCase() === invited.email.toLowerCase());
      if (!matches) return error('invalid_request', 'Invited email does not match emails from external provider');
      const accepted = await updateUser(ctx.db, invited.id, {
        confirmed_at: new Date(),
        confirmation_token_hash: null,
        confirmation_expires_at: null,
        app_metadata: JSON.stringify({ ...invited.app_metadata, provider }),
        user_metadata: JSON.stringify(mergeMetadata(invited.user_metadata, metadata)),
      });
      await audit(ctx.db, { event: 'invite_accepted', userId: accepted.id, ip: client.ip, details: { provider } });
      return session(accepted);
    }

    // Accounts are linked only through an address the provider has verified (or any with autoconfirm).
    const trusted = profile.emails.filter((e) => e.verified || ctx.config.autoconfirm);
    for (const candidate of trusted) {
      const existing = await findUserByEmail(ctx.db, candidate.email, '');
      if (!existing) continue;
      return session(existing.confirmed_at ? existing : (await confirmByMailbox(ctx.db, existing, {})).user);
    }

    const primary =
      profile.emails.find((e) => e.primary && e.verified) ??
      profile.emails.find((e) => e.verified) ??
      profile.emails[0];
    if (!primary) return error('invalid_request', 'No email address was returned by the external provider');
    if (ctx.config.disableSignup) return error('access_denied', 'Signups not allowed for this instance');
    if (await findUserByEmail(ctx.db, primary.email, '')) {
      return error('access_denied', 'A user with this email address has already been registered');
    }
    const confirmed = primary.verified || ctx.config.autoconfirm;
    const link = confirmed ? null : newEmailToken('confirmation');
    const user = await ctx.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('identity_users')
        .values({
          email: primary.email,
          app_metadata: JSON.stringify({ provider }),
          user_metadata: Object.keys(metadata).length ? JSON.stringify(metadata) : null,
          confirmed_at: confirmed ? new Date() : null,
          address_unproven: confirmed && !primary.verified,
          confirmation_sent_at: link?.sentAt ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (link) {
        await storeSignupLink(trx, created.id, link);
        await queueIdentityMail(ctx, trx, {
          kind: 'confirmation',
          to: created.email,
          locale: requestLocale(request),
          token: link.token,
        });
      }
      return created;
    });
    await audit(ctx.db, { event: 'signup', userId: user.id, ip: client.ip, details: { provider } });
    if (link) return { pending: true };
    return session(user);
  }

  app.get('/callback', async (request, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    const state = await readState(request, query.state);
    let outcome: Outcome;
    if (query.error) {
      // The provider's own refusal (the person cancelled, say) is passed on in its words.
      outcome = { error: query.error, description: query.error_description ?? '' };
    } else if (!query.code) {
      outcome = error('invalid_request', 'Authorization code missing');
    } else {
      const provider = enabledProvider(state.provider);
      try {
        const profile = await fetchExternalProfile(provider, query.code, redirectUri, ctx.box.open(state.verifier));
        outcome = await signIn(request, state, profile);
      } catch (failure) {
        if (!(failure instanceof ProviderError)) throw failure;
        request.log.warn({ provider: provider.name, reason: failure.message }, 'external login failed');
        outcome = error('server_error', failure.message);
      }
    }
    const target = `${ctx.siteUrl}${state.return_path}`;
    let hash = '';
    if ('tokens' in outcome) {
      const { access_token, expires_in, refresh_token, token_type } = outcome.tokens;
      hash = `#${new URLSearchParams({ access_token, expires_in: String(expires_in), refresh_token, token_type })}`;
    } else if ('error' in outcome) {
      hash = `#${new URLSearchParams({ error: outcome.error, error_description: outcome.description })}`;
    }
    return reply.clearCookie(STATE_COOKIE, stateCookie).redirect(`${target}${hash}`, 302);
  });
}
