import { closeSync, createReadStream, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';

/** Decompressed a megabyte at a time: the image's 45 MB never sit in memory whole. */
const CHUNK_BYTES = 1 << 20;

/**
 * Writes the files of a `dumpDataDir` image (a gzipped tar of a data directory) into `pgdataDir`,
 * which must not hold a database. Done here rather than by the embedded database's own loader:
 * that one starts a database only to copy files, and the WebAssembly memory it grows by is never
 * given back. The files land in a directory beside `pgdataDir` that is renamed into place at the
 * end, so a start stopped half-way leaves no half a database behind.
 */
export async function extractDatabaseImage(imageFile: string, pgdataDir: string): Promise<void> {
  // Streamed from the file to the disk: decompressing it whole and copying each file out of that
  // cost a first start three times the CPU, most of it in touching new memory.
  const gunzipped = createReadStream(imageFile).pipe(createGunzip({ chunkSize: CHUNK_BYTES }));
  const entries = extract();
  gunzipped.once('error', (error) => entries.destroy(error));
  gunzipped.pipe(entries);
  const staging = `${pgdataDir}.loading-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    for await (const entry of entries) {
      const path = normalize(entry.header.name).replace(/^\/+/, '');
      if (path.startsWith('..')) throw new Error(`database image holds a path outside its directory: ${path}`);
      const target = join(staging, path);
      if (entry.header.type === 'directory') {
        mkdirSync(target, { recursive: true, mode: 0o700 });
      } else if (entry.header.type === 'file') {
        // Written through one descriptor a file: the image holds about 1,400 small files, and a
        // stream for each costs a first start about a second of system time.
        mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
        const file = openSync(target, 'w', 0o600);
        try {
          for await (const chunk of entry) writeFileSync(file, chunk as Buffer);
        } finally {
          closeSync(file);
        }
        continue;
      }
      entry.resume();
    }
    // Takes the place of an empty directory too; files already there (no database, but something)
    // are never overwritten: the rename fails.
    renameSync(staging, pgdataDir);
  } catch (error) {
    gunzipped.destroy();
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
