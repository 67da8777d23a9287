import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { extract } from 'tar-stream';

const unzip = promisify(gunzip);

/**
 * Writes the files of a `dumpDataDir` image (a gzipped tar of a data directory) into `pgdataDir`,
 * which must not hold a database. Done here rather than by the embedded database's own loader:
 * that one starts a database only to copy files, and the WebAssembly memory it grows by is never
 * given back. The files land in a directory beside `pgdataDir` that is renamed into place at the
 * end, so a start stopped half-way leaves no half a database behind.
 */
export async function extractDatabaseImage(imageFile: string, pgdataDir: string): Promise<void> {
  const entries = extract();
  entries.end(await unzip(await readFile(imageFile)));
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
        // One write a file: the image holds about 1,400 small files, and a stream for each costs
        // a first start about a second of system time.
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
        writeFileSync(target, Buffer.concat(chunks), { mode: 0o600 });
        continue;
      }
      entry.resume();
    }
    // Takes the place of an empty directory too; files already there (no database, but something)
    // are never overwritten: the rename fails.
    renameSync(staging, pgdataDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
