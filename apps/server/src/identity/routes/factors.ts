import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit.js';
import { readBody } from '../body.js';
import { enforceRateLimit, type IdentityContext } from '../context.js';
import { notFound, unauthorized, unprocessable } from '../errors.js';
import { sendSecurityNotice } from '../mail/security-notice.js';
import { requireCaller, requireSecondFactorIfEnrolled } from '../request-auth.js';
import { elevateSession } from '../sessions.js';
import { acceptedTotpStep, newTotpEnrolment } from '../totp.js';
import { listFactors, userJson } from '../users.js';

const CHALLENGE_LIFETIME_MS = 5 * 60_000;

const enrolBody = z.object({
  factor_type: z.literal('totp', { message: 'Only totp factors are supported' }),
  friendly_name: z.string().trim().max(100).optional(),
});
const verifyBody = z.object({ challenge_id: z.string(), code: z.string() });

type FactorRequest = FastifyRequest<{ Params: { id: string } }>;

export const UNREADABLE_FACTOR =
  'This authenticator can no longer be checked. Ask support to turn two-factor authentication off, then set it up again.';

/** TOTP second factors: enrol, challenge, verify (raises the session to aal2), remove. */
export function registerFactorRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  /**
   * The factor's TOTP seed. It is sealed with a key derived from the signing secret: after
   * JWT_SECRET changed it no longer opens, which the person is told (and the operator logged)
   * rather than answered with a 500.
   */
  function factorSecret(factor: { id: string; secret_encrypted: string }, log: FastifyBaseLogger): string {
    try {
      return ctx.box.open(factor.secret_encrypted);
    } catch (error) {
      log.error({ err: error, factorId: factor.id }, 'a TOTP seed does not open: was JWT_SECRET changed?');
      throw unprocessable(UNREADABLE_FACTOR);
    }
  }

  async function ownFactor(request: FactorRequest, reply: FastifyReply) {
    const caller = await requireCaller(ctx, request, reply);
    const id = z.uuid().safeParse(request.params.id);
    const factor = id.success
      ? await ctx.db
          .selectFrom('identity_mfa_factors')
          .selectAll()
          .where('id', '=', id.data)
          .where('user_id', '=', caller.user.id)
          .executeTakeFirst()
      : undefined;
    if (!factor) throw notFound('Factor not found');
    return { caller, factor };
  }

  app.post('/factors', { config: { identityParams: 'factor' } }, async (request, reply) => {
    const caller = await requireCaller(ctx, request, reply);
    const body = readBody(enrolBody, request.body, 'Could not read factor params');
    await requireSecondFactorIfEnrolled(ctx, caller);
    // An enrolment never finished is replaced rather than piled up.
    await ctx.db
      .deleteFrom('identity_mfa_factors')
      .where('user_id', '=', caller.user.id)
      .where('status', '=', 'unverified')
      .execute();
    const enrolment = await newTotpEnrolment(caller.user.email);
    const factor = await ctx.db
      .insertInto('identity_mfa_factors')
      .values({
        user_id: caller.user.id,
        friendly_name: body.friendly_name || null,
        secret_encrypted: ctx.box.seal(enrolment.secret),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(ctx.db, {
      event: 'factor_enrolled',
      userId: caller.user.id,
      ip: request.ip,
      details: { factor_id: factor.id },
    });
    return {
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendly_name,
      totp: { qr_code: enrolment.qrCode, secret: enrolment.secret, uri: enrolment.uri },
    };
  });

  app.post<{ Params: { id: string } }>('/factors/:id/challenge', async (request, reply) => {
    const { factor } = await ownFactor(request, reply);
    // Challenges are short-lived: the expired ones of this factor go when a new one is made.
    await ctx.db
      .deleteFrom('identity_mfa_challenges')
      .where('factor_id', '=', factor.id)
      .where('expires_at', '<', new Date())
      .execute();
    const challenge = await ctx.db
      .insertInto('identity_mfa_challenges')
      .values({ factor_id: factor.id, ip: request.ip, expires_at: new Date(Date.now() + CHALLENGE_LIFETIME_MS) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { id: challenge.id, expires_at: Math.floor(new Date(challenge.expires_at).getTime() / 1000) };
  });

  app.post<{ Params: { id: string } }>('/factors/:id/verify', async (request, reply) => {
    const { caller, factor } = await ownFactor(request, reply);
    const body = readBody(verifyBody, request.body, 'Could not read verification params');
    await enforceRateLimit(ctx, 'factor_verify', request, caller.user.id);
    if (!caller.claims.session_id) throw unauthorized('Invalid token: no session');
    const challengeId = z.uuid().safeParse(body.challenge_id);
    const challenge = challengeId.success
      ? await ctx.db
          .selectFrom('identity_mfa_challenges')
          .selectAll()
          .where('id', '=', challengeId.data)
          .where('factor_id', '=', factor.id)
          .where('verified_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!challenge) throw notFound('MFA challenge not found');
    if (new Date(challenge.expires_at) <= new Date()) throw unprocessable('MFA challenge expired');
    const step = acceptedTotpStep(factorSecret(factor, request.log), body.code.trim());
    if (step === null || (factor.last_used_step !== null && step <= factor.last_used_step)) {
      await audit(ctx.db, {
        event: 'mfa_challenge_failed',
        userId: caller.user.id,
        ip: request.ip,
        details: { factor_id: factor.id },
      });
      throw unprocessable('Invalid TOTP code entered');
    }
    await ctx.db
      .updateTable('identity_mfa_challenges')
      .set({ verified_at: new Date() })
      .where('id', '=', challenge.id)
      .execute();
    await ctx.db
      .updateTable('identity_mfa_factors')
      .set({ status: 'verified', last_used_step: step, updated_at: new Date() })
      .where('id', '=', factor.id)
      .execute();
    await audit(ctx.db, {
      event: 'factor_verified',
      userId: caller.user.id,
      ip: request.ip,
      details: { factor_id: factor.id },
    });
    if (factor.status === 'unverified') await sendSecurityNotice(ctx, request, caller.user, 'factor_added');
    const tokens = await elevateSession(ctx.db, ctx.tokens, caller.user, caller.claims.session_id);
    return { ...tokens, user: userJson(caller.user, await listFactors(ctx.db, caller.user.id)) };
  });

  app.delete<{ Params: { id: string } }>('/factors/:id', async (request, reply) => {
    const { caller, factor } = await ownFactor(request, reply);
    if (factor.status === 'verified') await requireSecondFactorIfEnrolled(ctx, caller);
    await ctx.db.deleteFrom('identity_mfa_factors').where('id', '=', factor.id).execute();
    await audit(ctx.db, {
      event: 'factor_removed',
      userId: caller.user.id,
      ip: request.ip,
      details: { factor_id: factor.id },
    });
    if (factor.status === 'verified') await sendSecurityNotice(ctx, request, caller.user, 'factor_removed');
    return { id: factor.id };
  });
}
