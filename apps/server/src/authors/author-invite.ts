import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';

/**
 * Invites the author by email through the identity service's own invite endpoint (the same
 * account record, token and localized mail as any invitation), acting with the caller's token so
 * the identity service applies its own admin check. Returns the new identity account's id.
 */
export async function inviteThroughIdentity(
  app: App,
  request: FastifyRequest,
  invitee: { email: string; fullName: string | null },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/.netlify/identity/invite',
    headers: {
      authorization: request.headers.authorization ?? '',
      'content-type': 'application/json',
      ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
    },
    payload: { email: invitee.email, data: invitee.fullName ? { full_name: invitee.fullName } : {} },
  });
  if (response.statusCode === 200) return (response.json() as { id: string }).id;
  const { msg } = response.json() as { msg?: string };
  if (response.statusCode === 422 && /already registered/i.test(msg ?? '')) {
    throw new AppError(409, 'conflict', 'This email already has an account: the author can sign in');
  }
  if (response.statusCode === 429) throw new AppError(429, 'rate_limited', 'Too many invitations, try again later');
  throw new AppError(502, 'internal_error', `The invitation could not be sent: ${msg ?? 'identity service error'}`);
}
