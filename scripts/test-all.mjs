// `npm test`: every suite, in the order that fails fastest. Integration tests run on PGlite, and
// a second time on PostgreSQL when TEST_DATABASE_URL is set. Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = '.tmp/test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const started = Date.now();

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/**
 * Runs independent checks at once (each is mostly one thread: two cores do two), printing each
 * one's output whole when it ends so the log stays readable.
 */
async function runTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const stepStart = Date.now();
          const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            console.log(`\n▶ ${title}\n${output.trimEnd()}`);
            const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
            console.log(`  ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function vitest(title, projects, env = {}, options = []) {
  const file = `${resultsDir}/${title.replace(/\W+/g, '-')}.json`;
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...options,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const ok = run(title, 'npx', args, env);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    console.log(`  ${title}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } catch {
    totals.failed += 1; // The runner died before writing its report.
  }
  return ok;
}

const pgUrl = process.env.TEST_DATABASE_URL;
// Each integration file builds its own app on its own database, so its files share a worker's
// loaded modules instead of importing the whole server again: half the CPU of the suite.
// (A run-wide option: Vitest does not take it per project.)
const INTEGRATION_OPTIONS = ['--no-isolate'];
const steps = [
  () =>
    runTogether([
      ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
      ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
      ['build', 'npm', ['run', 'build', '--silent']],
    ]),
  // Pure modules without DOM or mocks: the files share a worker's loaded modules, a quarter of
  // the time. The web files keep their own (DOM, module state).
  () => vitest('unit', ['unit'], {}, ['--no-isolate']),
  () => vitest('web', ['web']),
  () => vitest('integration (PGlite)', ['integration'], { TEST_DATABASE_URL: '' }, INTEGRATION_OPTIONS),
  ...(pgUrl
    ? [() => vitest('integration (PostgreSQL)', ['integration'], { TEST_DATABASE_URL: pgUrl }, INTEGRATION_OPTIONS)]
    : []),
  () => vitest('e2e (Chromium)', ['e2e']),
];

let ok = true;
for (const step of steps) {
  if (!(await step())) {
    ok = false;
    break;
  }
}
console.log(`\nAll suites: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
