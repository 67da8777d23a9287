import { serveJobs } from '../../threads/worker-thread.js';
import { drawnSignatureProblem, loadableProblem, sealAgreement } from './seal.js';
import type { SealJob } from './seal-thread.js';

/** A job of `seal-thread.ts`, run in the worker thread: decoding never holds the server's event loop. */
serveJobs(async (job: SealJob) => {
  switch (job.kind) {
    case 'seal':
      return sealAgreement(job.input);
    case 'drawn':
      return drawnSignatureProblem(job.png);
    case 'loadable':
      return loadableProblem(job.pdf);
  }
});
