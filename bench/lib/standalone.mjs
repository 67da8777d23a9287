// A benchmark section run on its own (`npm run bench:<name>`): its report, with the machine and
// its load, written to bench/results/<name>-<date>.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { runKind } from './machine.mjs';

export async function writeStandaloneReport({ name, title, section }) {
  const kind = runKind();
  const loadAtStart = loadavg()
    .map((v) => v.toFixed(1))
    .join(', ');
  const body = await section();
  const date = new Date().toISOString();
  const report = [
    `# ${title}`,
    '',
    `- Date: ${date}`,
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average at start ${loadAtStart} (a ${kind} run)`,
    `- Command: \`npm run bench:${name}\` (after \`npm run build\`)`,
    '',
    body,
    '',
  ].join('\n');
  mkdirSync(new URL('../results', import.meta.url), { recursive: true });
  const file = new URL(`../results/${name}-${date.slice(0, 19).replace(/:/g, '-')}.md`, import.meta.url);
  writeFileSync(file, report);
  console.log(`\n${report}\nWritten to ${file.pathname}`);
}

/** An access token for a demo login, from the identity service's password grant. */
export async function passwordToken(url, username) {
  const response = await fetch(`${url}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: process.env.DEMO_PASSWORD ?? 'quill-demo-2026',
    }),
  });
  if (!response.ok) throw new Error(`${username} sign-in failed: ${response.status}`);
  return (await response.json()).access_token;
}
