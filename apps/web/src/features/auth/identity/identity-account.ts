import { factorToProve } from '../two-factor';
import { IdentityClient } from './identity-client';
import { SessionStore } from './session-store';

/**
 * The identity client and the browser's session. The dashboard builds them at start; a public
 * page loads this module only when a session is stored, a link or another tab signs in, or the
 * identity modal opens (a signed-out visitor's page downloads none of it).
 */
export interface IdentityAccount {
  client: IdentityClient;
  store: SessionStore;
}

export function createIdentityAccount(apiUrl: string): IdentityAccount {
  const client = new IdentityClient(apiUrl);
  // nf_jwt is the service's HttpOnly cookie (X-Use-Cookie), never written by script.
  const store = new SessionStore({ client, storage: typeof window === 'undefined' ? null : window.localStorage });
  return { client, store };
}

/**
 * Checks a stored session once at start (it may belong to a deleted user or a revoked login).
 * One from before the account's second factor was turned on has not proved it: it ends, and the
 * answer is true (logging in again asks for the code).
 */
export async function endUnprovenSession(store: SessionStore): Promise<boolean> {
  const session = await store.validate();
  if (!session || !factorToProve(session, session.token.access_token)) return false;
  await store.end();
  return true;
}
