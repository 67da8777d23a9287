import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Node's WebAssembly compiler: the server's TypeScript libraries (ES2023, no DOM) do not declare it. */
const { Module } = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WebAssembly.Module } })
  .WebAssembly;

/**
 * The embedded database's WebAssembly (PGlite's `pgliteWasmModule`), compiled once a process and
 * shared by every instance it opens. Compiled here, synchronously: V8 compiles its functions as
 * they are first called, about 30 ms up front. PGlite's own asynchronous compile keeps V8's helper
 * thread busy instead (one on 2 cores, see scripts/server-process.mjs), and the start then waits
 * some 0.2 s for it right after the database opens.
 */
let compiled: WebAssembly.Module | undefined;

export function pgliteWasmModule(): WebAssembly.Module {
  compiled ??= new Module(
    readFileSync(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm')),
  );
  return compiled;
}
