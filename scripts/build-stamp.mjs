// The fingerprint of everything the build reads, kept beside the build: `npm start` rebuilds only
// when it differs (a changed source, a new dependency), and `npm run build` records it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/**
 * SHA-256 over the path, size, inode and change times of every build input, read without opening
 * any: a file written since has another change time (ctime, which no one sets back).
 */
function statFingerprint(root) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(root, input)) {
      const { size, ino, mtimeMs, ctimeMs } = statSync(join(root, file));
      hash.update(`${file}\0${size} ${ino} ${mtimeMs} ${ctimeMs}\0`);
    }
  }
  return hash.digest('hex');
}

const stampFile = (root) => join(root, 'apps/server/dist/build-stamp');
/** The build inputs' files as they were when their content last matched the stamp. */
const statStampFile = (root) => join(root, 'apps/server/dist/build-stamp.stat');
const readStamp = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);

/**
 * True when there is no build, or it was made from other sources than the ones here now. Every
 * `npm start` asks: the inputs' contents are read and hashed (about 6 MB) only when a file changed
 * since they last matched.
 */
export function buildIsStale(root) {
  const stamp = readStamp(stampFile(root));
  if (!stamp || !existsSync(join(root, 'apps/web/dist/index.html'))) return true;
  const files = statFingerprint(root);
  if (readStamp(statStampFile(root)) === files) return false;
  if (stamp !== sourceFingerprint(root)) return true;
  writeFileSync(statStampFile(root), `${files}\n`);
  return false;
}

export function recordBuild(root, fingerprint) {
  writeFileSync(stampFile(root), `${fingerprint}\n`);
  rmSync(statStampFile(root), { force: true });
}
