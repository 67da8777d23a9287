import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { DB } from '../db/schema.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';

/**
 * Password-guessing limits (docs/security.md, "Password guessing"). Failures are counted per
 * email and client address, so a stranger's guesses slow down that stranger, not the owner.
 */
export const LOGIN_THROTTLE = {
  /** Failures from one address on one email before each next try from there has to wait. */
  freeFailures: 5,
  /** The wait after the fifth failure; each further failure doubles it, up to maxDelayMs. */
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  /** Failures from one address are counted for a day from the first one. */
  addressWindowMs: 24 * 3_600_000,
  /**
   * Failures on one email in an hour from all addresses together: past this (a spread-out attack),
   * addresses the account has never signed in from wait too, from 1 s doubling up to maxDelayMs.
   */
  accountFailures: 100,
  accountWindowMs: 3_600_000,
  /** The owner's notice mail goes out at most once a day. */
  noticeIntervalMs: 24 * 3_600_000,
} as const;

/** The wait earned by the `failures`-th failure when waiting starts at `bar`: 1 s, 2 s, 4 s … 15 min. */
function delayAfter(failures: number, bar: number): number {
  if (failures < bar) return 0;
  const doublings = Math.min(failures - bar, 20);
  return Math.min(LOGIN_THROTTLE.firstDelayMs * 2 ** doublings, LOGIN_THROTTLE.maxDelayMs);
}

// Hashed parts keep every key short enough to be stored whole (so `clear` finds it) and keep
// addresses out of the counters table.
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
const emailKey = (email: string) => `identity:login:${digest(email.trim().toLowerCase())}:`;

/** The counter whose window is the wait of one address on one email. */
export const addressPauseKey = ({ email, ip }: Pick<LoginAttempt, 'email' | 'ip'>) =>
  `${emailKey(email)}pause:${digest(ip)}`;

export interface LoginAttempt {
  email: string;
  ip: string;
  /** The account of the email, when there is one. */
  userId?: string;
}

export interface FailureOutcome {
  /** This failure started a wait (for its address, or for every address unknown to the account). */
  pauseStarted: boolean;
  /** The owner should be told by mail (at most once per noticeIntervalMs). */
  notify: boolean;
}

/** Growing waits for password guessing, counted in the shared rate-limit store. */
export function createLoginThrottle(counters: RateLimitStore, db: Kysely<DB>) {
  const { freeFailures, addressWindowMs, accountFailures, accountWindowMs, noticeIntervalMs } = LOGIN_THROTTLE;
  const keys = ({ email, ip }: LoginAttempt) => {
    const base = emailKey(email);
    return {
      failures: `${base}failures:${digest(ip)}`,
      pause: addressPauseKey({ email, ip }),
      accountFailures: `${base}failures:*`,
      accountPause: `${base}pause:*`,
      notice: `${base}notice`,
    };
  };

  /** An address this account has a session from: its owner's, not a stranger's. */
  async function isKnownAddress({ userId, ip }: LoginAttempt): Promise<boolean> {
    if (!userId) return false;
    const session = await db
      .selectFrom('identity_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('ip', '=', ip)
      .limit(1)
      .executeTakeFirst();
    return session !== undefined;
  }

  return {
    /** Milliseconds this address must still wait before trying this email; 0 when it may try now. */
    async waitMs(attempt: LoginAttempt): Promise<number> {
      const key = keys(attempt);
      const own = await counters.remainingMs(key.pause);
      if (own > 0) return own;
      const shared = await counters.remainingMs(key.accountPause);
      return shared > 0 && !(await isKnownAddress(attempt)) ? shared : 0;
    },

    /** Counts a wrong password and starts the wait it earns. */
    async recordFailure(attempt: LoginAttempt): Promise<FailureOutcome> {
      const key = keys(attempt);
      const { hits } = await counters.count(key.failures, addressWindowMs);
      const own = delayAfter(hits, freeFailures);
      // The address was not waiting (else it would have been refused), so this starts a new window.
      if (own) await counters.count(key.pause, own);
      const { hits: total } = await counters.count(key.accountFailures, accountWindowMs);
      const shared = delayAfter(total, accountFailures);
      const sharedStarted = shared > 0 && !(await isKnownAddress(attempt));
      if (sharedStarted) await counters.count(key.accountPause, shared);
      const pauseStarted = own > 0 || sharedStarted;
      const notify = pauseStarted && (await counters.count(key.notice, noticeIntervalMs)).hits === 1;
      return { pauseStarted, notify };
    },

    /** A correct password: this address's failures are forgotten. */
    async recordSuccess(attempt: LoginAttempt): Promise<void> {
      await counters.clear(keys(attempt).failures);
    },

    /** A new password or a recovery link: every count and wait on this email starts again. */
    async lift(email: string): Promise<void> {
      await counters.clear(emailKey(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
