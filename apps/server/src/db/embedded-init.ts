import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { extractDatabaseImage } from './database-image.js';

const run = promisify(execFile);

/**
 * Creates an embedded database cluster when `pgdataDir` holds none: from `imageFile` (a
 * `dumpDataDir` image, see `empty-database-image.ts`) when given, by writing its files out, else
 * by initdb in a child process. initdb grows PGlite's WebAssembly memory to some 800 MB, and that
 * memory is never given back to the system while the process lives: done there, the server opens
 * a ready cluster and stays at its idle size from the first start on.
 */
export async function createEmbeddedCluster(
  pgdataDir: string,
  startParams: string[],
  imageFile?: string,
): Promise<void> {
  if (existsSync(join(pgdataDir, 'PG_VERSION'))) return;
  if (imageFile) return extractDatabaseImage(imageFile, pgdataDir);
  // Resolved through require: vitest's module runner has no import.meta.resolve.
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `
    const { PGlite } = await import(${JSON.stringify(pglite)});
    const [dataDir, params] = process.argv.slice(1);
    const db = await PGlite.create({ dataDir, startParams: JSON.parse(params) });
    await db.close();`;
  await run(process.execPath, ['--input-type=module', '-e', script, pgdataDir, JSON.stringify(startParams)]);
}
