import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { afterEach, describe, expect, it } from 'vitest';
import { extractDatabaseImage } from './database-image.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A gzipped tar holding an empty file under each of these names, as they are (no path checks). */
async function archiveOf(names: string[]): Promise<Buffer> {
  const archive = pack();
  for (const name of names) archive.entry({ name, size: 0 }, '');
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

describe('a database image written out into a data directory', () => {
  it('writes every directory and file of the archive, private to the owner', async () => {
    dir = mkdtempSync(join(tmpdir(), 'database-image-'));
    const source = join(dir, 'source');
    mkdirSync(join(source, 'base', '1'), { recursive: true });
    mkdirSync(join(source, 'pg_wal', 'summaries'), { recursive: true });
    writeFileSync(join(source, 'PG_VERSION'), '17\n');
    writeFileSync(join(source, 'base', '1', '1259'), Buffer.alloc(8192 + 100, 3));
    const image = join(dir, 'image.tgz');
    execFileSync('tar', ['-czf', image, '-C', source, '.']);

    const pgdata = join(dir, 'data', 'pgdata');
    await extractDatabaseImage(image, pgdata);
    expect(readFileSync(join(pgdata, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(pgdata, 'base', '1', '1259'))).toEqual(Buffer.alloc(8192 + 100, 3));
    expect(readdirSync(join(pgdata, 'pg_wal', 'summaries'))).toEqual([]);
    expect(statSync(join(pgdata, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'data'))).toEqual(['pgdata']);
  });

  it('takes the place of an empty directory, never of one holding files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'database-image-'));
    const source = join(dir, 'source');
    mkdirSync(source);
    writeFileSync(join(source, 'PG_VERSION'), '17\n');
    const image = join(dir, 'image.tgz');
    execFileSync('tar', ['-czf', image, '-C', source, '.']);

    const empty = join(dir, 'empty');
    mkdirSync(empty);
    await extractDatabaseImage(image, empty);
    expect(readdirSync(empty)).toEqual(['PG_VERSION']);

    const occupied = join(dir, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'kept'), 'mine');
    await expect(extractDatabaseImage(image, occupied)).rejects.toThrow();
    expect(readdirSync(occupied)).toEqual(['kept']);
    expect(readdirSync(dir).filter((name) => name.includes('.loading-'))).toEqual([]);
  });

  it('refuses a path outside the data directory and leaves nothing behind', async () => {
    dir = mkdtempSync(join(tmpdir(), 'database-image-'));
    const image = join(dir, 'image.tgz');
    writeFileSync(image, await archiveOf(['PG_VERSION', '../../escaped']));
    mkdirSync(join(dir, 'data'));
    await expect(extractDatabaseImage(image, join(dir, 'data', 'pgdata'))).rejects.toThrow(/outside/);
    expect(readdirSync(join(dir, 'data'))).toEqual([]);
    expect(existsSync(join(dir, 'escaped'))).toBe(false);
  });
});
