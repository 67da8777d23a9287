import type { RetentionPolicy } from '../config/env.js';

const DAY_MS = 86_400_000;

/** The UTC calendar day of a moment, as a day number since 1970-01-01. */
const utcDay = (moment: Date) => Math.floor(moment.getTime() / DAY_MS);

/** The ISO week (Monday to Sunday, UTC) of a moment: 1970-01-01 was a Thursday, three days after a Monday. */
const utcWeek = (moment: Date) => Math.floor((utcDay(moment) + 3) / 7);

/** The newest item of each of the first `count` distinct periods, walking newest first. */
function newestPerPeriod<T extends { takenAt: Date }>(
  newestFirst: T[],
  period: (moment: Date) => number,
  count: number,
): T[] {
  const kept: T[] = [];
  let last: number | undefined;
  for (const backup of newestFirst) {
    if (kept.length === count) break;
    const current = period(backup.takenAt);
    if (current === last) continue;
    kept.push(backup);
    last = current;
  }
  return kept;
}

/**
 * Which backups to keep (grandfather-father-son, without the grandfather): the newest backup of each
 * of the `daily` most recent days that have one, then the newest of each of the `weekly` most recent
 * weeks older than those days. With enough history that is exactly `daily + weekly` files.
 */
export function backupsToKeep<T extends { takenAt: Date }>(backups: readonly T[], policy: RetentionPolicy): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const daily = newestPerPeriod(newestFirst, utcDay, policy.daily);
  const oldestDaily = daily.at(-1);
  const older = oldestDaily
    ? newestFirst.filter((backup) => utcWeek(backup.takenAt) < utcWeek(oldestDaily.takenAt))
    : newestFirst;
  return new Set([...daily, ...newestPerPeriod(older, utcWeek, policy.weekly)]);
}
