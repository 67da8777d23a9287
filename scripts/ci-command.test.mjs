import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/** The command of the README's "Test it" section. */
function readmeTestCommand() {
  const section = read('README.md')
    .split(/^## /m)
    .find((part) => part.startsWith('Test it'));
  return section?.match(/```sh\n(.+)\n```/)?.[1];
}

describe('CI', () => {
  it("runs the README's test command, which installs exactly the lockfile", () => {
    const command = readmeTestCommand();
    // `npm install` would rewrite a lockfile that drifted from package.json; `npm ci` fails on it.
    expect(command).toMatch(/^npm ci && /);
    const lines = read('.ci/run').trimEnd().split('\n');
    expect(lines.at(-1)).toBe(command);
    expect(lines.filter((line) => /^\s*npm (install|i)\b/.test(line))).toEqual([]);
  });

  it('installs the headless shell of Chromium that the browser tests prefer, and the full browser they fall back to', () => {
    const run = read('.ci/run');
    expect(run).toMatch(/\[ -x \/usr\/bin\/chromium-headless-shell \] \|\| missing\+=\(chromium-headless-shell\)/);
    expect(run).toMatch(/\[ -x \/usr\/bin\/chromium \] \|\| missing\+=\(chromium\)/);
    const browser = read('e2e/support/browser.ts');
    expect(browser).toContain("'/usr/bin/chromium-headless-shell'");
    expect(browser).toContain("'/usr/bin/chromium'");
  });
});
