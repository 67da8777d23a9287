import type { FastifyRequest } from 'fastify';
import { requestLocale, type IdentityContext } from '../context.js';
import type { IdentityUser } from '../../db/identity.tables.js';
import type { SecurityNoticeKind } from './mail-texts.js';
import { mailNewToken } from './token-mail.js';

/**
 * Tells the owner that something changed on the account, in the account's language, with a
 * recovery link to secure it (a new password; opening it also cancels a pending email change).
 * Goes to the account's address, or `to` (the address an email change replaces). The change
 * itself is already made: a mail that cannot be queued is logged, not turned into a failure.
 * Returns the user as updated (the link's token is stored on it).
 */
export async function sendSecurityNotice(
  ctx: Pick<IdentityContext, 'db' | 'mailQueue' | 'siteUrl'>,
  request: FastifyRequest,
  user: IdentityUser,
  kind: SecurityNoticeKind,
  to = user.email,
): Promise<IdentityUser> {
  try {
    return await mailNewToken(ctx, user, { kind, to, locale: requestLocale(request, user.user_metadata?.locale) });
  } catch (error) {
    request.log.error({ err: error, kind, userId: user.id }, 'security notice not queued');
    return user;
  }
}
