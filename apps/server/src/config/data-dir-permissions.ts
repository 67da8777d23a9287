import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/** Directories the server keeps its data in are the owner's alone; so is every file in them. */
const PRIVATE_DIR_MODE = 0o700;
/** Files and directories the server creates: the embedded database writes its own, with 0666. */
export const PRIVATE_UMASK = 0o077;

const OTHERS = 0o077;

export class DataDirPermissionError extends Error {
  constructor(path: string, reason: string) {
    super(
      `${path} is open to other accounts and could not be restricted to the owner (${reason}): ` +
        `run the server as the account that owns it, or run chmod -R go-rwx on it.`,
    );
    this.name = 'DataDirPermissionError';
  }
}

export interface PermissionRepair {
  /** Paths whose group/other access was removed. */
  repaired: string[];
}

/**
 * Makes `dir` (created when missing) and everything in it readable by its owner only: 0700 for
 * directories, no group or other access to files (0600). The database, its write-ahead log, the mail outbox (it holds live
 * recovery links), backups and the signing secret all live there. Symbolic links are not
 * followed. Throws DataDirPermissionError when a path cannot be restricted.
 */
export function restrictToOwner(dir: string): PermissionRepair {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const repaired: string[] = [];
  const visit = (path: string) => {
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch (error) {
      // Gone since the directory was listed (a temporary file of the database): nothing to protect.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & OTHERS) !== 0) {
      // The owner keeps what it had (a directory must stay enterable); group and others lose all.
      const mode = stats.isDirectory() ? PRIVATE_DIR_MODE : stats.mode & PRIVATE_DIR_MODE;
      try {
        chmodSync(path, mode);
      } catch (error) {
        throw new DataDirPermissionError(path, (error as NodeJS.ErrnoException).code ?? String(error));
      }
      repaired.push(path);
    }
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return { repaired };
}
