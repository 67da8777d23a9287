import type { Database } from '../db/connect.js';
import type { Unlisten } from '../db/pg-listener.js';
import { ACCESS_CHANNEL, accessEventSchema } from './access-events.js';
import type { AccessTokenClaims } from './access-token.js';
import type { UserStillActive } from './request-user.js';

/** A backstop only: every change that alters an answer is announced and drops it at once. */
export const ACCESS_CACHE_TTL_MS = 60_000;
/** Enough for every token active on an instance; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 50_000;

type Access = Awaited<ReturnType<UserStillActive>>;

interface Entry {
  access: Access;
  userId: string;
  expiresAt: number;
}

/** Everything of a token the stored answer depends on (besides the database). */
const keyOf = (claims: AccessTokenClaims) =>
  `${claims.sub}\u0000${claims.session_id}\u0000${claims.aud ?? ''}\u0000${claims.aal ?? ''}`;

/**
 * The data API's per-token check (is the account active, the session live, which roles), kept
 * per server instance so most requests skip that database round trip. It stays exact: database
 * triggers announce on `identity_access`, at commit and from every instance, whatever ends a
 * session or changes an account's access (migrations 0010 and 0013), and each announcement drops
 * that person's entries here. While the listener connection is down nothing is kept, and a
 * lookup that started before an announcement never stores its (possibly stale) answer.
 */
export class AccessCache {
  private readonly entries = new Map<string, Entry>();
  /** The keys of each person's entries, to drop them all at an announcement. */
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Bumped by every announcement: a lookup that overlapped one does not store its answer. */
  private announcements = 0;
  private listening = false;
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly lookup: UserStillActive,
    private readonly now: () => number = Date.now,
  ) {}

  async start(database: Database): Promise<void> {
    this.unlisten = await database.listen(ACCESS_CHANNEL, (payload) => this.onAnnouncement(payload), {
      onLost: () => this.forgetAll(false),
      onResume: () => this.forgetAll(true),
    });
    this.listening = true;
  }

  async stop(): Promise<void> {
    this.forgetAll(false);
    await this.unlisten?.();
  }

  /** The check, answered from the cache when it can be. */
  readonly check: UserStillActive = async (userId, claims) => {
    const key = keyOf(claims);
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.access;
    if (cached) this.forget(key, cached.userId);

    const announcementsBefore = this.announcements;
    const access = await this.lookup(userId, claims);
    if (this.listening && this.announcements === announcementsBefore) {
      this.store(key, { access, userId, expiresAt: this.now() + ACCESS_CACHE_TTL_MS });
    }
    return access;
  };

  /**
   * Drops every answer now. For this instance's own writes to accounts: they then bite on the
   * very next request, without waiting for their announcement to come back from the database.
   */
  forgetEverything(): void {
    this.forgetAll(this.listening);
  }

  /** How many answers are kept (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const [oldestKey, oldest] = this.entries.entries().next().value ?? [];
      if (oldestKey !== undefined && oldest) this.forget(oldestKey, oldest.userId);
    }
    this.entries.set(key, entry);
    let keys = this.keysByUser.get(entry.userId);
    if (!keys) this.keysByUser.set(entry.userId, (keys = new Set()));
    keys.add(key);
  }

  private forget(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }

  private onAnnouncement(payload: string): void {
    this.announcements += 1;
    let userId: string | null = null;
    try {
      const parsed = accessEventSchema.safeParse(JSON.parse(payload));
      if (parsed.success) userId = parsed.data.userId;
    } catch {
      // Not JSON: handled below like any announcement we cannot read.
    }
    // An announcement we cannot read could concern anyone.
    if (userId === null) return this.forgetAll(this.listening);
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  private forgetAll(listening: boolean): void {
    this.listening = listening;
    this.announcements += 1;
    this.entries.clear();
    this.keysByUser.clear();
  }
}
