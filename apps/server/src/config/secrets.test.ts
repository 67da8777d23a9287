import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './secrets.js';

describe('resolveJwtSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses the configured secret and writes nothing', () => {
    const dir = tempDir();
    expect(resolveJwtSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it('generates a strong secret once, readable only by its owner, and keeps it', () => {
    const dir = join(tempDir(), 'nested');
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });
});
