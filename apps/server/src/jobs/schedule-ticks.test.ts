import { describe, expect, it } from 'vitest';
import { nextTick, tickJobId } from './schedule-ticks.js';

const hourly = { name: 'reminders', cron: '15 * * * *', tz: 'UTC' };
const at = (iso: string) => new Date(iso).getTime();

describe('nextTick', () => {
  it('is the first time of the cron after now', () => {
    expect(nextTick(hourly, new Date('2026-11-29T12:03:10Z'))).toBe(at('2026-11-29T12:15:00Z'));
    expect(nextTick(hourly, new Date('2026-11-29T23:40:00Z'))).toBe(at('2026-11-30T00:15:00Z'));
  });

  it('is never the tick that is due now: a run is offered once', () => {
    expect(nextTick(hourly, new Date('2026-11-29T12:15:00Z'))).toBe(at('2026-11-29T13:15:00Z'));
  });

  it('reads the cron in its time zone', () => {
    const daily = { name: 'backups', cron: '0 3 * * *', tz: 'Europe/Budapest' };
    expect(nextTick(daily, new Date('2026-11-29T12:00:00Z'))).toBe(at('2026-11-30T02:00:00Z'));
  });
});

describe('tickJobId', () => {
  it('is the same for the same run on every instance, and a UUID', () => {
    const id = tickJobId(hourly, at('2026-11-29T12:15:00Z'));
    expect(id).toBe(tickJobId({ ...hourly }, at('2026-11-29T12:15:00Z')));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('differs between runs and between schedules', () => {
    const ids = new Set([
      tickJobId(hourly, at('2026-11-29T12:15:00Z')),
      tickJobId(hourly, at('2026-11-29T13:15:00Z')),
      tickJobId({ ...hourly, name: 'production-reminders' }, at('2026-11-29T12:15:00Z')),
    ]);
    expect(ids.size).toBe(3);
  });
});
