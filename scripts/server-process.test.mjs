import { constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { passwordHashMemoryKiB } from '../apps/server/src/identity/passwords.ts';
import { mmapThreshold, serverEnv } from './server-process.mjs';

describe('the malloc mmap threshold the server runs with', () => {
  it('maps each password hash directly, so its memory goes back when the hash is done', () => {
    expect(mmapThreshold).toBeLessThan(passwordHashMemoryKiB * 1024);
  });

  it("keeps a Brotli encoder's window in reusable memory, not mapped anew for each response", () => {
    // The ring buffer is one window plus a margin; the encoder's tables come on top of it.
    expect(mmapThreshold).toBeGreaterThanOrEqual(2 * (1 << constants.BROTLI_DEFAULT_WINDOW));
  });

  it('is what the server process is given', () => {
    expect(serverEnv.MALLOC_MMAP_THRESHOLD_).toBe(String(mmapThreshold));
  });
});
