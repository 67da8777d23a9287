import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The password of the demo logins: DEMO_PASSWORD when set, else one made at random at the first
 * start on DATA_DIR and kept in DATA_DIR/demo-password (mode 600), so no two installations share
 * it and the start-up log can print it every time. With DATABASE_URL, `npm run db:seed` may be the
 * first to use DATA_DIR: it is made then, private as the server makes it.
 */
export function demoPassword(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'demo-password');
  try {
    writeFileSync(file, `${randomBytes(12).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
