import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsStale, recordBuild, sourceFingerprint } from './build-stamp.mjs';

const roots = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository with a built site and a few sources. */
function repository() {
  const root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  roots.push(root);
  write(root, 'package-lock.json', '{}');
  write(root, 'apps/server/src/main.ts', 'start();');
  write(root, 'apps/web/src/app.tsx', 'export const App = () => null;');
  write(root, 'apps/web/dist/index.html', '<!doctype html>');
  mkdirSync(join(root, 'apps/server/dist'), { recursive: true });
  return root;
}

function write(root, path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

describe('build stamp', () => {
  it('changes with a source, a new file or the lock file, and not with tests or build output', () => {
    const root = repository();
    const first = sourceFingerprint(root);
    expect(sourceFingerprint(root)).toBe(first);
    write(root, 'apps/web/src/app.test.tsx', 'it()');
    write(root, 'apps/web/dist/assets/app.js', 'built');
    write(root, 'apps/server/test/x.int.test.ts', 'it()');
    expect(sourceFingerprint(root)).toBe(first);
    write(root, 'apps/server/src/main.ts', 'start(1);');
    const second = sourceFingerprint(root);
    expect(second).not.toBe(first);
    write(root, 'packages/contracts/src/new.ts', 'export {};');
    expect(sourceFingerprint(root)).not.toBe(second);
    const third = sourceFingerprint(root);
    write(root, 'package-lock.json', '{"lockfileVersion":3}');
    expect(sourceFingerprint(root)).not.toBe(third);
  });

  it('calls for a build until one is recorded for the sources as they are', () => {
    const root = repository();
    expect(buildIsStale(root)).toBe(true);
    recordBuild(root, sourceFingerprint(root));
    expect(buildIsStale(root)).toBe(false);
    write(root, 'apps/web/src/app.tsx', 'export const App = () => "changed";');
    expect(buildIsStale(root)).toBe(true);
    recordBuild(root, sourceFingerprint(root));
    rmSync(join(root, 'apps/web/dist'), { recursive: true });
    expect(buildIsStale(root)).toBe(true);
  });

  it('sees a file rewritten since the last check, even with its size, and not one rewritten as it was', () => {
    const root = repository();
    recordBuild(root, sourceFingerprint(root));
    expect(buildIsStale(root)).toBe(false);
    // Checked again from the files' sizes and change times only.
    expect(buildIsStale(root)).toBe(false);
    write(root, 'apps/server/src/main.ts', 'start();');
    expect(buildIsStale(root)).toBe(false);
    write(root, 'apps/server/src/main.ts', 'stop();;');
    expect(buildIsStale(root)).toBe(true);
  });
});
