import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

/** What a worker answers to the job numbered `id`. */
type WorkerAnswer = { id: number; result: unknown } | { id: number; error: string };

/**
 * Starts the worker `name` that sits beside the module at `from` (its `import.meta.url`). Built,
 * the worker is dist/<name>.js beside the bundle (an entry of scripts/build.mjs); from the sources
 * (tests, `npm run dev`) it is the TypeScript file, which a worker can only load through tsx's loader.
 */
function startWorker(from: string, name: string): Worker {
  const fromSources = from.endsWith('.ts');
  const entry = new URL(`./${name}${fromSources ? '.ts' : '.js'}`, from);
  if (!fromSources) return new Worker(entry);
  // tsx's ES module API (its package maps the CommonJS entry's `.cjs` to it for `import`).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const load = `import(${JSON.stringify(tsx.href)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(from)}))`;
  return new Worker(load, { eval: true });
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * A worker thread for synchronous work that would hold the server's event loop (parsing PDFs,
 * spreadsheets): `run` sends it a job and answers with its result. The worker is started on first
 * use and kept; an idle one does not keep the process alive; one that fails fails its jobs and the
 * next job starts another. The worker serves its jobs with `serveJobs`.
 */
export function workerThread<Job>(from: string, name: string, what: string) {
  let thread: { worker: Worker; pending: Map<number, Pending> } | null = null;
  let lastId = 0;

  function current() {
    if (thread) return thread;
    const started = { worker: startWorker(from, name), pending: new Map<number, Pending>() };
    const { worker, pending } = started;
    const fail = (error: Error) => {
      if (thread === started) thread = null;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    };
    worker.on('message', (answer: WorkerAnswer) => {
      const job = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) worker.unref();
      if ('error' in answer) job?.reject(new Error(answer.error));
      else job?.resolve(answer.result);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The ${what} worker stopped (exit code ${code})`)));
    thread = started;
    return started;
  }

  return {
    run(job: Job): Promise<unknown> {
      const { worker, pending } = current();
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, job });
      });
    },
  };
}

/** In a worker of `workerThread`: runs each job it is sent and answers with its result or error. */
export function serveJobs<Job>(run: (job: Job) => unknown): void {
  parentPort?.on('message', ({ id, job }: { id: number; job: Job }) => {
    Promise.resolve()
      .then(() => run(job))
      .then(
        (result) => parentPort?.postMessage({ id, result } satisfies WorkerAnswer),
        (error: unknown) => parentPort?.postMessage({ id, error: String(error) } satisfies WorkerAnswer),
      );
  });
}
