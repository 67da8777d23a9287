import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const e2eDir = new URL('../e2e/', import.meta.url);
const testFiles = readdirSync(e2eDir).filter((name) => name.endsWith('.e2e.test.ts'));
const source = (name) => readFileSync(new URL(name, e2eDir), 'utf8');

describe('browser tests', () => {
  it('sign in through the shared helpers of e2e/support/login.ts, which alone know the demo password', () => {
    expect(testFiles.length).toBeGreaterThan(10);
    const demoPassword = /quill-demo-2026/;
    const headerLoginByHand = /getByRole\('menuitem', \{ name: 'Login' \}\)\.click\(\)/;
    const byHand = testFiles.filter((name) => demoPassword.test(source(name)) || headerLoginByHand.test(source(name)));
    expect(byHand).toEqual([]);
    expect(source('support/login.ts')).toMatch(demoPassword);
  });
});
