import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config/env.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureAdminAccount } from './admin-account.js';

const usage = `usage: npm run identity -- create-admin --email ADDRESS
  The password is read from standard input when it is piped
  (echo "$PASSWORD" | npm run identity -- create-admin --email ...); otherwise one is generated
  and printed once.`;

async function readPipedPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const firstLine = text.split(/\r?\n/)[0] ?? '';
  return firstLine === '' ? undefined : firstLine;
}

/** `npm run identity -- create-admin --email …`: the first admin of a fresh installation. */
async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help || positionals[0] !== 'create-admin' || !values.email) {
    console.error(usage);
    process.exitCode = values.help ? 0 : 64; // EX_USAGE
    return;
  }
  const password = await readPipedPassword();
  const config = loadConfig();
  const database = await connectDatabase(config.database, pino({ level: 'warn' }));
  try {
    await migrateToLatest(database.db);
    const result = await ensureAdminAccount(database.db, {
      email: values.email,
      password,
      minPasswordLength: config.identity.minPasswordLength,
    });
    console.log(`${result.created ? 'Created admin' : 'Granted admin to'} ${values.email} (id ${result.id})`);
    if (result.generatedPassword) {
      console.log(`Password (shown once, store it now): ${result.generatedPassword}`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
