import type { BackupStatus } from '@app/contracts/staff-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';

describe('backups in the staff console on PostgreSQL', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_KEEP_DAILY: '7', BACKUP_KEEP_WEEKLY: '4' });
    admin = await staffMember(t.database.db, ['admin']);
  });
  afterAll(() => t?.close());

  it('schedules none and says the database server’s own tools back it up', async () => {
    expect(t.jobs.schedule('backups')).toBeUndefined();
    const status = await t.app.inject({ method: 'GET', url: '/api/staff/backups', headers: admin.headers });
    expect(status.json<BackupStatus>()).toEqual({
      available: false,
      schedule: null,
      keep: { daily: 7, weekly: 4 },
      backups: [],
    });
    const taken = await t.app.inject({ method: 'POST', url: '/api/staff/backups', headers: admin.headers });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: { code: 'conflict', message: 'On PostgreSQL, back up with pg_dump (see docs/operations.md).' },
    });
  });
});
