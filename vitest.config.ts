import { defineConfig } from 'vitest/config';

/**
 * Three suites: unit (pure rules, no I/O beyond temp files), integration (the server against a
 * real database: PGlite, or PostgreSQL with TEST_DATABASE_URL) and e2e (the built site in Chromium).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Two cores: more workers only fight over CPU with the databases they start. (The worker
    // pool belongs to the run, not to a project: set here.)
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.int.test.ts', '**/*.pg.test.ts', '**/*.pglite.test.ts', '**/node_modules/**'],
          environment: 'node',
          // A few build real workbooks in a worker thread: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A test that imports every page compiles them all first: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          // *.int.test.ts on either database; *.pg.test.ts need the PostgreSQL server; *.pglite.test.ts
          // are about the embedded database alone (its processes, lock and backups), the same on both.
          include: [
            'apps/server/**/*.int.test.ts',
            onPostgres ? 'apps/server/**/*.pg.test.ts' : 'apps/server/**/*.pglite.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/seeded-data-dir.ts'],
          setupFiles: ['e2e/support/report-failures.ts'],
          environment: 'node',
          // expect.poll waits 1 s by default: too short for a page on a busy machine.
          expect: { poll: { timeout: 20_000 } },
          // A walk through many pages takes minutes on a busy machine (the PostgreSQL integration
          // pass runs beside these tests in `npm test`): only a hang should reach the deadline.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Files run two at a time: each starts its own server (own DATA_DIR, port) and browser.
        },
      },
    ],
  },
});
