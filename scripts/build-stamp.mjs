// The fingerprint of everything the build reads, kept beside the build: `npm start` rebuilds only
// when it differs (a changed source, a new dependency), and `npm run build` records it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What the web app and server builds read, relative to the repository root. */
const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'packages/contracts/package.json',
  'packages/contracts/src',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/app.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/src',
  'apps/server/package.json',
  'apps/server/scripts',
  'apps/server/src',
];

/** Tests are never part of a build. */
const isTest = (path) => /\.test\.tsx?$/.test(path);

function* filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const child = relative(root, join(full, entry.name)).split(sep).join('/');
    if (entry.isDirectory()) yield* filesUnder(root, child);
    else if (!isTest(child)) yield child;
  }
}

/** SHA-256 over the path and content of every build input. */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(root, input))
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (root) => join(root, 'apps/server/dist/build-stamp');

/** True when there is no build, or it was made from other sources than the ones here now. */
export function buildIsStale(root) {
  const stamp = stampFile(root);
  if (!existsSync(stamp) || !existsSync(join(root, 'apps/web/dist/index.html'))) return true;
  return readFileSync(stamp, 'utf8').trim() !== sourceFingerprint(root);
}

export function recordBuild(root, fingerprint) {
  writeFileSync(stampFile(root), `${fingerprint}\n`);
}
