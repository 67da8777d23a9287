import type { StaffTestimonialCreate } from '@app/contracts/staff-api';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { signedInToken } from './harness.js';

export interface StaffMember {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A staff account (identity row with its roles, as the data API and the identity service both
 * check them) and a token for it.
 */
export async function staffMember(db: Kysely<DB>, roles: string[], email = `${roles.join('-')}@example.com`) {
  const id = randomUUID();
  await db
    .insertInto('identity_users')
    .values({
      id,
      email,
      confirmed_at: new Date(),
      app_metadata: JSON.stringify({ provider: 'email', roles }),
    })
    .execute();
  const token = await signedInToken(db, {
    sub: id,
    email,
    aud: '',
    app_metadata: { provider: 'email', roles },
    user_metadata: {},
  });
  return { id, email, token, headers: { authorization: `Bearer ${token}` } } satisfies StaffMember;
}

/** The audit rows of one record, oldest first. */
export function auditRows(db: Kysely<DB>, entityId: string) {
  return db
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('entity_id', '=', entityId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A published testimonial as the staff console creates it (`POST /api/staff/testimonials`), with `fields` over it. */
export const testimonialInput = (fields: Partial<StaffTestimonialCreate> = {}): StaffTestimonialCreate => ({
  author_name: 'Sam Lee',
  book_title: 'Tidewater',
  service: 'Copy Editing',
  quote: 'Careful, kind and fast.',
  rating: 5,
  location: null,
  published: true,
  sort_order: 0,
  ...fields,
});

/** A one-file multipart/form-data request body (field `file`). */
export function multipartFile(headers: Record<string, string>, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = '----staff-console-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
