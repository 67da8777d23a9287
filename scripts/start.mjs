// `npm start`: builds the site and the server when their sources changed since the last build,
// then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (buildIsStale(root)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
