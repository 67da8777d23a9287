import { STAFF_ROLES } from '@app/contracts/chat';
import type { FastifyRequest } from 'fastify';
import { actorOf, type Actor } from '../audit/audit-log.js';

/**
 * Route guards of the staff console, run as `onRequest` hooks so the caller is checked before the
 * body is even read: anonymous 401, authors 403. `staffOnly` guards the whole staff API's scope
 * (staff-api.ts): reading is for every staff role (admin, support). Routes that write add
 * `adminOnly`, except the project progress fields support may update.
 */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  await request.requireRole(...STAFF_ROLES);
}

export async function adminOnly(request: FastifyRequest): Promise<void> {
  await request.requireRole('admin');
}

/** The staff member making a change (the guard has already verified the token). */
export async function currentActor(request: FastifyRequest): Promise<Actor> {
  return actorOf(await request.requireUser());
}
