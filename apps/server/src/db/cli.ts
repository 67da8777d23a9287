import pino from 'pino';
import { loadConfig } from '../config/env.js';
import { connectDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed/index.js';

/** `npm run db:migrate` and `npm run db:seed`, against the configured database. */
async function run(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('usage: cli.ts migrate|seed');
  }
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await connectDatabase(config.database, logger);
  try {
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

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
