import type { Kysely } from 'kysely';
import { DEMO_AUTHOR } from '../db/seed/demo-author.js';
import type { DB } from '../db/schema.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail } from './users.js';

/** The demo logins: the demo author (same id as its authors row) and a staff member. */
const demoUsers = [
  { id: DEMO_AUTHOR.id, email: DEMO_AUTHOR.email, fullName: DEMO_AUTHOR.fullName, roles: undefined },
  { id: undefined, email: 'staff@example.com', fullName: 'Morgan Ellis', roles: ['admin', 'support'] },
];

/** Idempotent: an existing account (whatever has been done to it since) is left alone. */
export async function seedIdentityUsers(db: Kysely<DB>, demoPassword: string): Promise<void> {
  const missing = [];
  for (const demo of demoUsers) if (!(await findUserByEmail(db, demo.email, ''))) missing.push(demo);
  // Each hash takes tens of milliseconds in the thread pool: both at once on a first start.
  const hashes = await Promise.all(missing.map(() => hashPassword(demoPassword)));
  for (const [index, demo] of missing.entries()) {
    await db
      .insertInto('identity_users')
      .values({
        ...(demo.id ? { id: demo.id } : {}),
        email: demo.email,
        encrypted_password: hashes[index]!,
        confirmed_at: new Date(),
        app_metadata: JSON.stringify({ provider: 'email', ...(demo.roles ? { roles: demo.roles } : {}) }),
        user_metadata: JSON.stringify({ full_name: demo.fullName }),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
