import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { SCHEDULES } from '../jobs/queues.js';

/** An upload older than this that never became a file version is dead: no upload takes a day. */
export const DEAD_UPLOAD_AFTER_MS = 24 * 3_600_000;

/**
 * Removes the project files uploads left behind: one that died mid-stream (the server stopped, or
 * the database went away, before the upload could remove what it wrote: `storeStreamedFile`) and
 * one stored whose version was never recorded. Only files older than DEAD_UPLOAD_AFTER_MS, so an
 * upload still streaming is never touched; their chunks go with them. Returns how many went.
 */
export async function sweepDeadUploads(db: Kysely<DB>, now: Date): Promise<number> {
  const removed = await db
    .deleteFrom('files')
    .where('purpose', '=', 'production')
    .where('created_at', '<', new Date(now.getTime() - DEAD_UPLOAD_AFTER_MS))
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('production_file_versions as v').select('v.id').whereRef('v.file_id', '=', 'files.id'))),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/** Sweeps dead uploads hourly on the job queue's cron (one instance runs each tick). */
export async function startDeadUploadSweep(db: Kysely<DB>, jobs: JobQueue, logger: Logger): Promise<void> {
  await jobs.every(SCHEDULES.deadUploads, async () => {
    const removed = await sweepDeadUploads(db, new Date());
    if (removed > 0) logger.info({ removed }, 'dead uploads removed');
  });
}
