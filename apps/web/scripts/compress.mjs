// Writes .br and .gz siblings of every text file in dist, so the server sends them without
// compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist', import.meta.url).pathname;
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    // The server bundle (ssr/) is never sent to browsers.
    if (entry.isDirectory()) {
      if (entry.name !== 'ssr') yield* files(full);
    } else yield full;
  }
}

for await (const file of files(dist)) {
  if (!compressible.test(file) || (await stat(file)).size < 1024) continue;
  const body = await readFile(file);
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
}
