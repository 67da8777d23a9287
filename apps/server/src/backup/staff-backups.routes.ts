import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { backupFileSchema, backupStatusSchema, type BackupFile } from '@app/contracts/staff-api';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import type { BackupOptions } from './backup.js';
import {
  isBackupFileName,
  listBackups,
  takeScheduledBackup,
  type BackupSchedule,
  type StoredBackup,
} from './scheduled-backups.js';
import type { Database } from '../db/connect.js';
import { attachment } from '../files/csv.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { conflict } from '../staff/errors.js';

const toFile = (backup: StoredBackup): BackupFile => ({
  name: backup.name,
  bytes: backup.bytes,
  taken_at: backup.takenAt.toISOString(),
});

const backupParams = z.object({
  name: z.string().refine(isBackupFileName, 'Unknown backup'),
});

const ON_POSTGRES = 'On PostgreSQL, back up with pg_dump (see docs/operations.md).';
/** A backup copies the whole database: a button pressed again (or a script) must not repeat it at once. */
const MIN_INTERVAL_MS = 60_000;

/**
 * The embedded database's backups in the staff console (admins): the scheduled ones and the last
 * one's size, "Back up now", and each file to download. Backup files hold every record and may
 * hold the signing secret, hence admins only, and only file names the scheduler writes.
 */
export function registerStaffBackupRoutes(
  app: App,
  { database, backups }: { database: Database; backups: BackupOptions & { schedule: BackupSchedule } },
): void {
  const available = database.kind === 'pglite';
  const { schedule } = backups;
  const scheduled = available && schedule.keep.daily + schedule.keep.weekly > 0;

  app.get(
    '/api/staff/backups',
    { onRequest: adminOnly, schema: { response: { 200: backupStatusSchema } } },
    async () => ({
      available,
      schedule: scheduled ? schedule.cron : null,
      keep: schedule.keep,
      backups: available ? (await listBackups(schedule.dir)).map(toFile) : [],
    }),
  );

  app.post(
    '/api/staff/backups',
    { onRequest: adminOnly, schema: { response: { 201: z.object({ backup: backupFileSchema }) } } },
    async (request, reply) => {
      if (!available) throw conflict(ON_POSTGRES);
      const [latest] = await listBackups(schedule.dir);
      if (latest && Date.now() - latest.takenAt.getTime() < MIN_INTERVAL_MS) {
        throw conflict('A backup was taken less than a minute ago: download that one, or try again in a minute.');
      }
      const actor = await currentActor(request);
      const { backup, removed } = await takeScheduledBackup(database, { ...backups, now: new Date() });
      const file = toFile(backup);
      await recordAudit(database.db, actor, {
        action: 'backup.create',
        entityType: 'backup',
        entityId: backup.name,
        before: null,
        after: { ...file, removed },
      });
      return reply.status(201).send({ backup: file });
    },
  );

  app.get(
    '/api/staff/backups/:name',
    { onRequest: adminOnly, schema: { params: backupParams } },
    async (request, reply) => {
      const backup = available
        ? (await listBackups(schedule.dir)).find((candidate) => candidate.name === request.params.name)
        : undefined;
      if (!backup) throw notFound('Backup');
      return reply
        .type('application/gzip')
        .header('content-length', backup.bytes)
        .header('content-disposition', attachment(backup.name))
        .header('cache-control', 'no-store')
        .send(createReadStream(join(schedule.dir, backup.name)));
    },
  );
}
