import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const unzip = promisify(gunzip);
const BLOCK = 512;

/** A field of a tar header: text up to its first NUL. */
const field = (header: Buffer, offset: number, length: number) =>
  header.toString('latin1', offset, offset + length).replace(/\0.*$/s, '');

/**
 * Writes the files of a `dumpDataDir` image (a gzipped ustar archive of a data directory) into
 * `pgdataDir`, which must not hold a database. Done here rather than by the embedded database's
 * own loader: that one starts a database only to copy files, and the WebAssembly memory it grows
 * by is never given back. The files land in a directory beside `pgdataDir` that is renamed into
 * place at the end, so a start stopped half-way leaves no half a database behind.
 */
export async function extractDatabaseImage(imageFile: string, pgdataDir: string): Promise<void> {
  const archive = await unzip(await readFile(imageFile));
  const staging = `${pgdataDir}.loading-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    for (let offset = 0; offset + BLOCK <= archive.length;) {
      const header = archive.subarray(offset, offset + BLOCK);
      const name = field(header, 0, 100);
      if (name === '') break; // The archive's closing blocks.
      const prefix = field(header, 345, 155);
      const size = parseInt(field(header, 124, 12).trim() || '0', 8);
      const type = field(header, 156, 1);
      const path = normalize(`${prefix ? `${prefix}/` : ''}${name}`).replace(/^\/+/, '');
      if (path.startsWith('..')) throw new Error(`database image holds a path outside its directory: ${path}`);
      const target = join(staging, path);
      offset += BLOCK;
      if (type === '5') {
        mkdirSync(target, { recursive: true, mode: 0o700 });
      } else if (type === '0' || type === '') {
        mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
        writeFileSync(target, archive.subarray(offset, offset + size), { mode: 0o600 });
      }
      offset += Math.ceil(size / BLOCK) * BLOCK;
    }
    // Takes the place of an empty directory too; files already there (no database, but something)
    // are never overwritten: the rename fails.
    renameSync(staging, pgdataDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
