import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('../../', import.meta.url).pathname;
export const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

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

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops the server and removes its DATA_DIR (unless it was given). */
  dispose(): Promise<void>;
}

/**
 * Starts the real built server (apps/server/dist) on a free port with its own DATA_DIR and
 * waits until /healthz answers 200.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop,
    async dispose() {
      await stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
