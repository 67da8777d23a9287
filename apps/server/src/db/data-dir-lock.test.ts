import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses a directory held by another running node process', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    cleanups.push(() => holder.kill('SIGKILL'));
    await new Promise((resolve) => holder.once('spawn', resolve));
    writeFileSync(join(dir, 'server.pid'), `${holder.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${holder.pid}`));
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(join(dir, 'server.pid'), `${gone.pid}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
