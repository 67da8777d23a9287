import { AppError } from '../http/errors.js';
import { serveJobs } from '../threads/worker-thread.js';
import { readSalesFile, type FileItem } from './sales-file.js';
import type { SalesFileBatch, SalesFileJob } from './sales-file-thread.js';

/** Items sent back in one message: a round trip per row would cost more than reading it. */
const ITEMS_PER_BATCH = 500;

const files = new Map<number, AsyncGenerator<FileItem>>();
let lastCursor = 0;

/** The jobs of `sales-file-thread.ts`, run in the worker thread: files open here are read a batch at a time. */
serveJobs(async (job: SalesFileJob): Promise<number | SalesFileBatch | null> => {
  if (job.kind === 'open') {
    const cursor = ++lastCursor;
    files.set(cursor, readSalesFile(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)));
    return cursor;
  }
  const file = files.get(job.cursor);
  if (!file) throw new Error('The sales file is no longer open');
  if (job.kind === 'close') {
    files.delete(job.cursor);
    await file.return(undefined);
    return null;
  }
  const items: FileItem[] = [];
  try {
    while (items.length < ITEMS_PER_BATCH) {
      const next = await file.next();
      if (next.done) {
        files.delete(job.cursor);
        return { items, done: true };
      }
      items.push(next.value);
    }
    return { items, done: false };
  } catch (error) {
    files.delete(job.cursor);
    if (!(error instanceof AppError)) throw error;
    return {
      refused: { statusCode: error.statusCode, code: error.code, message: error.message, fields: error.fields },
    };
  }
});
