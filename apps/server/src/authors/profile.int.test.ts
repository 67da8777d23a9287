import type { AuthorProfile } from '@app/contracts/dashboard-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/support/harness.js';
import { waitForMail } from '../../test/support/outbox.js';
import { bearer, people, startFixtureApp, tokenFor } from '../../test/support/checklist-fixture.js';

let t: TestApp;
let tokenA: string;

beforeAll(async () => {
  ({ t, tokenA } = await startFixtureApp());
});
afterAll(() => t.close());

const profileOf = async (token: string) =>
  (await t.app.inject({ url: '/api/me/profile', headers: bearer(token) })).json<AuthorProfile>();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(token: string, fileName: string, contentType: string, bytes: Buffer, field = 'file') {
  const boundary = '----quillbridge-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('author sync', () => {
  it('finds the author by identity id', async () => {
    const profile = await profileOf(tokenA);
    expect(profile).toMatchObject({
      id: people.A.id,
      email: people.A.email,
      full_name: 'Alice Walker',
      author_status: 'Active',
    });
  });

  it('finds a legacy author by email (any case) and fills an empty name from the identity', async () => {
    const token = await tokenFor(t.database.db, {
      id: 'f0000000-0000-4000-8000-0000000000ff',
      email: 'LEGACY@example.com',
      name: 'Lena Legacy',
    });
    const profile = await profileOf(token);
    expect(profile).toMatchObject({ id: people.L.id, full_name: 'Lena Legacy' });
    const invoices = await t.app.inject({ url: '/api/me/invoices', headers: bearer(token) });
    expect(invoices.json()).toHaveLength(2);
  });

  it('creates a new author as Active in the US, once, even for concurrent first calls', async () => {
    const nina = { id: 'f0000000-0000-4000-8000-000000000011', email: 'new@example.com', name: 'Nina New' };
    const token = await tokenFor(t.database.db, nina);
    const [first, second] = await Promise.all([profileOf(token), profileOf(token)]);
    expect(first).toMatchObject({
      id: nina.id,
      full_name: 'Nina New',
      author_status: 'Active',
      country: 'US',
      services: null,
    });
    expect(second.id).toBe(nina.id);
    const rows = await t.database.db.selectFrom('authors').select('id').where('email', '=', nina.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('marks the author seen on each profile read', async () => {
    const before = (await profileOf(tokenA)).updated_at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await profileOf(tokenA)).updated_at > before).toBe(true);
  });
});

describe('PATCH /api/me/profile', () => {
  it('updates the editable fields, clears blanks, and never the email', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: bearer(tokenA),
      payload: {
        phone: ' (503) 555-0100 ',
        city: 'Portland',
        bio: '',
        email: 'hijack@example.com',
        author_status: 'Paused',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '(503) 555-0100',
      city: 'Portland',
      bio: null,
      email: people.A.email,
      author_status: 'Active',
    });
    expect((await profileOf(tokenA)).city).toBe('Portland');
  });

  it('refuses bad fields with 400 and field errors, changing nothing', async () => {
    const before = await profileOf(tokenA);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: bearer(tokenA),
      payload: { city: 'Elsewhere', phone: 'call me', country: '', full_name: 'x'.repeat(121) },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(['country', 'full_name', 'phone']);
    const after = await profileOf(tokenA);
    expect(after.city).toBe(before.city);
  });

  it('refuses a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { ...bearer(tokenA), 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('avatar upload and file download', () => {
  it('stores a real image, points the profile at it and serves it to the owner only', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      ...multipart(tokenA, 'me.png', 'image/png', PNG),
    });
    expect(response.statusCode).toBe(200);
    const url = response.json<AuthorProfile>().avatar_url!;
    expect(url).toMatch(/^\/api\/me\/files\/[0-9a-f-]{36}$/);

    const download = await t.app.inject({ url, headers: bearer(tokenA) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);

    const stored = await t.database.db
      .selectFrom('files')
      .select(['size_bytes', 'sha256', 'owner_author_id'])
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ size_bytes: PNG.byteLength, owner_author_id: people.A.id });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);

    expect((await t.app.inject({ url, headers: bearer(await tokenFor(t.database.db, people.B)) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('keeps only the latest photo', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      ...multipart(tokenA, 'b.png', 'image/png', PNG),
    });
    const count = await t.database.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_author_id', '=', people.A.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const before = (await profileOf(tokenA)).avatar_url;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      ...multipart(tokenA, 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.fields).toEqual({ file: ['Use a PNG, JPEG, WebP or GIF image'] });
    expect((await profileOf(tokenA)).avatar_url).toBe(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      ...multipart(tokenA, 'big.png', 'image/png', big),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('refuses a request without a file', async () => {
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: bearer(tokenA),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      ...multipart(tokenA, 'a.png', 'image/png', PNG, 'photo'),
    });
    expect(wrongField.statusCode).toBe(400);
  });
});

describe('backup email', () => {
  it('saves the address unverified, mails a link, and verifies it with the token', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/backup-email',
      headers: bearer(tokenA),
      payload: { email: 'Alice.Backup@Example.com' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ backup_email: 'alice.backup@example.com', backup_email_verified: false });

    const mail = await waitForMail(t.dataDir, 'alice.backup@example.com');
    expect(mail.to).toBe('alice.backup@example.com');
    const token = /backup_email_token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('http://localhost:3000/dashboard/security?backup_email_token=');

    const otherAuthor = await t.app.inject({
      method: 'POST',
      url: '/api/me/backup-email/verify',
      headers: bearer(await tokenFor(t.database.db, people.B)),
      payload: { token },
    });
    expect(otherAuthor.statusCode).toBe(400);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/me/backup-email/verify',
      headers: bearer(tokenA),
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ backup_email: 'alice.backup@example.com', backup_email_verified: true });

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/me/backup-email/verify',
      headers: bearer(tokenA),
      payload: { token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields.token).toEqual(['This verification link is not valid or has expired']);
  });

  it('refuses an invalid address or the sign-in email itself, keeping the saved one', async () => {
    for (const email of ['not-an-email', 'ALICE@example.com']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/me/backup-email',
        headers: bearer(tokenA),
        payload: { email },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.email).toHaveLength(1);
    }
    expect(await profileOf(tokenA)).toMatchObject({
      backup_email: 'alice.backup@example.com',
      backup_email_verified: true,
    });
  });
});
