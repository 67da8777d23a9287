// `npm test`: every suite, in the order that fails fastest. Integration tests run on PGlite, and
// a second time on PostgreSQL when TEST_DATABASE_URL is set. Ends with one summary line.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = '.tmp/test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const started = Date.now();

/**
 * Runs one step. Its output goes straight to the terminal, or, for a step that runs beside
 * another (`buffered`), is printed whole when it ends so the log stays readable.
 */
function run(title, command, args, { env = {}, buffered = false } = {}) {
  return new Promise((resolve) => {
    const stepStart = Date.now();
    if (!buffered) console.log(`\n▶ ${title}`);
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (buffered) console.log(`\n▶ ${title}\n${output.trimEnd()}`);
      const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
      console.log(`  ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/** Steps that run at the same time: all must pass. */
async function together(steps) {
  return (await Promise.all(steps)).every(Boolean);
}

async function vitest(title, projects, { env = {}, options = [], buffered = false } = {}) {
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
  const ok = await run(title, 'npx', args, { env, buffered });
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
const e2e = () => vitest('e2e (Chromium)', ['e2e']);
const steps = [
  // Mostly one thread each: two cores do two at once.
  () =>
    together([
      run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { buffered: true }),
      run('typecheck', 'npm', ['run', 'typecheck', '--silent'], { buffered: true }),
      run('build', 'npm', ['run', 'build', '--silent'], { buffered: true }),
    ]),
  // Pure modules without DOM or mocks: the files share a worker's loaded modules, a quarter of
  // the time. The web files keep their own (DOM, module state).
  () => vitest('unit', ['unit'], { options: ['--no-isolate'] }),
  () => vitest('web', ['web']),
  () =>
    vitest('integration (PGlite)', ['integration'], { env: { TEST_DATABASE_URL: '' }, options: INTEGRATION_OPTIONS }),
  e2e,
  // One after the other: beside the browser tests, on two cores, single tests of the PostgreSQL
  // pass ran past a minute, and Vitest's worker calls time out after one.
  ...(pgUrl
    ? [
        () =>
          vitest('integration (PostgreSQL)', ['integration'], {
            env: { TEST_DATABASE_URL: pgUrl },
            options: INTEGRATION_OPTIONS,
          }),
      ]
    : []),
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
