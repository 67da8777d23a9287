import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Sealed, SealInput } from './seal.js';

/** The PDF work of a signature, done in a worker thread (`seal-worker.ts`). */
export type SealJob =
  { kind: 'seal'; input: SealInput } | { kind: 'drawn'; png: Uint8Array } | { kind: 'loadable'; pdf: Uint8Array };

interface SealResults {
  seal: Sealed;
  drawn: string | null;
  loadable: string | null;
}

/** What the worker answers to the job numbered `id`. */
export type SealAnswer = { id: number; result: unknown } | { id: number; error: string };

// Built, the worker is dist/seal-worker.js beside the bundle; from the sources (tests, `npm run
// dev`) it is the TypeScript file, which a worker can only load through tsx's loader.
const fromSources = import.meta.url.endsWith('.ts');
const entry = new URL(fromSources ? './seal-worker.ts' : './seal-worker.js', import.meta.url);
function startWorker(): Worker {
  if (!fromSources) return new Worker(entry);
  // tsx's ES module API (its package maps the CommonJS entry's `.cjs` to it for `import`).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const load = `import(${JSON.stringify(tsx.href)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true });
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

let thread: { worker: Worker; pending: Map<number, Pending> } | null = null;
let lastId = 0;

/** The worker, started on first use and kept; one that fails fails its jobs and is replaced. */
function sealThread() {
  if (thread) return thread;
  const current = { worker: startWorker(), pending: new Map<number, Pending>() };
  const { worker, pending } = current;
  const fail = (error: Error) => {
    if (thread === current) thread = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  worker.on('message', (answer: SealAnswer) => {
    const job = pending.get(answer.id);
    pending.delete(answer.id);
    // An idle worker does not keep the process alive.
    if (pending.size === 0) worker.unref();
    if ('error' in answer) job?.reject(new Error(answer.error));
    else job?.resolve(answer.result);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The signature worker stopped (exit code ${code})`)));
  thread = current;
  return current;
}

/**
 * Runs a job in the signature worker thread: pdf-lib decodes images and parses whole documents
 * synchronously, and a thread of its own keeps the server answering meanwhile.
 */
export function inSealThread<K extends SealJob['kind']>(job: Extract<SealJob, { kind: K }>): Promise<SealResults[K]> {
  const { worker, pending } = sealThread();
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: (result) => resolve(result as SealResults[K]), reject });
    worker.ref();
    worker.postMessage({ id, job });
  });
}
