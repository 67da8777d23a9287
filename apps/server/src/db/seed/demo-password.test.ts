import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoPassword } from './demo-password.js';

describe('demoPassword', () => {
  const made: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-password-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is DEMO_PASSWORD when set', () => {
    expect(demoPassword('set-by-the-operator', join(freshDir(), 'never-made'))).toBe('set-by-the-operator');
  });

  it('is made once per DATA_DIR and kept, the directory made private when it does not exist yet', () => {
    const dataDir = join(freshDir(), 'data');
    const first = demoPassword(undefined, dataDir);
    expect(first).toMatch(/^[\w-]{16}$/);
    expect(demoPassword(undefined, dataDir)).toBe(first);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'demo-password')).mode & 0o777).toBe(0o600);
    expect(demoPassword(undefined, join(freshDir(), 'data'))).not.toBe(first);
  });
});
