import { writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { connectMemoryDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';

/** An empty embedded database with the migrations of `migrationsDir` applied, as an image. */
export async function migratedEmptyDatabase(migrationsDir?: string): Promise<Blob> {
  const database = await connectMemoryDatabase();
  try {
    await migrateToLatest(database.db, migrationsDir);
    // The log moved on to a new segment, then a checkpoint: a database opened from the image has
    // no log to replay, and its log position is at the start of a segment. Near a segment's end,
    // every start of the embedded database writes out the next 16 MB segment ahead of time, and
    // the process keeps some 14 MB of memory that took.
    await sql`select pg_switch_wal()`.execute(database.db);
    await sql`checkpoint`.execute(database.db);
    return await database.dumpDataDir!();
  } finally {
    await database.close();
  }
}

/** Writes the image the server starts a new DATA_DIR from (`empty-database-image.ts`). */
export async function writeEmptyDatabaseImage(file: string, migrationsDir?: string): Promise<void> {
  const image = await migratedEmptyDatabase(migrationsDir);
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
}
