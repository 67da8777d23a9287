import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Creates an embedded database cluster in a child process, when `pgdataDir` holds none: from
 * `imageFile` (a `dumpDataDir` image, see `empty-database-image.ts`) when given, else by initdb.
 * Either grows PGlite's WebAssembly memory (initdb to some 800 MB, loading an image by some 60 MB),
 * and that memory is never given back to the system while the process lives: done here, the
 * server opens a ready cluster and stays at its idle size from the first start on.
 */
export async function createEmbeddedCluster(
  pgdataDir: string,
  startParams: string[],
  imageFile?: string,
): Promise<void> {
  if (existsSync(join(pgdataDir, 'PG_VERSION'))) return;
  // Resolved through require: vitest's module runner has no import.meta.resolve.
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `
    const { readFileSync } = await import('node:fs');
    const { PGlite } = await import(${JSON.stringify(pglite)});
    const [dataDir, params, imageFile] = process.argv.slice(1);
    const loadDataDir = imageFile ? new Blob([readFileSync(imageFile)]) : undefined;
    const db = await PGlite.create({ dataDir, startParams: JSON.parse(params), loadDataDir });
    await db.close();`;
  const args = [pgdataDir, JSON.stringify(startParams), ...(imageFile ? [imageFile] : [])];
  await run(process.execPath, ['--input-type=module', '-e', script, ...args]);
}
