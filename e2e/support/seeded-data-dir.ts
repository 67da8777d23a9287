import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

/**
 * Global setup of the browser suite: the built server's first start on an empty DATA_DIR, once,
 * stopped cleanly. Each test's server then starts on a copy of it (see `spawnServer`) rather than
 * creating and seeding a database of its own.
 */
export default async function seedDataDir(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-seeded-'));
  const server = await startServer({ dataDir });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the seeding server exited with ${code}:\n${server.output()}`);
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
