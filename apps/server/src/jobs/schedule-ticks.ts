import { createHash } from 'node:crypto';
import cronParser from 'cron-parser';
import type { ScheduledJob } from './queues.js';

/** The first time after `now` at which `job`'s cron is due (ms since the epoch). */
export function nextTick(job: ScheduledJob, now: Date): number {
  return cronParser.parseExpression(job.cron, { tz: job.tz, currentDate: now }).next().getTime();
}

/**
 * The id of the run of `job` due at `tick`: the same on every instance, so of all the instances
 * offering that run, the database keeps the first one's and refuses the others' (a job's id is its
 * primary key), whatever their clocks say.
 */
export function tickJobId(job: ScheduledJob, tick: number): string {
  const hex = createHash('sha256')
    .update(`${job.name}@${new Date(tick).toISOString()}`)
    .digest('hex');
  // Shaped as a UUID of version 8 (custom), RFC 9562 variant.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
