import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteWasmModule } from './pglite-wasm.js';

describe('pgliteWasmModule', () => {
  it('is compiled once a process, and the embedded database runs on it', async () => {
    const compiled = pgliteWasmModule();
    expect(pgliteWasmModule()).toBe(compiled);
    const pglite = await PGlite.create({ pgliteWasmModule: compiled });
    try {
      expect((await pglite.query<{ answer: number }>('select 41 + 1 as answer')).rows).toEqual([{ answer: 42 }]);
    } finally {
      await pglite.close();
    }
  });
});
