import type { RequestUser } from '../auth/request-user.js';

/** A backstop only: how long a person's author id is kept (an author row may be deleted meanwhile). */
export const SOCKET_AUTHOR_KEEP_MS = 60_000;
/** Enough for every person with sockets on an instance; the oldest goes first beyond it. */
const MAX_KEPT = 50_000;

/**
 * The author a socket speaks for, kept per person for a while: sockets come and go by the
 * thousand (reloads, reconnects, tabs) and each would otherwise wait on the same lookup before its
 * first frame. Only an author stored under the person's own identity id is kept: that id can never
 * name anyone else's conversation, where an author matched by email could change hands.
 */
export class SocketAuthors {
  /** Identity ids whose author has that same id, with when that answer lapses. */
  private readonly kept = new Map<string, number>();

  constructor(
    private readonly lookup: (user: RequestUser) => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  async of(user: RequestUser): Promise<string> {
    const until = this.kept.get(user.id);
    if (until !== undefined && until > this.now()) return user.id;
    this.kept.delete(user.id);
    const authorId = await this.lookup(user);
    if (authorId === user.id) {
      if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(user.id, this.now() + SOCKET_AUTHOR_KEEP_MS);
    }
    return authorId;
  }
}
