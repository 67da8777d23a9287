import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachment-rules';
import { newClientId } from './client-id';

describe('newClientId', () => {
  it('makes distinct v4 uuids, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newClientId()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, newClientId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('attachmentProblem', () => {
  it('accepts documents and images up to 10 MB', () => {
    expect(attachmentProblem({ size: 1000, type: 'application/pdf' })).toBeNull();
    expect(attachmentProblem({ size: 10 * 1024 * 1024, type: 'image/png' })).toBeNull();
    expect(attachmentProblem({ size: 10 * 1024 * 1024 + 1, type: 'image/png' })).toMatch(/10 MB/);
    expect(attachmentProblem({ size: 10, type: 'text/html' })).toMatch(/PDF/);
    expect(attachmentProblem({ size: 0, type: 'text/plain' })).toMatch(/empty/);
  });
});
