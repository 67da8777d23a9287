import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_DIR_LOCK_FILE } from '../../src/db/data-dir-lock.js';
import { createTempDir } from '../support/harness.js';
import {
  launcherEntry,
  npmStartEntry,
  spawnServer,
  startServer,
  type RunningServer,
  type SpawnedServer,
} from '../../../../e2e/support/server.js';

const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);

/** A process and every process under it. */
const treeOf = (pid: number): number[] => [pid, ...childrenOf(pid).flatMap((child) => treeOf(Number(child)))];

/** The server process `npm start` runs (its only child). */
function serverOf(launcher: RunningServer): number {
  const children = childrenOf(launcher.process.pid!);
  expect(children).toHaveLength(1);
  return Number(children[0]);
}

/** No demo data: the tests are about the processes, not what they serve. */
const quick = { DEMO_DATA: 'false' };
const supervised = { ...quick, LOG_LEVEL: 'info', npm_config_update_notifier: 'false' };

/** Alive, and not a zombie left for an init that does not reap (as in some containers). */
const isRunning = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('npm start', () => {
  let launcher: RunningServer | undefined;
  // One DATA_DIR for the tests of a started server: its database is created once, not each time.
  const dataDir = createTempDir('launcher-');
  afterEach(async () => {
    await launcher?.dispose();
    launcher = undefined;
  });
  afterAll(() => dataDir.dispose());

  it('runs the server with the memory settings of docs/operations.md', async () => {
    launcher = await startServer({ entry: launcherEntry, env: quick, dataDir: dataDir.path });
    const server = serverOf(launcher);
    // glibc's own adjusting thresholds: a fixed one would map and unmap each brotli encoder's memory.
    const environment = readFileSync(`/proc/${server}/environ`, 'utf8').split('\0');
    expect(environment.filter((variable) => variable.startsWith('MALLOC_'))).toEqual([]);
    const commandLine = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain(`--v8-pool-size=${Math.min(4, Math.max(1, availableParallelism() - 1))}`);
    expect(commandLine.filter((argument) => argument.startsWith('--max-semi-space-size'))).toEqual([]);
  }, 240_000);

  it('ends with the server exiting cleanly when asked to stop', async () => {
    launcher = await startServer({ entry: launcherEntry, env: quick, dataDir: dataDir.path });
    expect(await launcher.stop('SIGTERM')).toBe(0);
  }, 240_000);

  /** `npm start` as a supervisor runs it, with its tree: npm, the launcher, the server. */
  const startUnderNpm = (dataDir?: string) =>
    startServer({ entry: npmStartEntry, env: supervised, ...(dataDir ? { dataDir } : {}) });

  /** Every process gone (not even a zombie), the port closed and the DATA_DIR lock released. */
  async function expectAllStopped(started: SpawnedServer, processes: number[]) {
    await vi.waitFor(() => expect(processes.filter(isRunning)).toEqual([]), { timeout: 20_000, interval: 50 });
    await expect(fetch(`${started.url}/healthz`)).rejects.toThrow();
    expect(existsSync(join(started.dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  }

  for (const [signal, name, position] of [
    ['SIGTERM', 'npm', 0],
    ['SIGTERM', 'the launcher', 1],
    ['SIGTERM', 'the server', 2],
    // systemd's KillSignal=SIGINT, or a container's STOPSIGNAL.
    ['SIGINT', 'npm', 0],
  ] as const) {
    it(`ends the whole tree, server cleanly, when a supervisor sends ${signal} to ${name}`, async () => {
      launcher = await startUnderNpm(dataDir.path);
      const processes = treeOf(launcher.process.pid!);
      expect(processes).toHaveLength(3);
      process.kill(processes[position]!, signal);
      // npm's exit code is the launcher's, which is the server's.
      expect(await launcher.exited).toBe(0);
      await expectAllStopped(launcher, processes);
      expect(launcher.output()).toContain('shutdown complete');
    }, 240_000);
  }

  it('stops cleanly when SIGTERM reaches npm while the server is still creating its database', async () => {
    const starting = await spawnServer({ entry: npmStartEntry, env: supervised });
    try {
      // The server holds the DATA_DIR lock from the moment it opens the new database.
      await vi.waitFor(() => expect(existsSync(join(starting.dataDir, DATA_DIR_LOCK_FILE))).toBe(true), {
        timeout: 120_000,
        interval: 20,
      });
      const processes = treeOf(starting.process.pid!);
      starting.process.kill('SIGTERM');
      expect(await starting.exited).toBe(0);
      await expectAllStopped(starting, processes);
      // A stopped first start leaves a database the next start opens.
      launcher = await startServer({ entry: launcherEntry, env: quick, dataDir: starting.dataDir });
      expect((await fetch(`${launcher.url}/healthz`)).status).toBe(200);
    } finally {
      await launcher?.dispose();
      launcher = undefined;
      rmSync(starting.dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('takes its server down with it even when killed outright', async () => {
    launcher = await startServer({ entry: launcherEntry, env: quick, dataDir: dataDir.path });
    const server = serverOf(launcher);
    await launcher.stop('SIGKILL');
    await vi.waitFor(() => expect(isRunning(server)).toBe(false), { timeout: 20_000, interval: 50 });
    await expect(fetch(`${launcher.url}/healthz`)).rejects.toThrow();
  }, 240_000);

  it('takes its server down with it when killed while the server is still starting', async () => {
    const starting = await spawnServer({ entry: launcherEntry, env: quick });
    try {
      const launcherPid = starting.process.pid!;
      await vi.waitFor(() => expect(childrenOf(launcherPid)).toHaveLength(1), { timeout: 60_000, interval: 20 });
      const server = Number(childrenOf(launcherPid)[0]);
      starting.process.kill('SIGKILL');
      await vi.waitFor(() => expect(isRunning(server)).toBe(false), { timeout: 20_000, interval: 50 });
    } finally {
      rmSync(starting.dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
