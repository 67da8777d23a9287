import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/connect.js';
import { backupEmbeddedDatabase } from './backup.js';

/**
 * A running server holds the lock on DATA_DIR, so `npm run db:backup` asks it for the backup
 * through a Unix socket in DATA_DIR/run: a directory only the account that owns DATA_DIR may
 * enter (mode 0700), so only the people who could copy the database files anyway can ask.
 * Nothing listens on the network for it.
 */
export const backupSocketPath = (dataDir: string): string => join(dataDir, 'run', 'backup.sock');

/** sun_path holds 108 bytes on Linux, 104 on macOS, with the terminating zero. */
const MAX_SOCKET_PATH_BYTES = 103;

/** Serves `POST /backup` on the socket; returns the function that stops it. */
export async function serveBackups(database: Database, dataDir: string, logger: Logger): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // Longer paths do not fit a socket address; some systems would cut them short, out of run/.
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    logger.warn({ socketPath }, 'online backups unavailable (DATA_DIR path too long): stop the server to back up');
    return async () => {};
  }
  const dir = join(dataDir, 'run');
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o700);
  // Left behind by a server that was killed; we hold the DATA_DIR lock, so it is no one's.
  rmSync(socketPath, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const startedAt = performance.now();
    backupEmbeddedDatabase(database)
      .then(async (image) => {
        const bytes = Buffer.from(await image.arrayBuffer());
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.byteLength });
        res.end(bytes);
        logger.info({ bytes: bytes.byteLength, ms: Math.round(performance.now() - startedAt) }, 'online backup taken');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'online backup failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : 'failed');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Asks the server running on `dataDir` for a backup. */
export function requestBackup(dataDir: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) {
          reject(new Error(`The running server could not take the backup: ${body.toString('utf8')}`));
          return;
        }
        resolve(new Blob([body]));
      });
    });
    req.on('error', (error) =>
      reject(
        new Error(`The server holding DATA_DIR ${dataDir} does not answer on its backup socket: ${error.message}`),
      ),
    );
    req.end();
  });
}
