import { STAFF_ROLES } from '@app/contracts/chat';
import { sql } from 'kysely';

/**
 * Whether the author row under `alias` belongs to a staff account (by id, or by email for rows
 * made before the account): staff who opened the dashboard once have an author row too, and
 * never belong in the authors list or the support inbox.
 */
export const isStaffAuthor = (alias: string) => sql<boolean>`exists (
  select 1 from identity_users u
  where u.aud = '' and (u.id = ${sql.ref(`${alias}.id`)} or lower(u.email) = lower(${sql.ref(`${alias}.email`)}))
    and u.app_metadata -> 'roles' ?| array[${sql.join(STAFF_ROLES.map((role) => sql.lit(role)))}]
)`;
