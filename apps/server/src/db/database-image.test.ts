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
import { afterEach, describe, expect, it } from 'vitest';
import { extractDatabaseImage } from './database-image.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A tar header block for an empty regular file named `name`. */
function emptyFileHeader(name: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write('0000600\0', 100, 'latin1');
  header.write('00000000000\0', 124, 'latin1');
  header.write('0', 156, 'latin1');
  header.write('ustar\0', 257, 'latin1');
  return header;
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
    writeFileSync(
      image,
      gzipSync(Buffer.concat([emptyFileHeader('PG_VERSION'), emptyFileHeader('../../escaped'), Buffer.alloc(1024)])),
    );
    mkdirSync(join(dir, 'data'));
    await expect(extractDatabaseImage(image, join(dir, 'data', 'pgdata'))).rejects.toThrow(/outside/);
    expect(readdirSync(join(dir, 'data'))).toEqual([]);
    expect(existsSync(join(dir, 'escaped'))).toBe(false);
  });
});
