import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from './env.js';
import { resolveJwtSecret, resolvePayoutDataKey } from './secrets.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('resolveJwtSecret', () => {
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

  it.each([
    ['empty', ''],
    ['blank', ' \n'],
    ['short', 'only-31-characters-long-secret\n'],
  ])('refuses a DATA_DIR/jwt-secret that is %s, naming the file, and leaves it alone', (_name, content) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'jwt-secret'), content);
    expect(() => resolveJwtSecret(undefined, dir)).toThrow(ConfigError);
    expect(() => resolveJwtSecret(undefined, dir)).toThrow(
      `${join(dir, 'jwt-secret')}: must hold at least 32 characters (delete it to generate a new one, or set JWT_SECRET)`,
    );
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(content);
  });
});

describe('resolvePayoutDataKey', () => {
  it('uses PAYOUT_DATA_KEY and writes nothing', () => {
    const dir = tempDir();
    const key = Buffer.alloc(32, 9);
    expect(resolvePayoutDataKey(key.toString('base64'), dir)).toEqual(key);
    expect(() => statSync(join(dir, 'payout-data-key'))).toThrow();
  });

  it('generates a 32-byte key once, readable only by its owner, and keeps it', () => {
    const dir = join(tempDir(), 'nested');
    const first = resolvePayoutDataKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'payout-data-key')).mode & 0o777).toBe(0o600);
    expect(resolvePayoutDataKey(undefined, dir)).toEqual(first);
    expect(readFileSync(join(dir, 'payout-data-key'), 'utf8').trim()).toBe(first.toString('base64'));
  });

  it.each([
    ['empty', ''],
    ['short', `${Buffer.alloc(16).toString('base64')}\n`],
  ])('refuses a DATA_DIR/payout-data-key that is %s and leaves it alone', (_name, content) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'payout-data-key'), content);
    expect(() => resolvePayoutDataKey(undefined, dir)).toThrow(ConfigError);
    expect(readFileSync(join(dir, 'payout-data-key'), 'utf8')).toBe(content);
  });
});
