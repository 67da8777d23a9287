import { writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { connectMemoryDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';

/** An empty embedded database with the migrations of `migrationsDir` applied, as an image. */
export async function migratedEmptyDatabase(migrationsDir?: string): Promise<Blob> {
  const database = await connectMemoryDatabase();
  try {
    await migrateToLatest(database.db, migrationsDir);
    // A checkpoint first: a database opened from the image then has no log to replay.
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
