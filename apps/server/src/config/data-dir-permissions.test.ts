import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restrictToOwner } from './data-dir-permissions.js';

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

describe('restrictToOwner', () => {
  const roots: string[] = [];
  const newRoot = () => {
    const root = mkdtempSync(join(tmpdir(), 'restrict-'));
    roots.push(root);
    return root;
  };
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('creates a missing directory for the owner alone', () => {
    const dir = join(newRoot(), 'data');
    expect(restrictToOwner(dir)).toEqual({ repaired: [] });
    expect(modeOf(dir)).toBe(0o700);
  });

  it('takes group and other access from every directory and file, and names what it changed', () => {
    const dir = newRoot();
    mkdirSync(join(dir, 'pgdata', 'pg_wal'), { recursive: true });
    writeFileSync(join(dir, 'pgdata', 'pg_wal', '000000010000000000000001'), 'wal');
    writeFileSync(join(dir, 'jwt-secret'), 'secret');
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'pgdata'), 0o777);
    chmodSync(join(dir, 'pgdata', 'pg_wal'), 0o700);
    chmodSync(join(dir, 'pgdata', 'pg_wal', '000000010000000000000001'), 0o666);
    chmodSync(join(dir, 'jwt-secret'), 0o600);

    const { repaired } = restrictToOwner(dir);

    expect(repaired.sort()).toEqual(
      [dir, join(dir, 'pgdata'), join(dir, 'pgdata', 'pg_wal', '000000010000000000000001')].sort(),
    );
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'pgdata'))).toBe(0o700);
    expect(modeOf(join(dir, 'pgdata', 'pg_wal', '000000010000000000000001'))).toBe(0o600);
    expect(modeOf(join(dir, 'jwt-secret'))).toBe(0o600);
  });

  it('leaves what a symbolic link points at alone', () => {
    const dir = newRoot();
    const outside = join(newRoot(), 'shared.txt');
    writeFileSync(outside, 'not ours');
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dir, 'link'));
    chmodSync(dir, 0o700);
    expect(restrictToOwner(dir)).toEqual({ repaired: [] });
    expect(modeOf(outside)).toBe(0o644);
  });
});
