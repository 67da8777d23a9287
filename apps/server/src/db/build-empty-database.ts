import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Kysely } from 'kysely';
import { pack } from 'tar-stream';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { DB } from './schema.js';

/**
 * A gzipped tar of the files under `dir`, named from it (the shape `dumpDataDir` gives), but for
 * the paths `skip` names.
 */
async function tarball(dir: string, skip: (path: string) => boolean): Promise<Blob> {
  const archive = pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of archive) chunks.push(chunk as Buffer);
  })();
  const add = (path: string) => {
    for (const name of readdirSync(join(dir, path)).sort()) {
      const child = `${path}/${name}`;
      if (skip(child)) continue;
      if (statSync(join(dir, child)).isDirectory()) {
        archive.entry({ name: child, type: 'directory', mode: 0o700 });
        add(child);
      } else {
        archive.entry({ name: child, mode: 0o600 }, readFileSync(join(dir, child)));
      }
    }
  };
  add('');
  archive.finalize();
  await collected;
  return new Blob([gzipSync(Buffer.concat(chunks))]);
}

/**
 * An empty embedded database with the migrations of `migrationsDir` applied, as an image: the
 * files of a cluster that was shut down cleanly, so a database opened from it starts as after a
 * normal stop. An image taken from a running database had to be recovered on its first open,
 * which synced every file of the new DATA_DIR and rebuilt the relation caches.
 *
 * It holds only what the server uses, since each file costs a first start its creation (about
 * half a millisecond of system time each on an ext4 disk): the one database, without the
 * template databases, which only CREATE DATABASE reads (some 600 of its 1,400 files), and of the
 * log only the segment of the shutdown's checkpoint (not the 16 MB segment before it, nor the one
 * postgres recycled ahead of time: it makes the next segment when it needs one).
 */
export async function migratedEmptyDatabase(migrationsDir?: string): Promise<Blob> {
  const dir = mkdtempSync(join(tmpdir(), 'empty-database-'));
  try {
    const pglite = await PGlite.create({ dataDir: join(dir, 'pgdata') });
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
    let walFile: string;
    try {
      await migrateToLatest(db, migrationsDir);
      for (const template of ['template1', 'template0']) {
        await pglite.exec(`alter database ${template} is_template false`);
        await pglite.exec(`drop database ${template}`);
      }
      // The log moves on to a new segment, which the shutdown's checkpoint is written to: the log
      // starts there. Near a segment's end, every start of the embedded database would write out
      // the next 16 MB segment ahead of time, and the process keep some 14 MB of memory that took.
      await pglite.exec('select pg_switch_wal(); checkpoint');
      const { rows } = await pglite.query<{ file: string }>('select pg_walfile_name(pg_current_wal_lsn()) as file');
      walFile = rows[0]!.file;
    } finally {
      await db.destroy();
      await pglite.close();
    }
    const segment = /^\/pg_wal\/([0-9A-F]{24})$/;
    return await tarball(join(dir, 'pgdata'), (path) => {
      const wal = segment.exec(path)?.[1];
      return path === '/postmaster.pid' || (wal !== undefined && wal !== walFile);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the image the server starts a new DATA_DIR from (`empty-database-image.ts`). */
export async function writeEmptyDatabaseImage(file: string, migrationsDir?: string): Promise<void> {
  const image = await migratedEmptyDatabase(migrationsDir);
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
}
