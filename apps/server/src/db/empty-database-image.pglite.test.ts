import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDir } from '../../test/support/harness.js';
import { writeEmptyDatabaseImage } from './build-empty-database.js';
import { connectDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
const logger = pino({ level: 'silent' });

describe('a new DATA_DIR from the build’s migrated image', () => {
  const dir = createTempDir('empty-image-');
  afterAll(() => dir.dispose());

  it('loads the image, applies only the migrations newer than it, and keeps the data on the next start', async () => {
    // An image from a build one migration behind these sources.
    const [newest] = readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .reverse();
    const olderMigrations = join(dir.path, 'older-migrations');
    cpSync(migrationsDir, olderMigrations, { recursive: true });
    rmSync(join(olderMigrations, newest!));
    const emptyImage = join(dir.path, 'empty-database.tgz');
    await writeEmptyDatabaseImage(emptyImage, olderMigrations);

    const target = { kind: 'pglite', dataDir: join(dir.path, 'data') } as const;
    const first = await connectDatabase(target, logger, { emptyImage });
    const applied = await migrateToLatest(first.db, migrationsDir);
    expect(applied?.map((migration) => migration.migrationName)).toEqual([newest!.replace(/\.sql$/, '')]);
    // The one database the server uses: no template databases to write out on a first start.
    const { rows: databases } = await sql<{ datname: string }>`select datname from pg_database`.execute(first.db);
    expect(databases).toEqual([{ datname: 'postgres' }]);
    await sql`create table kept (value int); insert into kept values (7)`.execute(first.db);
    await first.close();

    // The DATA_DIR has its database now: the image is not loaded over it.
    const second = await connectDatabase(target, logger, { emptyImage });
    expect(await migrateToLatest(second.db, migrationsDir)).toEqual([]);
    const { rows } = await sql<{ value: number }>`select value from kept`.execute(second.db);
    expect(rows).toEqual([{ value: 7 }]);
    await second.close();
  }, 120_000);
});
