// The mail queue draining a backlog: 10,000 mails are queued (in transactions of 500, as a burst
// of requests would), then the queue's workers send them to a local SMTP server (the smtp-server
// package). Reports the enqueue and send rates and the duplicates the SMTP server saw (by
// Message-ID; must be 0), on the embedded database and on PostgreSQL when one answers.
// Alone: `node --import tsx bench/mail-queue.mjs`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { connectDatabase, connectMemoryDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { JobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { createMailQueue } from '../apps/server/src/mail/mail-queue.ts';
import { createPostgresDatabase } from './lib/database.mjs';

const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
const PER_TRANSACTION = 500;
const logger = pino({ level: 'silent' });

/** An SMTP server that counts every message it takes, by Message-ID. */
async function startSmtpSink() {
  const received = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? 'none';
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    stop: () => new Promise((r) => server.close(r)),
  };
}

async function drain(kind, database) {
  const smtp = await startSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-mail-'));
  const settings = { pollIntervalMs: 500, retryDelaySeconds: 30, retryHours: 24, abandonedAfterSeconds: 300 };
  const jobs = new JobQueue(database.db, settings, logger);
  const queue = createMailQueue(
    jobs,
    database.db,
    { smtpUrl: smtp.url, mailFrom: 'Bench <bench@localhost>', dataDir, siteUrl: 'http://localhost:3000', mailQueue: settings },
    logger,
  );
  try {
    const enqueueStart = performance.now();
    for (let first = 0; first < MAILS; first += PER_TRANSACTION) {
      await database.db.transaction().execute(async (trx) => {
        for (let i = first; i < Math.min(first + PER_TRANSACTION, MAILS); i++) {
          await queue.enqueue(trx, {
            kind: 'bench',
            to: `reader${i}@example.com`,
            subject: `Mail ${i}`,
            text: 'Hello',
            html: '<p>Hello</p>',
          });
        }
      });
    }
    const enqueueMs = performance.now() - enqueueStart;

    console.log(`Draining ${MAILS} mails (${kind})…`);
    const sendStart = performance.now();
    await jobs.start();
    await queue.start();
    for (;;) {
      const counts = await queue.counts();
      if (counts.sent + counts.failed >= MAILS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const sendMs = performance.now() - sendStart;
    const counts = await queue.counts();
    const copies = [...smtp.received.values()].reduce((sum, n) => sum + n, 0);
    return [
      kind,
      MAILS,
      `${Math.round(MAILS / (enqueueMs / 1000))}/s`,
      `${(sendMs / 1000).toFixed(1)} s`,
      `${Math.round(counts.sent / (sendMs / 1000))}/s`,
      counts.failed,
      smtp.received.size,
      copies - smtp.received.size,
    ];
  } finally {
    await jobs.stop();
    queue.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchMailQueue() {
  const rows = [];
  const embedded = await connectMemoryDatabase();
  try {
    await migrateToLatest(embedded.db);
    rows.push(await drain('embedded (PGlite)', embedded));
  } finally {
    await embedded.close();
  }
  const target = await createPostgresDatabase();
  if (target) {
    const database = await connectDatabase({ kind: 'postgres', url: target.url }, logger);
    try {
      await migrateToLatest(database.db);
      rows.push(await drain('PostgreSQL', database));
    } finally {
      await database.close();
      await target.drop();
    }
  }
  const header = [
    'Database',
    'Mails',
    'Enqueue rate',
    'Drain time',
    'Send rate',
    'Failed',
    'Received (unique)',
    'Duplicates',
  ];
  return [
    '## Mail queue (one instance, local SMTP server)',
    '',
    `${MAILS} mails queued in transactions of ${PER_TRANSACTION}, then sent by one instance's workers (batches of 20 sent side by side over a pool of 5 SMTP connections) to an smtp-server on 127.0.0.1.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchMailQueue());
