import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Creates an embedded database cluster (initdb) in a child process, when `pgdataDir` holds none.
 * initdb grows PGlite's WebAssembly memory to some 800 MB, and that memory is never given back to
 * the system while the process lives: done here, the server opens a ready cluster and stays
 * at its idle size from the first start on.
 */
export async function createEmbeddedCluster(pgdataDir: string, startParams: string[]): Promise<void> {
  if (existsSync(join(pgdataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `
    const { PGlite } = await import(${JSON.stringify(pglite)});
    const [dataDir, params] = process.argv.slice(1);
    const db = await PGlite.create({ dataDir, startParams: JSON.parse(params) });
    await db.close();`;
  await run(process.execPath, ['--input-type=module', '-e', script, pgdataDir, JSON.stringify(startParams)]);
}
