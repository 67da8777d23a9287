import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { BackupSchedule } from '../config/env.js';
import type { Database } from '../db/connect.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { backupSchedule } from '../jobs/queues.js';
import { backupEmbeddedDatabase, dataDirSigningSecret, type BackupOptions } from './backup.js';
import { backupsToKeep } from './retention.js';

export type { BackupSchedule } from '../config/env.js';

export interface StoredBackup {
  name: string;
  bytes: number;
  takenAt: Date;
}

/** backup-2026-11-25T03-30-00.000Z.tgz: sorts by time, and its time reads back without the file's dates. */
const FILE_NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}\.\d{3})Z\.tgz$/;

export const backupFileName = (takenAt: Date): string => `backup-${takenAt.toISOString().replaceAll(':', '-')}.tgz`;

/** Whether `name` is one of ours: only those are listed, served or deleted. */
export const isBackupFileName = (name: string): boolean => FILE_NAME.test(name);

function takenAtOf(name: string): Date | null {
  const match = FILE_NAME.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}

/** The backups in `dir`, newest first (none when the directory does not exist yet). */
export async function listBackups(dir: string): Promise<StoredBackup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: StoredBackup[] = [];
  for (const name of names) {
    const takenAt = takenAtOf(name);
    if (takenAt) backups.push({ name, takenAt, bytes: (await stat(join(dir, name))).size });
  }
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * Takes a backup of the running embedded database into `schedule.dir`, then deletes the files the
 * retention policy no longer keeps. The file appears whole or not at all (written aside, then
 * renamed), readable only by the server's account, as it holds every record. DATA_DIR's signing
 * secret is kept beside the backups as `jwt-secret` (mode 600), which `db:restore` reads.
 */
export async function takeScheduledBackup(
  database: Database,
  options: BackupOptions & { schedule: BackupSchedule; now: Date },
): Promise<{ backup: StoredBackup; removed: string[] }> {
  const { dir, keep } = options.schedule;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const image = await backupEmbeddedDatabase(database);
  // The backups restore with it (tokens, 2FA seeds): it goes beside them, never inside one.
  const secret = dataDirSigningSecret(options);
  if (secret) await writeFile(join(dir, 'jwt-secret'), `${secret}\n`, { mode: 0o600 });
  const name = backupFileName(options.now);
  const partial = join(dir, `.${name}.partial`);
  await writeFile(partial, Buffer.from(await image.arrayBuffer()), { mode: 0o600 });
  await rename(partial, join(dir, name));

  const backups = await listBackups(dir);
  const kept = backupsToKeep(backups, keep);
  // The one just taken stays even when the policy keeps none (scheduled backups off, "Back up now").
  const removed = backups.filter((backup) => !kept.has(backup) && backup.name !== name);
  for (const backup of removed) await rm(join(dir, backup.name), { force: true });
  return { backup: backups.find((backup) => backup.name === name)!, removed: removed.map((backup) => backup.name) };
}

/**
 * Daily backups of the embedded database on the job queue's cron: one instance runs each tick.
 * Nothing is scheduled on PostgreSQL (its own tools back it up: docs/operations.md) or when the
 * policy keeps no backups.
 */
export async function startScheduledBackups(
  database: Database,
  jobs: JobQueue,
  options: BackupOptions & { schedule: BackupSchedule; logger: Logger },
): Promise<void> {
  const { schedule, logger } = options;
  if (database.kind !== 'pglite' || schedule.keep.daily + schedule.keep.weekly === 0) return;
  await jobs.every(backupSchedule(schedule.cron), async () => {
    const startedAt = performance.now();
    const { backup, removed } = await takeScheduledBackup(database, { ...options, now: new Date() });
    logger.info(
      { file: backup.name, bytes: backup.bytes, removed, ms: Math.round(performance.now() - startedAt) },
      'scheduled backup taken',
    );
  });
}
