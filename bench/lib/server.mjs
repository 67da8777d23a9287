// Starts the built server for a benchmark: a fresh DATA_DIR (or a given one), a free port, and
// the time from spawn to the first 200 of /healthz and of the home page.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntry, serverNodeFlags } from '../../scripts/server-process.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer({ dataDir = mkdtempSync(join(tmpdir(), 'bench-')), env = {} } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      // The demo logins' password the benchmarks sign in with (a server otherwise picks a random one).
      DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? 'quill-demo-2026',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let healthyMs;
  let homeMs;
  // A first start migrates a new database: on a busy machine that can take minutes.
  const startSeconds = Number(process.env.BENCH_SERVER_START_S ?? 120);
  for (const deadline = Date.now() + startSeconds * 1000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if (healthyMs === undefined && (await fetch(`${url}/healthz`)).status === 200)
        healthyMs = performance.now() - started;
      if (healthyMs !== undefined && (await fetch(`${url}/`)).status === 200) {
        homeMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (homeMs === undefined) {
    child.kill('SIGKILL');
    throw new Error(`server did not answer 200 on /healthz and / within ${startSeconds} s (DATA_DIR ${dataDir})`);
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    healthyMs,
    homeMs,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A helper process (a reference server; `script` relative to bench/) on a free port, ready once `probePath` answers. */
export async function startProcess(script, env, probePath) {
  const port = await freePort();
  const child = spawn(process.execPath, [new URL(`../${script}`, import.meta.url).pathname], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ;) {
    try {
      await fetch(`${url}${probePath}`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${script} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { url, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
}
