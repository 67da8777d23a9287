import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file in DATA_DIR, holding the pid of the server that has it. */
export const DATA_DIR_LOCK_FILE = 'server.pid';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${pid}). ` +
        'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** True when `pid` names a running Node process other than this one. */
function isLiveServer(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // A recycled pid that now belongs to some other program does not hold the lock.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * Takes an exclusive lock on DATA_DIR, the way PostgreSQL's postmaster.pid does: a second process
 * opening the same embedded database files would corrupt them. A lock left behind by a killed
 * process is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        try {
          if (Number(readFileSync(file, 'utf8').trim()) === process.pid) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue; // Removed between our attempts: try again.
    }
    if (isLiveServer(holder)) throw new DataDirLockedError(dataDir, holder);
    try {
      unlinkSync(file); // Stale lock from a process that is gone.
    } catch {
      // Someone else removed it first; the next attempt decides.
    }
  }
  throw new Error(`Could not take the lock on DATA_DIR ${dataDir}`);
}
