import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './retention.js';

/** One backup a day at 03:30 UTC for `days` days ending on Wednesday 2026-11-25. */
function dailyBackups(days: number) {
  const last = Date.UTC(2026, 10, 25, 3, 30);
  return Array.from({ length: days }, (_, index) => ({ takenAt: new Date(last - index * 86_400_000) }));
}

const isoDays = (kept: Set<{ takenAt: Date }>) =>
  [...kept].map((backup) => backup.takenAt.toISOString().slice(0, 10)).sort();

describe('scheduled backup retention', () => {
  it('keeps the newest of each of the last 7 days, then the newest of each of the 4 weeks before them', () => {
    const kept = backupsToKeep(dailyBackups(60), { daily: 7, weekly: 4 });
    expect(isoDays(kept)).toEqual([
      // Sundays of the four weeks before the week of 2026-11-19 (the oldest daily one, a Thursday).
      '2026-10-25',
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('counts a day once when it has several backups, keeping its newest', () => {
    const morning = { takenAt: new Date('2026-11-25T03:30:00Z') };
    const evening = { takenAt: new Date('2026-11-25T18:00:00Z') };
    const yesterday = { takenAt: new Date('2026-11-24T03:30:00Z') };
    expect(backupsToKeep([morning, evening, yesterday], { daily: 2, weekly: 0 })).toEqual(
      new Set([evening, yesterday]),
    );
  });

  it('keeps everything while there is less history than the policy covers', () => {
    const backups = dailyBackups(5);
    expect(backupsToKeep(backups, { daily: 7, weekly: 4 }).size).toBe(5);
  });

  it('keeps only weekly backups when no daily ones are asked for', () => {
    expect(isoDays(backupsToKeep(dailyBackups(21), { daily: 0, weekly: 2 }))).toEqual(['2026-11-22', '2026-11-25']);
  });
});
