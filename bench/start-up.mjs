// One start of the server as `npm start` runs it (scripts/start.mjs), until /healthz and the home
// page answer 200, then a clean stop: a command to time whole from outside (`/usr/bin/time -v`,
// hyperfine), its CPU being that of the whole start tree. A first start also deletes its DATA_DIR.
//   node bench/start-up.mjs                         a first start on a new DATA_DIR, with the demo content
//   DEMO_DATA=false node bench/start-up.mjs         the same without it
//   node bench/start-up.mjs DIR                     a start on DIR (a second start once DIR has a database)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const newDataDir = !process.argv[2];
const dataDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'start-up-'));
const port = await freePort();
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const exited = new Promise((resolve) => server.once('exit', resolve));
for (const deadline = Date.now() + 120_000; ;) {
  if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
  if (Date.now() > deadline) throw new Error('server did not answer /healthz and / within 120 s');
  const answers = (path) =>
    fetch(`http://127.0.0.1:${port}${path}`).then(
      (response) => response.ok,
      () => false,
    );
  if ((await answers('/healthz')) && (await answers('/'))) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
server.kill('SIGTERM');
const code = await exited;
if (newDataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
