// How the server process is run: by `npm start`, and by the benchmarks so they measure the same.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export const serverEntry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

/**
 * Node's flags for the server (docs/operations.md, "Memory"):
 * - V8's helper threads (background compiling, concurrent GC): one fewer than the cores, at most
 *   Node's default of 4. Each one that compiles the embedded database's WebAssembly keeps its own
 *   glibc arena of freed compiler memory; on 2 cores, 4 threads held 23–62 MB there, one 25–27 MB.
 * - The young generation stays at Node's 2 × 16 MB: at 2 × 8 it was collected twice as often, and
 *   what a collection finds still in flight (a list being written, a message being fanned out) is
 *   promoted, so the old generation filled and was marked more often too: a fifth more CPU a read of
 *   1,000 invoices, for 4–14 MB less resident memory.
 */
export const serverNodeFlags = [`--v8-pool-size=${Math.min(4, Math.max(1, availableParallelism() - 1))}`];
