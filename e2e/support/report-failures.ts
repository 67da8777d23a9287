import { afterEach } from 'vitest';
import { describePages, watched } from './failure-report.js';

const OUTPUT_CHARS = 4_000;

/**
 * A browser test that fails on a busy machine is seldom reproduced at will: its report says what
 * each open page showed and what the servers printed (warnings and errors), next to the assertion.
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const pages = (await Promise.all([...watched.browsers].map(describePages))).flat();
  const servers = [...watched.servers].map((server) => `server ${server.url}\n${server.output().slice(-OUTPUT_CHARS)}`);
  console.error([`What "${task.name}" left behind:`, ...pages, ...servers].join('\n\n'));
});
