import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countMailTo } from '../../mail/recipient-limit.js';
import { audit } from '../audit.js';
import { checkNewPassword, metadataSchema, readBody, validEmail } from '../body.js';
import { requestLocale, type IdentityContext } from '../context.js';
import { newEmailToken } from '../email-tokens.js';
import { badRequest, unprocessable, userNotFound } from '../errors.js';
import type { AppMetadata, IdentityUser } from '../../db/identity.tables.js';
import { queueIdentityMail } from '../mail/identity-mails.js';
import { sendSecurityNotice } from '../mail/security-notice.js';
import { readPage, setPaginationHeaders } from '../pagination.js';
import { hashPassword } from '../passwords.js';
import { requireAdmin, type AdminCaller } from '../request-auth.js';
import { revokeSessions } from '../sessions.js';
import { supersedeSignup } from '../signup.js';
import { findUserByEmail, findUserById, listFactors, mergeMetadata, updateUser, userJson } from '../users.js';

const inviteBody = z.object({ email: z.string().optional(), data: metadataSchema.nullish() });

const createBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  aud: z.string().optional(),
  role: z.string().optional(),
  confirm: z.boolean().optional(),
  user_metadata: metadataSchema.nullish(),
  app_metadata: metadataSchema.nullish(),
});

const updateBody = createBody.omit({ aud: true }).extend({
  /** Bans the account for `<hours>h`, or lifts a ban with `none`. */
  ban_duration: z
    .string()
    .regex(/^(none|\d{1,6}h)$/, 'must be "none" or a number of hours such as "24h"')
    .optional(),
});

const emailTaken = () => unprocessable('Email address already registered by another user');
const ADMIN_BODY = 'Could not decode admin user params';

