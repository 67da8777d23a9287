import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupStatus } from '@app/contracts/staff-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTempDir,
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../test/support/harness.js';
import { bearer, people, tokenFor } from '../../test/support/checklist-fixture.js';
import { connectMemoryDatabase } from '../db/connect.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';
import { backupSchedule } from '../jobs/queues.js';
import { listBackups, takeScheduledBackup } from './scheduled-backups.js';

const DAY_MS = 86_400_000;
const userCount = async (db: TestDatabase['database']['db']) =>
  (await sql<{ count: number }>`select count(*)::int as count from identity_users`.execute(db)).rows[0]!.count;

describe('scheduled backups of the embedded database', () => {
  let source: TestDatabase;
  const dir = createTempDir('scheduled-backups-');
  beforeAll(async () => {
    source = await createTestDatabase({ kind: 'pglite' });
    await staffMember(source.database.db, ['admin'], 'kept-in-backup@example.com');
  });
  afterAll(async () => {
    await source?.dispose();
    dir.dispose();
  });

  it('keeps exactly the configured files as the days go by (a frozen clock), each one restorable', async () => {
    const schedule = { dir: dir.path, cron: '30 3 * * *', keep: { daily: 2, weekly: 1 } };
    const firstDay = Date.UTC(2026, 9, 1, 3, 30); // Thursday 1 October 2026
    for (let day = 0; day < 12; day += 1) {
      const now = new Date(firstDay + day * DAY_MS);
      await takeScheduledBackup(source.database, { schedule, dataDir: dir.path, signingSecret: undefined, now });
      expect((await listBackups(dir.path)).length).toBeLessThanOrEqual(3);
    }
    const kept = await listBackups(dir.path);
    // The two newest days (Monday 12, Sunday 11), then the newest of the week before (Sunday 4).
    expect(kept.map((backup) => backup.name)).toEqual([
      'backup-2026-10-12T03-30-00.000Z.tgz',
      'backup-2026-10-11T03-30-00.000Z.tgz',
      'backup-2026-10-04T03-30-00.000Z.tgz',
    ]);
    const newest = join(dir.path, kept[0]!.name);
    expect(statSync(newest).mode & 0o777).toBe(0o600);
    const restored = await connectMemoryDatabase(new Blob([readFileSync(newest)]));
    try {
      expect(await userCount(restored.db)).toBe(await userCount(source.database.db));
    } finally {
      await restored.close();
    }
    // Twelve whole dumps and a restore: past the suite's 30 s on a machine whose cores are busy.
  }, 180_000);
});

describe('backups in the staff console', () => {
  let database: TestDatabase;
  let t: TestApp;
  let admin: StaffMember;
  let support: StaffMember;
  const dir = createTempDir('console-backups-');
  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'pglite' });
    t = await createTestApp({ BACKUP_DIR: dir.path, BACKUP_KEEP_DAILY: '7', BACKUP_KEEP_WEEKLY: '4' }, database);
    admin = await staffMember(t.database.db, ['admin']);
    support = await staffMember(t.database.db, ['support']);
  });
  afterAll(async () => {
    await t?.close();
    await database?.dispose();
    dir.dispose();
  });

  const status = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/staff/backups', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json<BackupStatus>();
  };

  it('takes one now for an admin, audited, and serves it byte for byte', async () => {
    const taken = await t.app.inject({ method: 'POST', url: '/api/staff/backups', headers: admin.headers });
    expect(taken.statusCode).toBe(201);
    const { backup } = taken.json<{ backup: BackupStatus['backups'][number] }>();
    expect((await status()).backups).toEqual([backup]);
    expect(await auditRows(t.database.db, backup.name)).toMatchObject([
      { action: 'backup.create', actor_id: admin.id },
    ]);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/staff/backups/${backup.name}`,
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(download.rawPayload.equals(readFileSync(join(dir.path, backup.name)))).toBe(true);
    expect(download.rawPayload.byteLength).toBe(backup.bytes);

    const again = await t.app.inject({ method: 'POST', url: '/api/staff/backups', headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'A backup was taken less than a minute ago: download that one, or try again in a minute.',
    );
    expect((await status()).backups).toEqual([backup]);
  });

  it('is scheduled daily on the job queue, and a queued run writes a backup', async () => {
    expect(t.jobs.schedule('backups')).toMatchObject({ cron: '30 3 * * *', tz: 'UTC' });
    expect(await status()).toMatchObject({ available: true, schedule: '30 3 * * *', keep: { daily: 7, weekly: 4 } });

    // A run of the schedule is a job like this one (the job queue offers one at each tick).
    const sentAt = Date.now();
    await t.jobs.send(t.database.db, { name: backupSchedule(t.config.backups.cron).name, send: {} }, {});
    // One a day is kept: the run of the day replaces the one taken by hand earlier that day. The
    // new file appears before the old one is deleted, so both are waited for.
    await vi.waitFor(
      async () => {
        const backups = await listBackups(dir.path);
        expect(backups).toHaveLength(1);
        expect(backups[0]!.takenAt.getTime()).toBeGreaterThanOrEqual(sentAt);
      },
      { timeout: 30_000 },
    );
  });

  it('keeps /healthz answering 200 while a backup holds the database', async () => {
    const backup = t.database.dumpDataDir!();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', backup: 'under way' });
    await backup;
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok', mail: {} });
  });

  it('is for admins only, and serves only backup files by their exact names', async () => {
    for (const headers of [support.headers, bearer(await tokenFor(t.database.db, people.A))]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/staff/backups', headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/staff/backups', headers })).statusCode).toBe(403);
    }
    const [latest] = (await status()).backups;
    const fetch = (name: string) =>
      t.app.inject({ method: 'GET', url: `/api/staff/backups/${encodeURIComponent(name)}`, headers: admin.headers });
    expect((await fetch(latest!.name)).statusCode).toBe(200);
    expect((await fetch('backup-1999-01-01T00-00-00.000Z.tgz')).statusCode).toBe(404);
    for (const name of ['../jwt-secret', '..%2Fjwt-secret', 'jwt-secret', `${latest!.name}/..`]) {
      const response = await fetch(name);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain(t.config.jwtSecret);
    }
  });
});
