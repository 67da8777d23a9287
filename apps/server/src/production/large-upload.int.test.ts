import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { ids, seedChecklistFixture } from '../../test/support/checklist-fixture.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';

/**
 * A 200 MB upload streams into the database chunk by chunk: the server process does not grow by
 * the file's size, on either database (the embedded one runs inside this process).
 */
let t: TestApp;
let support: StaffMember;
const SIZE = 200 * 1024 * 1024;
const PIECE = 64 * 1024;
const boundary = '----large-upload-boundary';

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  support = await staffMember(t.database.db, ['support']);
});
afterAll(() => t.close());

/** A multipart body with a 200 MB PDF, generated piece by piece as it is read. */
function largeUpload(hash: ReturnType<typeof createHash>): Readable {
  async function* parts() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const piece = Buffer.alloc(PIECE, 0x41);
    piece.write('%PDF-1.7\n', 0);
    for (let sent = 0; sent < SIZE; sent += PIECE) {
      const bytes = Buffer.from(piece);
      bytes.writeUInt32BE(sent / PIECE, 16);
      hash.update(bytes);
      yield bytes;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return Readable.from(parts());
}

it('stores a 200 MB file without holding it in memory', async () => {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const hash = createHash('sha256');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/staff/projects/${ids.P1}/files?kind=interior`,
    headers: { ...support.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: largeUpload(hash),
  });
  clearInterval(sampler);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toMatchObject({ size_bytes: SIZE, sha256: hash.digest('hex') });
  const grewMb = (peak - before) / 2 ** 20;
  console.log(`200 MB upload: the process grew by ${grewMb.toFixed(0)} MB at most`);
  expect(grewMb).toBeLessThan(100);
  // 200 MB through the embedded database is some 5 s of one core alone, minutes on a crowded machine.
}, 300_000);
