import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino, { type Logger } from 'pino';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { backupEmbeddedDatabase, dataDirSigningSecret } from '../backup/backup.js';
import { requestBackup } from '../backup/backup-socket.js';
import { moveToPostgres } from '../backup/move.js';
import { restoreBackup } from '../backup/restore.js';
import { PRIVATE_UMASK } from '../config/data-dir-permissions.js';
import { loadConfig, type Config } from '../config/env.js';
import { connectDatabase, connectMemoryDatabase, type Database } from './connect.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { migrateToLatest } from './migrate.js';
import { demoPassword } from './seed/demo-password.js';
import { seedDemoData } from './seed/index.js';
import { resolvePayoutDataKey } from '../config/secrets.js';
import { payeeDataBox } from '../payouts/payee-data.js';

const USAGE = `usage: cli.ts migrate | seed | backup [FILE.tgz] | restore FILE.tgz [--replace] [--signing-secret FILE]
              | move --to postgres://… [--from FILE.tgz]`;

/**
 * `npm run db:migrate`, `db:seed`, `db:backup`, `db:restore` and `db:move`, against the configured
 * database (docs/operations.md). A backup of a running embedded database is taken by the server.
 */
async function run(command: string | undefined, args: string[]): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  // A restore writes the database files; a backup file holds everything.
  process.umask(PRIVATE_UMASK);
  switch (command) {
    case 'migrate':
    case 'seed':
      return migrate(config, logger, command === 'seed');
    case 'backup':
      return backup(config, logger, args[0]);
    case 'restore':
      return restore(config, args);
    case 'move':
      return move(config, logger, args);
    default:
      throw new Error(USAGE);
  }
}

async function migrate(config: Config, logger: Logger, seed: boolean): Promise<void> {
  const database = await connectDatabase(config.database, logger);
  try {
    const applied = await migrateToLatest(database.db);
    logger.info({ migrations: applied?.map((m) => m.migrationName) ?? [] }, 'migrations applied');
    if (seed) {
      const seeded = await seedDemoData(database.db, {
        demoPassword: demoPassword(config.demoPassword, config.dataDir),
        payeeData: payeeDataBox(resolvePayoutDataKey(config.payoutDataKey, config.dataDir)),
      });
      logger.info(seeded ? 'demo data seeded' : 'demo data was seeded before: nothing to do');
    }
  } finally {
    await database.close();
  }
}

async function backup(config: Config, logger: Logger, argument: string | undefined): Promise<void> {
  if (config.database.kind !== 'pglite')
    throw new Error('On PostgreSQL, back up with pg_dump (see docs/operations.md).');
  const file = resolve(argument ?? `backup-${new Date().toISOString().slice(0, 10)}.tgz`);
  const image = await takeBackup(config, logger);
  await writeFile(file, Buffer.from(await image.arrayBuffer()), { mode: 0o600 });
  console.log(`Backed up DATA_DIR ${config.dataDir} to ${file} (${image.size} bytes).`);
  console.log(
    dataDirSigningSecret({ dataDir: config.dataDir, signingSecret: config.jwtSecret })
      ? `It holds no signing secret: keep ${join(config.dataDir, 'jwt-secret')} with it (db:restore reads a jwt-secret beside the file, or --signing-secret FILE).`
      : 'It holds no signing secret: keep the JWT_SECRET the server runs with beside it.',
  );
}

/** From the running server when it holds DATA_DIR, else by opening the database here. */
async function takeBackup(config: Config, logger: Logger): Promise<Blob> {
  let database: Database;
  try {
    database = await connectDatabase(config.database, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) return requestBackup(config.dataDir);
    throw error;
  }
  try {
    return await backupEmbeddedDatabase(database);
  } finally {
    await database.close();
  }
}

async function restore(config: Config, args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { replace: { type: 'boolean' }, 'signing-secret': { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const file = resolve(positionals[0]!);
  // The secret is kept beside the backups (scheduled ones write it there), never inside one.
  const beside = join(dirname(file), 'jwt-secret');
  const secretFile = values['signing-secret'] ?? (existsSync(beside) ? beside : undefined);
  const signingSecret = secretFile ? (await readFile(resolve(secretFile), 'utf8')).trim() : undefined;
  const withSecret = await restoreBackup(new Blob([await readFile(file)]), config.dataDir, {
    replace: values.replace,
    signingSecret,
  });
  console.log(`Restored ${file} into DATA_DIR ${config.dataDir}.`);
  if (!withSecret) {
    console.log(
      'No signing secret was restored (none beside the file, no --signing-secret): the server will make a new one, ' +
        'everyone signs in again and two-factor codes stop working. Restore again with --replace --signing-secret FILE to avoid it.',
    );
  }
}

async function move(config: Config, logger: Logger, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' }, from: { type: 'string' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new Error(USAGE);
  const source = values.from
    ? await connectMemoryDatabase(new Blob([await readFile(resolve(values.from))]))
    : await connectDatabase({ kind: 'pglite', dataDir: config.dataDir }, logger);
  try {
    const secret = dataDirSigningSecret({ dataDir: config.dataDir, signingSecret: config.jwtSecret });
    const { counts } = await moveToPostgres(source, values.to, logger, secret);
    const width = Math.max(...counts.map((row) => row.table.length));
    console.log(`${'table'.padEnd(width)}  embedded  postgres`);
    for (const row of counts) {
      console.log(`${row.table.padEnd(width)}  ${String(row.source).padStart(8)}  ${String(row.target).padStart(8)}`);
    }
    const mismatched = counts.filter((row) => row.source !== row.target);
    if (mismatched.length > 0)
      throw new Error(`Row counts differ in: ${mismatched.map((row) => row.table).join(', ')}`);
    console.log(`Moved ${counts.length} tables; every row count matches.`);
  } finally {
    await source.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
