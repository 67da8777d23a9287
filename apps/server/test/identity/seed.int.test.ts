import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUTHOR } from '../../src/db/seed/demo-author.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import { createTestApp, type TestApp, TEST_PAYEE_DATA } from '../support/harness.js';

const demoPassword = 'Demo-pass-for-tests';

describe('demo identity users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database.db, { demoPassword, payeeData: TEST_PAYEE_DATA });
    await seedDemoData(t.database.db, { demoPassword, payeeData: TEST_PAYEE_DATA });
  });
  afterAll(() => t?.close());

  const login = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/.netlify/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username, password: demoPassword }).toString(),
    });

  it('seeds each account once, however often it runs', async () => {
    const rows = await t.database.db.selectFrom('identity_users').select(['id', 'email']).orderBy('email').execute();
    expect(rows.map((row) => row.email)).toEqual(['author@example.com', 'staff@example.com']);
    expect(rows[0]?.id).toBe(DEMO_AUTHOR.id);
  });

  it('lets the demo author sign in as Eleanor Hart, with the authors row id', async () => {
    const response = await login('author@example.com');
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/.netlify/identity/user',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ id: DEMO_AUTHOR.id, user_metadata: { full_name: 'Eleanor Hart' } });
  });

  it('gives the staff user the admin and support roles, which open the admin API', async () => {
    const { access_token: token } = (await login('staff@example.com')).json();
    const me = await t.app.inject({ url: '/.netlify/identity/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({
      email: 'staff@example.com',
      app_metadata: { provider: 'email', roles: ['admin', 'support'] },
      user_metadata: { full_name: 'Morgan Ellis' },
    });
    const list = await t.app.inject({
      url: '/.netlify/identity/admin/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
  });
});
