import pino, { type Logger } from 'pino';
import { buildApp } from './app.js';
import { serveBackups } from './backup/backup-socket.js';
import { DataDirPermissionError, PRIVATE_UMASK, restrictToOwner } from './config/data-dir-permissions.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { resolvePayoutDataKey, signingSecret } from './config/secrets.js';
import { connectDatabase, type Database } from './db/connect.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { migrateToLatest } from './db/migrate.js';
import { demoPassword } from './db/seed/demo-password.js';
import { seedDemoData } from './db/seed/index.js';
import { payeeDataBox } from './payouts/payee-data.js';
import { JobQueue } from './jobs/job-queue.js';
import { createMailQueue } from './mail/mail-queue.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** Variables from ./.env, if present; the real environment wins. */
function loadDotEnv(): void {
  try {
    process.loadEnvFile();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * DATA_DIR (and BACKUP_DIR) hold the database, its write-ahead log, the signing secret, the mail
 * outbox's live links and backups: every file the process creates is the owner's alone, and a
 * tree left open to other accounts is closed now, or the start stops. `found` says whose doing an
 * open file was: the operator's (a warning), or this process's own (`'created'`, see below).
 */
function keepDataPrivate(config: Config, logger: Logger, found: 'left' | 'created' = 'left'): void {
  process.umask(PRIVATE_UMASK);
  try {
    for (const dir of new Set([config.dataDir, config.backups.dir])) {
      const { repaired } = restrictToOwner(dir);
      if (repaired.length === 0) continue;
      const details = { dir, paths: repaired.length, examples: repaired.slice(0, 5) };
      if (found === 'left') {
        logger.warn(
          details,
          'data directory was open to other accounts: restricted it to the owner (directories 0700, files 0600)',
        );
      } else {
        logger.debug(details, "restricted the embedded database's new files to the owner");
      }
    }
  } catch (error) {
    if (!(error instanceof DataDirPermissionError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(78); // EX_CONFIG
  }
}

/**
 * Started by `npm start` (scripts/start.mjs), the server has an IPC channel to it that closes when
 * the launcher ends, even by SIGKILL: the server then ends too (shutting down once it is serving).
 */
const exitWithLauncher = () => process.exit(1);
if (process.send) {
  // The launcher may be gone already, before this module was even evaluated.
  if (!process.connected) exitWithLauncher();
  process.once('disconnect', exitWithLauncher);
}

/**
 * SIGTERM or SIGINT while the server is still starting (a supervisor stopping it during a first
 * start's database creation) is held until the step under way is done: the start then ends
 * cleanly with 0 instead of dying mid-write. Once the server listens, `stop` shuts it down.
 */
let stopAskedBy: string | undefined;
let stop = (signal: string) => {
  stopAskedBy ??= signal;
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

async function main(): Promise<void> {
  const startedAt = performance.now();
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
  keepDataPrivate(config, logger);

  let database: Database;
  try {
    database = await connectDatabase(config.database, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(75); // EX_TEMPFAIL
    }
    throw error;
  }
  /** Ends a start that was asked to stop, with the database closed and DATA_DIR unlocked. */
  const endIfStopAsked = async () => {
    if (!stopAskedBy) return;
    logger.info({ signal: stopAskedBy }, 'stopped while starting');
    await database.close();
    process.exit(0);
  };
  await endIfStopAsked();
  const applied = await migrateToLatest(database.db);
  if (applied?.length) logger.info({ migrations: applied.map((m) => m.migrationName) }, 'database migrated');
  const stopOnConfigError = async (error: unknown): Promise<never> => {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    await database.close();
    process.exit(78); // EX_CONFIG
  };
  const jwtSecret = await signingSecret(config, database).catch(stopOnConfigError);
  // Resolved (and generated, on a first start) before anything is sealed: a bad key file stops here.
  const payeeData = await Promise.resolve()
    .then(() => payeeDataBox(resolvePayoutDataKey(config.payoutDataKey, config.dataDir)))
    .catch(stopOnConfigError);
  const demoLoginPassword = config.demoData ? demoPassword(config.demoPassword, config.dataDir) : undefined;
  if (demoLoginPassword) await seedDemoData(database.db, { demoPassword: demoLoginPassword, payeeData });
  await endIfStopAsked();
  // The embedded database sets the modes of some files it writes itself (0644), umask or not: its
  // relation cache files, rewritten when it opens a new DATA_DIR's database. Closed again now: no
  // one left them open, so there is nothing to warn the operator of.
  keepDataPrivate(config, logger, 'created');

  const jobs = new JobQueue(database.db, config.mailQueue, logger);
  const mailQueue = createMailQueue(jobs, database.db, config, logger);
  const app = await buildApp({ config: { ...config, jwtSecret }, database, jobs, mailQueue, logger });
  const address = await app.listen({ port: config.port, host: config.host });
  // `npm run db:backup` asks the server holding DATA_DIR for a consistent snapshot.
  const stopBackups = database.kind === 'pglite' ? await serveBackups(database, config.dataDir, logger) : null;

  logger.info(
    { address, siteUrl: config.siteUrl, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    'server listening',
  );
  const lines = [`\n  Site:   ${config.siteUrl}`, `  Health: ${config.siteUrl}/healthz`];
  if (demoLoginPassword) {
    lines.push(
      `  Demo author: author@example.com / ${demoLoginPassword}`,
      `  Demo staff:  staff@example.com / ${demoLoginPassword}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await stopBackups?.();
      await database.close();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  stop = (signal) => void shutdown(signal);
  if (stopAskedBy) stop(stopAskedBy);
  process.off('disconnect', exitWithLauncher);
  process.on('disconnect', () => void shutdown('disconnect'));
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
