import { describe, expect, it, vi } from 'vitest';
import type { RequestUser } from '../auth/request-user.js';
import { SOCKET_AUTHOR_KEEP_MS, SocketAuthors } from './socket-authors.js';

const OWN_ID = '5b0f7a4e-8f0e-4c57-9d63-0c1b2a3d4e5f';
const OTHER_AUTHOR = '0d6a1c2b-3e4f-4a5b-8c7d-9e0f1a2b3c4d';
const person = { id: OWN_ID, email: 'author@example.com' } as RequestUser;

describe('SocketAuthors', () => {
  it('looks up an author under the person’s own id once, until the answer lapses', async () => {
    let now = 1_000;
    const lookup = vi.fn(async (user: RequestUser) => user.id);
    const authors = new SocketAuthors(lookup, () => now);

    expect(await authors.of(person)).toBe(OWN_ID);
    expect(await authors.of(person)).toBe(OWN_ID);
    expect(lookup).toHaveBeenCalledTimes(1);

    now += SOCKET_AUTHOR_KEEP_MS + 1;
    expect(await authors.of(person)).toBe(OWN_ID);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('looks up an author found by email every time', async () => {
    const lookup = vi.fn(async () => OTHER_AUTHOR);
    const authors = new SocketAuthors(lookup);

    expect(await authors.of(person)).toBe(OTHER_AUTHOR);
    expect(await authors.of(person)).toBe(OTHER_AUTHOR);
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
