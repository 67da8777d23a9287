// Bundles the server into dist/main.js with its dependencies (but those listed in KEPT_OUTSIDE) and
// the workspace's TypeScript packages, copies the SQL migrations next to it and makes the migrated empty
// database a new DATA_DIR starts from.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
/**
 * Dependencies stay outside the bundle only when they must: native code or WebAssembly found by
 * path (the embedded database, argon2), pino (its transports start workers by file), and what is
 * loaded on first use (the spreadsheet reader, the QR code maker, unzipper; pdf-lib, below). The rest is
 * bundled: loading one file instead of a few thousand modules takes a third off a start.
 */
const KEPT_OUTSIDE = new Set([
  '@electric-sql/pglite',
  '@electric-sql/pglite-tools',
  '@node-rs/argon2',
  'pino',
  'exceljs',
  'qrcode',
  'unzipper',
]);
const external = [...Object.keys(pkg.dependencies).filter((name) => KEPT_OUTSIDE.has(name)), 'pg-native'];

await rm(new URL('dist', root), { recursive: true, force: true });
/**
 * pdf-lib is loaded on first use too, but from one file of its own, dist/pdf-lib.js: its package
 * is some 140 CommonJS modules (and pako's, and the fonts'), which took three times as long to
 * load, on a first start's demo agreements and in the sealing thread. Built from its ES modules,
 * so that its named exports stay named.
 */
const PDF_LIB_FILE = './pdf-lib.js';
await build({
  entryPoints: { 'pdf-lib': 'pdf-lib' },
  outdir: new URL('dist', root).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  mainFields: ['module', 'main'],
  logLevel: 'warning',
});
/** The bundles' `import('pdf-lib')` loads that file, beside them. */
const pdfLibBeside = {
  name: 'pdf-lib-beside',
  setup(build) {
    build.onResolve({ filter: /^pdf-lib$/ }, () => ({ path: PDF_LIB_FILE, external: true }));
  },
};
const bundled = await build({
  entryPoints: {
    main: new URL('src/main.ts', root).pathname,
    'db-cli': new URL('src/db/cli.ts', root).pathname,
    // Started by the server as worker threads, beside main.js (`threads/worker-thread.ts`).
    'seal-worker': new URL('src/agreements/signatures/seal-worker.ts', root).pathname,
    'sales-file-worker': new URL('src/royalties/sales-file-worker.ts', root).pathname,
    // Run once below, by this build.
    'build-empty-database': new URL('src/db/build-empty-database.ts', root).pathname,
  },
  outdir: new URL('dist', root).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  plugins: [pdfLibBeside],
  logLevel: 'warning',
  metafile: true,
  // The bundled CommonJS modules' `require` of Node's own modules.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
});
// Test code lives in test/ and *.test.ts files: the shipped bundle must not have pulled any in.
const testInputs = Object.keys(bundled.metafile.inputs).filter((input) => /(^|\/)test\/|\.test\.ts$/.test(input));
if (testInputs.length > 0) throw new Error(`test code in the server build: ${testInputs.join(', ')}`);
await cp(new URL('src/db/migrations', root), new URL('dist/migrations', root), { recursive: true });

// The migrated empty database a new DATA_DIR starts from (src/db/empty-database-image.ts).
const { writeEmptyDatabaseImage } = await import(new URL('dist/build-empty-database.js', root).href);
await writeEmptyDatabaseImage(new URL('dist/empty-database.tgz', root).pathname);
