import { workerThread } from '../../threads/worker-thread.js';
import type { Sealed, SealInput } from './seal.js';

/** The PDF work of a signature, done in a worker thread (`seal-worker.ts`). */
export type SealJob =
  { kind: 'seal'; input: SealInput } | { kind: 'drawn'; png: Uint8Array } | { kind: 'loadable'; pdf: Uint8Array };

interface SealResults {
  seal: Sealed;
  drawn: string | null;
  loadable: string | null;
}

const thread = workerThread<SealJob>(import.meta.url, 'seal-worker', 'signature');

/**
 * Runs a job in the signature worker thread: pdf-lib decodes images and parses whole documents
 * synchronously, and a thread of its own keeps the server answering meanwhile.
 */
export function inSealThread<K extends SealJob['kind']>(job: Extract<SealJob, { kind: K }>): Promise<SealResults[K]> {
  return thread.run(job) as Promise<SealResults[K]>;
}
