import { parentPort } from 'node:worker_threads';
import { drawnSignatureProblem, loadableProblem, sealAgreement } from './seal.js';
import type { SealAnswer, SealJob } from './seal-thread.js';

/** A job of `seal-thread.ts`, run in the worker thread: decoding never holds the server's event loop. */
async function run(job: SealJob) {
  switch (job.kind) {
    case 'seal':
      return sealAgreement(job.input);
    case 'drawn':
      return drawnSignatureProblem(job.png);
    case 'loadable':
      return loadableProblem(job.pdf);
  }
}

parentPort?.on('message', ({ id, job }: { id: number; job: SealJob }) => {
  run(job).then(
    (result) => parentPort?.postMessage({ id, result } satisfies SealAnswer),
    (error: unknown) => parentPort?.postMessage({ id, error: String(error) } satisfies SealAnswer),
  );
});