/** The admin API (GoTrue's, with roles from app_metadata) and invitations. */
export function registerAdminRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  async function targetUser(
    request: FastifyRequest<{ Params: { id: string } }>,
    caller: AdminCaller,
  ): Promise<IdentityUser> {
    if (!z.uuid().safeParse(request.params.id).success) throw badRequest('user_id must be an UUID');
    const user = await findUserById(ctx.db, request.params.id);
    if (!user || user.aud !== caller.aud) throw userNotFound();
    return user;
  }

  const actorOf = (caller: AdminCaller) => caller.admin?.id ?? null;

  /**
   * Invites an address. One with an unconfirmed signup is invited over it: nobody has proven that
   * signup's mailbox, so its password, data, links, factors and sessions go, and the invitation
   * is the only way in.
   */
  app.post('/invite', { config: { identityParams: 'Invite' } }, async (request) => {
    const caller = await requireAdmin(ctx, request);
    const body = readBody(inviteBody, request.body, 'Could not read Invite params');
    const email = validEmail(body.email);
    const existing = await findUserByEmail(ctx.db, email, caller.aud);
    if (existing && (existing.confirmed_at || existing.invited_at)) throw emailTaken();
    const link = newEmailToken('invite');
    const invitation = {
      user_metadata: body.data ? JSON.stringify(body.data) : null,
      invited_at: link.sentAt,
      confirmation_token_hash: link.hash,
      confirmation_sent_at: link.sentAt,
      confirmation_expires_at: link.expiresAt,
    };
    const user = await ctx.db.transaction().execute(async (trx) => {
      const invited = existing
        ? await supersedeSignup(trx, existing, invitation)
        : await trx
            .insertInto('identity_users')
            .values({ aud: caller.aud, email, app_metadata: JSON.stringify({ provider: 'email' }), ...invitation })
            .returningAll()
            .executeTakeFirstOrThrow();
      // Counted with the other mails to the address, never refused: staff chose to send it.
      await countMailTo(trx, invited.email);
      await queueIdentityMail(ctx, trx, {
        kind: 'invite',
        to: invited.email,
        locale: requestLocale(request, body.data?.locale),
        token: link.token,
      });
      return invited;
    });
    await audit(ctx.db, {
      event: 'invite_sent',
      userId: user.id,
      actorId: actorOf(caller),
      ip: request.ip,
      ...(existing ? { details: { superseded_signup: true } } : {}),
    });
    return userJson(user);
  });

  app.get('/admin/users', async (request, reply) => {
    const caller = await requireAdmin(ctx, request);
    const query = request.query as Record<string, string | undefined>;
    const page = readPage(query);
    const sort = (query.sort ?? 'created_at desc').trim().split(/\s+/);
    if (sort[0] !== 'created_at' || !['asc', 'desc', undefined].includes(sort[1])) {
      throw badRequest(`Bad Sort Parameters: ${query.sort ?? ''}`);
    }
    const direction = sort[1] === 'asc' ? 'asc' : 'desc';
    const filter = query.filter?.trim().toLowerCase();
    let base = ctx.db.selectFrom('identity_users').where('aud', '=', caller.aud);
    if (filter) {
      const pattern = `%${filter.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      base = base.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['email']), 'like', pattern),
          eb(eb.fn('lower', [eb.ref('user_metadata', '->>').key('full_name')]), 'like', pattern),
        ]),
      );
    }
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const users = await base
      .selectAll()
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .limit(page.perPage)
      .offset(page.offset)
      .execute();
    setPaginationHeaders(reply, `${ctx.siteUrl}/.netlify/identity/admin/users`, query, page, Number(total));
    return { aud: caller.aud, users: users.map((user) => userJson(user)) };
  });

  /** The identity audit trail, newest first; `user_id` and `event` narrow it. */
  app.get('/admin/audit', async (request, reply) => {
    await requireAdmin(ctx, request);
    const query = request.query as Record<string, string | undefined>;
    const page = readPage(query);
    const userId = query.user_id ? z.uuid().safeParse(query.user_id) : undefined;
    if (userId && !userId.success) throw badRequest('user_id must be an UUID');
    let base = ctx.db.selectFrom('identity_audit_log');
    if (userId?.data) base = base.where('user_id', '=', userId.data);
    if (query.event) base = base.where('event', '=', query.event);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const entries = await base.selectAll().orderBy('id', 'desc').limit(page.perPage).offset(page.offset).execute();
    setPaginationHeaders(reply, `${ctx.siteUrl}/.netlify/identity/admin/audit`, query, page, Number(total));
    return {
      entries: entries.map((entry) => ({ ...entry, created_at: new Date(entry.created_at).toISOString() })),
    };
  });

  app.post('/admin/users', async (request) => {
    const body = readBody(createBody, request.body, ADMIN_BODY);
    const caller = await requireAdmin(ctx, request, body.aud);
    const email = validEmail(body.email);
    if (body.password !== undefined) checkNewPassword(body.password, ctx.config.minPasswordLength);
    if (await findUserByEmail(ctx.db, email, caller.aud)) throw emailTaken();
    const appMetadata: AppMetadata = { ...mergeMetadata({}, body.app_metadata ?? {}), provider: 'email' };
    const user = await ctx.db
      .insertInto('identity_users')
      .values({
        aud: caller.aud,
        email,
        role: body.role ?? '',
        encrypted_password: body.password ? await hashPassword(body.password) : null,
        confirmed_at: body.confirm ? new Date() : null,
        app_metadata: JSON.stringify(appMetadata),
        user_metadata: body.user_metadata ? JSON.stringify(body.user_metadata) : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(ctx.db, { event: 'admin_user_created', userId: user.id, actorId: actorOf(caller), ip: request.ip });
    return userJson(user);
  });

  app.get<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    const caller = await requireAdmin(ctx, request);
    const user = await targetUser(request, caller);
    return userJson(user, await listFactors(ctx.db, user.id));
  });

  app.put<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    const caller = await requireAdmin(ctx, request);
    const body = readBody(updateBody, request.body, ADMIN_BODY);
    const target = await targetUser(request, caller);
    if (body.password !== undefined) checkNewPassword(body.password, ctx.config.minPasswordLength);
    const email = body.email !== undefined ? validEmail(body.email) : undefined;
    if (email && email.toLowerCase() !== target.email.toLowerCase()) {
      if (await findUserByEmail(ctx.db, email, target.aud)) throw emailTaken();
    }
    const banHours = body.ban_duration && body.ban_duration !== 'none' ? Number.parseInt(body.ban_duration, 10) : 0;
    const user = await updateUser(ctx.db, target.id, {
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(body.confirm ? { confirmed_at: target.confirmed_at ?? new Date() } : {}),
      ...(body.password !== undefined ? { encrypted_password: await hashPassword(body.password) } : {}),
      ...(email ? { email } : {}),
      ...(body.app_metadata
        ? {
            app_metadata: JSON.stringify({
              ...mergeMetadata(target.app_metadata, body.app_metadata),
              provider: target.app_metadata.provider,
            }),
          }
        : {}),
      ...(body.user_metadata
        ? { user_metadata: JSON.stringify(mergeMetadata(target.user_metadata, body.user_metadata)) }
        : {}),
      ...(body.ban_duration ? { banned_until: banHours ? new Date(Date.now() + banHours * 3_600_000) : null } : {}),
    });
    if (banHours || body.password !== undefined) {
      await revokeSessions(ctx.db, { userId: user.id }, banHours ? 'banned' : 'password_reset_by_admin');
    }
    if (body.password !== undefined) await ctx.loginThrottle.lift(user.email);
    await audit(ctx.db, {
      event: 'admin_user_updated',
      userId: user.id,
      actorId: actorOf(caller),
      ip: request.ip,
      details: { fields: Object.keys(body).filter((key) => key !== 'password') },
    });
    return userJson(user, await listFactors(ctx.db, user.id));
  });

  app.delete<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    const caller = await requireAdmin(ctx, request);
    const user = await targetUser(request, caller);
    await ctx.db.deleteFrom('identity_users').where('id', '=', user.id).execute();
    await audit(ctx.db, {
      event: 'admin_user_deleted',
      userId: user.id,
      actorId: actorOf(caller),
      ip: request.ip,
      details: { email: user.email },
    });
    return {};
  });

  /** Recovery from a lost second-factor device: an admin removes the account's factors. */
  app.delete<{ Params: { id: string } }>('/admin/users/:id/factors', async (request) => {
    const caller = await requireAdmin(ctx, request);
    const user = await targetUser(request, caller);
    const wasOn = (await listFactors(ctx.db, user.id)).some((factor) => factor.status === 'verified');
    const removed = await ctx.db.deleteFrom('identity_mfa_factors').where('user_id', '=', user.id).executeTakeFirst();
    await audit(ctx.db, {
      event: 'factor_removed',
      userId: user.id,
      actorId: actorOf(caller),
      ip: request.ip,
      details: { count: Number(removed.numDeletedRows) },
    });
    if (wasOn) await sendSecurityNotice(ctx, request, user, 'factor_removed');
    return userJson(user);
  });
}
