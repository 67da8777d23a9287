// `npm start`: builds the site and the server when their sources changed since the last build,
// then runs the server as a child process that ends with this one.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-stamp.mjs';
import { serverEntry, serverNodeFlags } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (buildIsStale(root)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
  // The IPC channel closes when this process dies, however it dies: the server then shuts down.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
// A stop for this process (from npm, a supervisor or Ctrl+C) is passed on: the server decides when
// to exit, and it ends cleanly whether it was starting or serving.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
