import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config/env.js';
import { connectDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed/index.js';

/**
 * `npm run db:migrate`, `npm run db:seed` and `npm run db:backup -- FILE.tgz`, against the
 * configured database. A backup of the embedded database needs the server stopped (the data
 * directory lock guarantees it); on PostgreSQL use pg_dump (docs/operations.md).
 */
async function run(command: string | undefined, argument: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'backup') {
    throw new Error('usage: cli.ts migrate | seed | backup FILE.tgz');
  }
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await connectDatabase(config.database, logger);
  try {
    if (command === 'backup') {
      if (!database.dumpDataDir) throw new Error('On PostgreSQL, back up with pg_dump (see docs/operations.md).');
      const file = resolve(argument ?? `backup-${new Date().toISOString().slice(0, 10)}.tgz`);
      await writeFile(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
      logger.info({ file }, 'embedded database backed up');
      return;
    }
    const applied = await migrateToLatest(database.db);
    logger.info({ migrations: applied?.map((m) => m.migrationName) ?? [] }, 'migrations applied');
    if (command === 'seed') {
      await seedDemoData(database.db, { demoPassword: config.demoPassword });
      logger.info('demo data seeded');
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
