import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const graph = importGraph(root, ['apps/server/src', 'apps/web/src', 'packages/contracts/src']);

describe('import structure of the sources', () => {
  it('reads the sources it checks', () => {
    expect(graph.get('apps/server/src/config/env.ts')).toContain('apps/server/src/db/pg-listener.ts');
    expect(graph.get('packages/contracts/src/chat.ts')).toContain('packages/contracts/src/chat-schemas.ts');
  });

  it('has no import cycle, type-only imports and re-exports included', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(looped)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('keeps shared code off the features: configuration imports only configuration and the database layer', () => {
    const fromConfig = [...graph]
      .filter(([file]) => file.startsWith('apps/server/src/config/'))
      .flatMap(([file, targets]) => targets.map((target) => `${file} -> ${target}`))
      .filter((edge) => !/ -> apps\/server\/src\/(config|db)\//.test(edge));
    expect(fromConfig).toEqual([]);
  });

  it('keeps the shared contracts free of either app', () => {
    const outside = [...graph]
      .filter(([file]) => file.startsWith('packages/contracts/'))
      .flatMap(([, targets]) => targets)
      .filter((target) => !target.startsWith('packages/contracts/'));
    expect(outside).toEqual([]);
  });
});
