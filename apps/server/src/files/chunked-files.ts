import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { StoredFileInfo } from './file-store.js';
import './files.tables.js';

/**
 * 256 KB a row: the embedded database's WebAssembly heap grows to hold a few copies of the largest
 * value it has been sent and never shrinks (a 200 MB upload grew the process by some 130 MB at
 * 1 MB a chunk, 75 MB at 256 KB), and 800 rows for a 200 MB file cost nothing to either
 * database. Files stored earlier in 1 MB chunks read back the same.
 */
export const CHUNK_BYTES = 256 * 1024;
/** Enough of the beginning to recognise a file's type by its signature. */
const SNIFF_BYTES = 16;
/** Written until the real hash is known; the file is not referenced by anything before that. */
const PENDING_SHA256 = '0'.repeat(64);

export interface StreamedFile {
  ownerAuthorId: string;
  productionProjectId: string | null;
  purpose: string;
  fileName: string;
  /** Decides the stored type from the first bytes, or throws to refuse the file before anything is stored. */
  contentTypeOf: (firstBytes: Uint8Array) => string;
  /** Thrown when the stream ends without a byte. */
  emptyError: () => Error;
}

/** Regroups a stream's buffers into chunks of exactly `size` bytes (the last may be shorter). */
async function* rechunked(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    pending.push(piece);
    pendingBytes += piece.byteLength;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes -= size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/**
 * Stores a file as it streams in: each chunk is written before the next is read, so memory
 * stays at a chunk or two whatever the file's size, and the hash is computed on the way. No
 * transaction spans the upload (on the embedded database it would stop every other writer for
 * its whole duration): a failed upload removes what it wrote, and the file is only used once
 * this returns.
 */
export async function storeStreamedFile(
  db: Kysely<DB>,
  source: AsyncIterable<Buffer>,
  file: StreamedFile,
): Promise<StoredFileInfo> {
  const chunks = rechunked(source, CHUNK_BYTES)[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) throw file.emptyError();
  const contentType = file.contentTypeOf(first.value.subarray(0, SNIFF_BYTES));
  const row = await db
    .insertInto('files')
    .values({
      owner_author_id: file.ownerAuthorId,
      production_project_id: file.productionProjectId,
      purpose: file.purpose,
      file_name: file.fileName,
      content_type: contentType,
      size_bytes: 0,
      sha256: PENDING_SHA256,
      data: new Uint8Array(),
      chunked: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const hash = createHash('sha256');
    let size = 0;
    let position = 0;
    for (let chunk: IteratorResult<Buffer> = first; !chunk.done; chunk = await chunks.next()) {
      hash.update(chunk.value);
      size += chunk.value.byteLength;
      await db.insertInto('file_chunks').values({ file_id: row.id, position: position++, data: chunk.value }).execute();
      await letOthersIn();
    }
    return await db
      .updateTable('files')
      .set({ size_bytes: size, sha256: hash.digest('hex') })
      .where('id', '=', row.id)
      .returning(['id', 'file_name', 'content_type', 'size_bytes', 'sha256', 'created_at'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    await db.deleteFrom('files').where('id', '=', row.id).execute();
    throw error;
  }
}

/** The SHA-256 of a stream, read chunk by chunk (to check a copy without storing it). */
export async function sha256OfStream(source: AsyncIterable<Buffer>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of source) {
    hash.update(piece);
    size += piece.byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Waits for the event loop's next turn. The embedded database runs its queries in this thread and
 * answers them as promises: a loop of chunk after chunk would otherwise never let other requests'
 * I/O in until the whole file is through (a 100 MB download held /healthz for 10 s).
 */
const letOthersIn = () => setImmediate();

/** A stored file's content as a stream: chunk after chunk for a chunked file, else its bytes. */
export function fileContentStream(db: Kysely<DB>, file: { id: string; chunked: boolean; data: Uint8Array }): Readable {
  if (!file.chunked) return Readable.from([Buffer.from(file.data)]);
  async function* chunks() {
    for (let position = 0; ; position++) {
      const chunk = await db
        .selectFrom('file_chunks')
        .select('data')
        .where('file_id', '=', file.id)
        .where('position', '=', position)
        .executeTakeFirst();
      if (!chunk) return;
      await letOthersIn();
      // Both databases answer bytea as a Buffer (db/connect.ts): sent as it is, not copied.
      yield chunk.data;
    }
  }
  return Readable.from(chunks());
}
