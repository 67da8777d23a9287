import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit.js';
import { checkNewPassword, metadataSchema, readBody, validEmail } from '../body.js';
import { clearJwtCookie, enforceRecipientLimit, requestLocale, type IdentityContext } from '../context.js';
import { applyEmailChange } from '../email-change.js';
import { isExpired } from '../email-tokens.js';
import { notFound, unauthorized, unprocessable } from '../errors.js';
import type { IdentityUser } from '../../db/identity.tables.js';
import { sendSecurityNotice } from '../mail/security-notice.js';
import { mailNewToken } from '../mail/token-mail.js';
import { hashPassword } from '../passwords.js';
import { requireCaller, requireSecondFactorIfEnrolled } from '../request-auth.js';
import { hashToken, sameSecret } from '../secrets.js';
import { revokeSessions } from '../sessions.js';
import { findUserByEmail, isAdminUser, listFactors, mergeMetadata, updateUser, userJson } from '../users.js';

const updateBody = z.object({
  password: z.string().optional(),
  email: z.string().optional(),
  email_change_token: z.string().optional(),
  data: metadataSchema.nullish(),
  app_metadata: metadataSchema.nullish(),
});

const emailTaken = () => unprocessable('Email address already registered by another user');

/** The signed-in person's own account: read, update, sign out, and their sessions. */
export function registerUserRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get('/user', async (request, reply) => {
    const { user } = await requireCaller(ctx, request, reply);
    return userJson(user, await listFactors(ctx.db, user.id));
  });

  app.put('/user', { config: { identityParams: 'User Update' } }, async (request, reply) => {
    const { user: caller, claims } = await requireCaller(ctx, request, reply);
    const body = readBody(updateBody, request.body, 'Could not read User Update params');
    if (body.app_metadata && !isAdminUser(caller)) {
      throw unauthorized('Updating app_metadata requires admin privileges');
    }
    // Everything is validated before anything is written: a refused update changes nothing.
    if (body.password !== undefined) checkNewPassword(body.password, ctx.config.minPasswordLength);
    const newEmail = body.email !== undefined && !body.email_change_token ? validEmail(body.email) : undefined;
    const changesEmail = newEmail !== undefined && newEmail.toLowerCase() !== caller.email.toLowerCase();
    if (changesEmail && (await findUserByEmail(ctx.db, newEmail, caller.aud))) throw emailTaken();
    if (body.email_change_token) {
      const onFile = caller.email_change_token_hash;
      if (!onFile || !sameSecret(hashToken(body.email_change_token), onFile)) {
        throw unauthorized("Email Change Token didn't match token on file");
      }
      if (isExpired(caller.email_change_expires_at)) throw unprocessable('Email change token expired');
      if (caller.new_email && (await findUserByEmail(ctx.db, caller.new_email, caller.aud))) throw emailTaken();
    }
    if (body.password !== undefined || changesEmail) await requireSecondFactorIfEnrolled(ctx, { user: caller, claims });
    // A signed-in person cannot use email changes to flood someone else's inbox either.
    if (changesEmail) await enforceRecipientLimit(ctx, newEmail);

    let user: IdentityUser = caller;
    if (body.password !== undefined) {
      user = await updateUser(ctx.db, user.id, { encrypted_password: await hashPassword(body.password) });
      await ctx.loginThrottle.lift(user.email);
      // Other devices signed in with the old password are signed out; this one stays.
      await revokeSessions(ctx.db, { userId: user.id, exceptSessionId: claims.session_id }, 'password_changed');
      await audit(ctx.db, { event: 'password_changed', userId: user.id, ip: request.ip });
      user = await sendSecurityNotice(ctx, request, user, 'password_changed');
    }
    if (body.data) {
      user = await updateUser(ctx.db, user.id, {
        user_metadata: JSON.stringify(mergeMetadata(user.user_metadata, body.data)),
      });
      await audit(ctx.db, {
        event: 'user_updated',
        userId: user.id,
        ip: request.ip,
        details: { keys: Object.keys(body.data) },
      });
    }
    if (body.app_metadata) {
      const merged = mergeMetadata(user.app_metadata, body.app_metadata);
      user = await updateUser(ctx.db, user.id, {
        app_metadata: JSON.stringify({ ...merged, provider: user.app_metadata.provider }),
      });
      await audit(ctx.db, {
        event: 'user_updated',
        userId: user.id,
        actorId: user.id,
        ip: request.ip,
        details: { app_metadata: body.app_metadata },
      });
    }
    if (body.email_change_token && user.new_email) {
      user = await applyEmailChange(ctx.db, user, user.new_email, request.ip);
    } else if (changesEmail && newEmail) {
      user = await mailNewToken(
        ctx,
        user,
        {
          kind: 'email_change',
          to: newEmail,
          locale: requestLocale(request, user.user_metadata?.locale),
        },
        { new_email: newEmail },
      );
      await audit(ctx.db, {
        event: 'email_change_requested',
        userId: user.id,
        ip: request.ip,
        details: { to: newEmail },
      });
      // The address being replaced hears of it, with a link that cancels the change.
      user = await sendSecurityNotice(ctx, request, user, 'email_change_requested', caller.email);
    }
    return userJson(user, await listFactors(ctx.db, user.id));
  });

  app.post('/logout', async (request, reply) => {
    const { user, claims } = await requireCaller(ctx, request, reply);
    // Signing out ends this device's session; the others stay signed in (the Security page can
    // end them). A token from before sessions existed has none: then every session ends.
    await revokeSessions(ctx.db, { userId: user.id, sessionId: claims.session_id }, 'logout');
    await audit(ctx.db, { event: 'logout', userId: user.id, ip: request.ip });
    clearJwtCookie(ctx, reply);
    return reply.status(204).send();
  });

  app.get('/user/sessions', async (request, reply) => {
    const { user, claims } = await requireCaller(ctx, request, reply);
    const sessions = await ctx.db
      .selectFrom('identity_sessions')
      .select(['id', 'user_agent', 'ip', 'aal', 'created_at', 'last_used_at', 'expires_at'])
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('last_used_at', 'desc')
      .execute();
    return {
      sessions: sessions.map((session) => ({
        id: session.id,
        user_agent: session.user_agent,
        ip: session.ip,
        aal: session.aal,
        created_at: new Date(session.created_at).toISOString(),
        last_used_at: new Date(session.last_used_at).toISOString(),
        expires_at: new Date(session.expires_at).toISOString(),
        current: session.id === claims.session_id,
      })),
    };
  });

  app.delete('/user/sessions', async (request, reply) => {
    const caller = await requireCaller(ctx, request, reply);
    await requireSecondFactorIfEnrolled(ctx, caller);
    const { user, claims } = caller;
    const revoked = await revokeSessions(
      ctx.db,
      { userId: user.id, exceptSessionId: claims.session_id },
      'signed_out_elsewhere',
    );
    await audit(ctx.db, { event: 'session_revoked', userId: user.id, ip: request.ip, details: { others: revoked } });
    return { revoked };
  });

  app.delete<{ Params: { id: string } }>('/user/sessions/:id', async (request, reply) => {
    const caller = await requireCaller(ctx, request, reply);
    const { user } = caller;
    const id = z.uuid().safeParse(request.params.id);
    // Ending its own session stays open to an aal1 session: a sign-in abandoned at the code prompt.
    if (id.data !== caller.claims.session_id) await requireSecondFactorIfEnrolled(ctx, caller);
    const revoked = id.success
      ? await revokeSessions(ctx.db, { userId: user.id, sessionId: id.data }, 'signed_out')
      : 0;
    if (!revoked) throw notFound('Session not found');
    await audit(ctx.db, {
      event: 'session_revoked',
      userId: user.id,
      ip: request.ip,
      details: { session_id: id.data },
    });
    return reply.status(204).send();
  });
}
