import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type {} from 'vitest';
import { buildIsStale } from '../../scripts/build-stamp.mjs';
import { watchServer } from './failure-report.js';
import { DEMO_PASSWORD } from './login.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the built server created and seeded with the demo content (e2e/support/seeded-data-dir.ts). */
    seededDataDir?: string;
  }
}

const repoRoot = new URL('../../', import.meta.url).pathname;
/** The built server, as `npm start` runs it. */
export const builtEntry = [join(repoRoot, 'apps/server/dist/main.js')];
/** `npm start` itself: builds if the sources changed, then runs the built server as its child. */
export const launcherEntry = [join(repoRoot, 'scripts/start.mjs')];
/** `npm start` as a supervisor runs it: npm, then its script, then the server. */
export const npmStartEntry = [join(dirname(process.execPath), '../lib/node_modules/npm/bin/npm-cli.js'), 'start'];
/** The server from source, through tsx: no build needed. */
export const sourceEntry = ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')];

let currentEntry: string[] | undefined;

/**
 * The server the process-level integration tests run: the build when it is the build of these
 * sources (`npm test` builds first), since it starts in two thirds of the time; else the sources.
 */
export function currentServerEntry(): string[] {
  currentEntry ??= buildIsStale(repoRoot) ? sourceEntry : builtEntry;
  return currentEntry;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /** Node arguments that start the server; the built one by default. */
  entry?: string[];
  port?: number;
}

export interface SpawnedServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export interface RunningServer extends SpawnedServer {
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops the server and removes its DATA_DIR (unless it was given). */
  dispose(): Promise<void>;
}

/**
 * A new DATA_DIR: a copy of the run's seeded one when there is one and the server will use the
 * embedded database (a first start's cluster creation and seeding cost seconds of CPU), else empty.
 */
async function newDataDir(env: Record<string, string> | undefined): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // Imported here: the global setup that makes the seeded DATA_DIR runs outside any test.
  const { inject } = await import('vitest');
  const seeded = inject('seededDataDir');
  if (seeded && !env?.DATABASE_URL) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** Spawns the server process without waiting for it to be ready (see `startServer`). */
export async function spawnServer(options: ServerOptions = {}): Promise<SpawnedServer> {
  const dataDir = options.dataDir ?? (await newDataDir(options.env));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, options.entry ?? builtEntry, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      // The tests sign in with the demo logins: one known password instead of DATA_DIR's random one.
      DEMO_PASSWORD,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const spawned = { url, dataDir, process: child, output: () => output, exited };
  watchServer(spawned, exited);
  return spawned;
}

/**
 * Starts the real server (the built one unless `entry` says otherwise) on a free port with its
 * own DATA_DIR and waits until /healthz answers 200.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const spawned = await spawnServer(options);
  const { url, process: child, output, exited } = spawned;
  // A first start creates the database; on a busy machine that can take a minute or more.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy within 180 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    ...spawned,
    stop,
    async dispose() {
      await stop();
      if (!options.dataDir) rmSync(spawned.dataDir, { recursive: true, force: true });
    },
  };
}
