import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTempDir } from '../harness.js';
import {
  launcherEntry,
  npmStartEntry,
  spawnServer,
  startServer,
  type RunningServer,
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
    const environment = readFileSync(`/proc/${server}/environ`, 'utf8').split('\0');
    expect(environment).toContain('MALLOC_MMAP_THRESHOLD_=16777216');
    const commandLine = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain(`--v8-pool-size=${Math.min(4, Math.max(1, availableParallelism() - 1))}`);
    expect(commandLine).toContain('--max-semi-space-size=8');
  }, 240_000);

  it('ends with the server exiting cleanly when asked to stop', async () => {
    launcher = await startServer({ entry: launcherEntry, env: quick, dataDir: dataDir.path });
    expect(await launcher.stop('SIGTERM')).toBe(0);
  }, 240_000);

  it('ends the whole tree, server cleanly, when a supervisor sends SIGTERM to npm', async () => {
    launcher = await startServer({
      entry: npmStartEntry,
      env: { ...quick, LOG_LEVEL: 'info', npm_config_update_notifier: 'false' },
    });
    const processes = treeOf(launcher.process.pid!);
    // npm, the launcher and the server at least.
    expect(processes.length).toBeGreaterThanOrEqual(3);
    expect(await launcher.stop('SIGTERM')).toBe(0);
    await vi.waitFor(() => expect(processes.filter(isRunning)).toEqual([]), { timeout: 20_000, interval: 50 });
    await expect(fetch(`${launcher.url}/healthz`)).rejects.toThrow();
    expect(launcher.output()).toContain('shutdown complete');
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
