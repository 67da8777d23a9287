import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import released from './released-migrations.json' with { type: 'json' };

const dir = fileURLToPath(new URL('./migrations/', import.meta.url));
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const lastReleased = released.at(-1)!.file;

/**
 * A database in use has run every released migration. Kysely refuses to start on it when a
 * migration it has not run sorts before one it has ("corrupted migrations"), and a released
 * migration that changes is never run again. `node scripts/release-migrations.mjs` records a release.
 */
describe('released migrations', () => {
  it('are all still here, unchanged', () => {
    for (const { file, sha256 } of released) {
      expect(files, `${file} was released: it cannot be removed or renamed`).toContain(file);
      const now = createHash('sha256')
        .update(readFileSync(dir + file))
        .digest('hex');
      expect(now, `${file} was released: write a new migration instead of editing it`).toBe(sha256);
    }
  });

  it('come before every new migration', () => {
    const releasedNames = new Set(released.map((migration) => migration.file));
    const newOnes = files.filter((file) => !releasedNames.has(file));
    for (const file of newOnes) {
      expect(file > lastReleased, `${file} sorts before the released ${lastReleased}: give it a later number`).toBe(
        true,
      );
    }
  });
});
