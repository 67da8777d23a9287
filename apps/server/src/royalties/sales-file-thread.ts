import { AppError } from '../http/errors.js';
import { workerThread } from '../threads/worker-thread.js';
import type { FileItem } from './sales-file.js';

/** The reading of one uploaded file, done in a worker thread (`sales-file-worker.ts`) a batch at a time. */
export type SalesFileJob =
  { kind: 'open'; bytes: Uint8Array } | { kind: 'next'; cursor: number } | { kind: 'close'; cursor: number };

/** The next items of a file; or why it cannot be read, as the error its sender sees. */
export type SalesFileBatch =
  | { items: FileItem[]; done: boolean }
  | { refused: { statusCode: number; code: AppError['code']; message: string; fields?: Record<string, string[]> } };

const thread = workerThread<SalesFileJob>(import.meta.url, 'sales-file-worker', 'sales file');

/**
 * The rows of a store's report as `readSalesFile` reads them, parsed in a worker thread: unzipping
 * and parsing a large or hostile file never holds the server's event loop, so `/healthz` and other
 * requests are answered meanwhile. Items come in batches, each asked for when the last is used.
 */
export async function* readSalesFileInThread(bytes: Buffer): AsyncGenerator<FileItem> {
  const cursor = (await thread.run({ kind: 'open', bytes })) as number;
  let done = false;
  try {
    while (!done) {
      const batch = (await thread.run({ kind: 'next', cursor })) as SalesFileBatch;
      if ('refused' in batch) {
        const { statusCode, code, message, fields } = batch.refused;
        throw new AppError(statusCode, code, message, fields);
      }
      done = batch.done;
      yield* batch.items;
    }
  } finally {
    // A reader that stops early (a refused mapping, a failed insert) frees the file in the worker.
    if (!done) await thread.run({ kind: 'close', cursor }).catch(() => undefined);
  }
}
