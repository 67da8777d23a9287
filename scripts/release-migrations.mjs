// Records the migrations of a release: their names and the SHA-256 of each file. Run it when a
// version is released; `released-migrations.test.ts` then refuses an edit to any of them and a
// new migration that would sort before the last one (Kysely refuses to start on such a database).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../apps/server/src/db/migrations/', import.meta.url));
const target = fileURLToPath(new URL('../apps/server/src/db/released-migrations.json', import.meta.url));

const released = readdirSync(dir)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => ({
    file,
    sha256: createHash('sha256')
      .update(readFileSync(dir + file))
      .digest('hex'),
  }));
writeFileSync(target, JSON.stringify(released, null, 2) + '\n');
console.log(`${released.length} migrations recorded as released; the last is ${released.at(-1)?.file}`);
