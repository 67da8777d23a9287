// Support chat under load: 1,000 sockets of the demo author follow their conversation, the team
// sends replies over HTTP, and every socket's receipt is timed from the moment the send began.
// The sockets are held by several client processes (lib/socket-clients.mjs), whose CPU is reported.
// Memory per connection is the server's resident memory growth divided by the sockets opened.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { cpuMs, processTree } from './lib/cpu.mjs';
import { createPostgresDatabase } from './lib/database.mjs';
import { noteRound, sectionRounds } from './lib/machine.mjs';
import { startBuiltServer, startProcess } from './lib/server.mjs';
import { CLIENT_PROCESSES, openClients, sharedNow } from './lib/socket-clients.mjs';
import { writeStandaloneReport } from './lib/standalone.mjs';

const SOCKETS = 1_000;
/** Within the per-person send burst and its refill over the round, so the rate limit never delays a send. */
const MESSAGES = 15;
const MESSAGE_GAP_MS = 600;
const PROTOCOL = 'quillbridge.realtime.v1';

const residentKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function signIn(url, email) {
  const response = await fetch(`${url}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: process.env.DEMO_PASSWORD ?? 'quill-demo-2026',
    }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return (await response.json()).access_token;
}

function openSocket(url, token, topic, onFrame) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/realtime`, [PROTOCOL, `access_token.${token}`]);
    ws.on('error', reject);
    ws.on('close', () => reject(new Error('socket closed before it followed the topic')));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', topic }));
      else if (frame.type === 'subscribed') resolve(ws);
      else onFrame(frame);
    });
  });
}

/** A delivery later than this after its send counts as late (the spec's chat feels instant). */
const LATE_MS = 500;
/** After the last send, time for the slowest socket to hear it before the receipts are counted. */
const SETTLE_MS = 1_500;
/** Just before the sends: the server's CPU without messages. */
const IDLE_WINDOW_MS = 4_000;

/**
 * Sends `messages` messages through `send(content)`, `MESSAGE_GAP_MS` apart, to the `sockets`
 * sockets of `clients`, and sums up: every delivery's latency (sorted, ms, from the send's start
 * to the receipt), the slowest, the late ones and the lost ones, the server's CPU a message (its
 * process tree, from /proc, over the sends; and over as long a window without messages just
 * before) and the load client's CPU.
 */
async function timedSends({ clients, sockets, messages, pid, send }) {
  const sentAt = new Map();
  const pids = processTree(pid);
  // What the server spends without any message (its job queue's polls, timers), scaled to the
  // sends' window, so the report can tell it apart from the messages' own cost.
  const idleBefore = cpuMs(pids);
  await sleep(IDLE_WINDOW_MS);
  const idleCpuMs = ((cpuMs(pids) - idleBefore) * (messages * MESSAGE_GAP_MS + SETTLE_MS)) / IDLE_WINDOW_MS;
  const cpuBefore = cpuMs(pids);
  for (let i = 0; i < messages; i += 1) {
    const content = `Bench reply ${i} ${Date.now()}`;
    sentAt.set(content, sharedNow());
    await send(content);
    await sleep(MESSAGE_GAP_MS);
  }
  await sleep(SETTLE_MS);
  const serverCpuMs = cpuMs(pids) - cpuBefore;
  const { received, frameBytes, clientCpuMs } = await clients.finish();
  const slowestOf = new Map();
  const sorted = [];
  for (const [content, at] of received) {
    if (!sentAt.has(content)) continue;
    const latency = at - sentAt.get(content);
    sorted.push(latency);
    slowestOf.set(content, Math.max(slowestOf.get(content) ?? 0, latency));
  }
  sorted.sort((a, b) => a - b);
  return {
    sorted,
    slowest: sorted.at(-1) ?? NaN,
    late: sorted.filter((latency) => latency > LATE_MS).length,
    lateMessages: [...slowestOf.values()].filter((latency) => latency > LATE_MS).length,
    missing: sockets * messages - sorted.length,
    serverCpuMsPerMessage: serverCpuMs / messages,
    idleCpuMsPerMessage: idleCpuMs / messages,
    clientCpuMs,
    frameBytes,
  };
}

/**
 * Team replies to `sockets` sockets of the demo author on ours (held by several client processes:
 * socket-clients.mjs): timedSends' figures, and memory per socket.
 */
export async function chatDelivery(url, pid, { sockets = SOCKETS, messages = MESSAGES } = {}) {
  const authorToken = await signIn(url, 'author@example.com');
  const staffToken = await signIn(url, 'staff@example.com');
  const history = await (
    await fetch(`${url}/api/me/chat/messages`, { headers: { authorization: `Bearer ${authorToken}` } })
  ).json();

  const before = residentKb(pid);
  console.log(`    ours: opening ${sockets} chat sockets…`);
  const clients = await openClients({
    url: `${url.replace(/^http/, 'ws')}/api/realtime`,
    protocols: [PROTOCOL, `access_token.${authorToken}`],
    topic: `conversation:${history.authorId}`,
    count: sockets,
  });
  await sleep(1_000);
  const after = residentKb(pid);
  const figures = await timedSends({
    clients,
    sockets,
    messages,
    pid,
    async send(content) {
      const response = await fetch(`${url}/api/staff/conversations/${history.authorId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: crypto.randomUUID(), description: content }),
      });
      if (response.status !== 201) throw new Error(`send failed: ${response.status}`);
    },
  });
  return { ...figures, perSocketKiB: (after - before) / sockets };
}

/**
 * The same measure against a bare `ws` server that broadcasts each HTTP-posted message to every
 * socket (bench/lib/bare-broadcast.mjs): the floor for fan-out on this machine.
 */
export async function bareBroadcastDelivery(url, pid, { sockets = SOCKETS, messages = MESSAGES } = {}) {
  console.log(`    bare: opening ${sockets} sockets…`);
  const clients = await openClients({ url: `${url.replace(/^http/, 'ws')}/ws`, count: sockets });
  await sleep(1_000);
  return timedSends({
    clients,
    sockets,
    messages,
    pid,
    async send(content) {
      const response = await fetch(`${url}/send`, { method: 'POST', body: content });
      if (response.status !== 201) throw new Error(`send failed: ${response.status}`);
    },
  });
}

/**
 * A person's first socket, opened alone: ms from `new WebSocket` to its first useful answer. On
 * ours that is `subscribed` (signed in, authorised, following the conversation; `ready` on the
 * way); on the bare server, which checks nothing, the open itself.
 */
function firstSocketMs(wsUrl, protocols, topic) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let readyMs;
    const ws = new WebSocket(wsUrl, protocols);
    ws.on('error', reject);
    const done = (answerMs) => {
      ws.once('close', () => resolve({ readyMs: readyMs ?? answerMs, answerMs }));
      ws.close();
    };
    if (!topic) ws.on('open', () => done(performance.now() - started));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'ready') {
        readyMs = performance.now() - started;
        ws.send(JSON.stringify({ type: 'subscribe', topic }));
      } else if (frame.type === 'subscribed') done(performance.now() - started);
    });
  });
}

/** `samples` first sockets on ours and on the bare server, interleaved: their times (ms). */
export async function firstSocketTimes(url, bareUrl, samples = 30) {
  const authorToken = await signIn(url, 'author@example.com');
  const { authorId } = await (
    await fetch(`${url}/api/me/chat/messages`, { headers: { authorization: `Bearer ${authorToken}` } })
  ).json();
  const ours = [];
  const bare = [];
  for (let i = 0; i < samples; i += 1) {
    ours.push(
      await firstSocketMs(
        `${url.replace(/^http/, 'ws')}/api/realtime`,
        [PROTOCOL, `access_token.${authorToken}`],
        `conversation:${authorId}`,
      ),
    );
    bare.push(await firstSocketMs(`${bareUrl.replace(/^http/, 'ws')}/ws`, [], null));
    // Its close recorded (presence), so the next one is the person's first socket again.
    await sleep(50);
  }
  return { ours, bare };
}

/**
 * What the spec promises within a second: staff change an author's invoice and the author's open
 * dashboard hears of it. Latencies (sorted, ms) from the start of each staff PATCH to the
 * `author-data` frame on the author's socket.
 */
export async function liveUpdateDelivery(url, changes = 20) {
  const authorToken = await signIn(url, 'author@example.com');
  const staffToken = await signIn(url, 'staff@example.com');
  const me = { authorization: `Bearer ${authorToken}` };
  const { authorId } = await (await fetch(`${url}/api/me/chat/messages`, { headers: me })).json();
  const [invoice] = await (await fetch(`${url}/api/me/invoices`, { headers: me })).json();
  let waiting = null;
  const latencies = [];
  const ws = await openSocket(url, authorToken, `author-data:${authorId}`, (frame) => {
    if (frame.type !== 'author-data' || !waiting) return;
    latencies.push(performance.now() - waiting.started);
    waiting.resolve();
    waiting = null;
  });
  try {
    for (let i = 0; i < changes; i += 1) {
      const heard = new Promise((resolve) => (waiting = { started: performance.now(), resolve }));
      const response = await fetch(`${url}/api/staff/invoices/${invoice.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ order_number: `LIVE-${i}` }),
      });
      if (response.status !== 200) throw new Error(`invoice change failed: ${response.status}`);
      await Promise.race([heard, sleep(10_000)]);
      waiting = null;
    }
  } finally {
    ws.close();
  }
  return { sorted: latencies.sort((a, b) => a - b), changes };
}

export const chatSockets = SOCKETS;
export const chatMessages = MESSAGES;
export { percentile };

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BIG_ROOM = 3_000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
/** Rows printed as they are measured, so a run cut short still shows them. */
const logged = (rows) => (rows.forEach((row) => console.log(`  | ${row.join(' | ')} |`)), rows);
const ratio = (ours, reference) => `${(ours / reference).toFixed(2)}×`;

/** Ours and the bare broadcast in interleaved rounds at `sockets` sockets: the report's rows. */
async function deliveryRows(label, server, bare, sockets) {
  const runs = { ours: [], bare: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    console.log(`  ${label}, round ${round + 1}`);
    noteRound(`${label}, ours, round ${round + 1}`);
    runs.ours.push(await chatDelivery(server.url, server.pid, { sockets }));
    noteRound(`${label}, bare, round ${round + 1}`);
    runs.bare.push(await bareBroadcastDelivery(bare.url, bare.pid, { sockets }));
  }
  const of = (side, pick) => runs[side].map(pick);
  const cpu = (side) => median(of(side, (run) => run.serverCpuMsPerMessage));
  const idle = (side) => median(of(side, (run) => run.idleCpuMsPerMessage));
  const net = (side) => median(of(side, (run) => run.serverCpuMsPerMessage - run.idleCpuMsPerMessage));
  const p99 = (side) => median(of(side, (run) => percentile(run.sorted, 99)));
  const rounds = (side, pick) => of(side, (run) => fmt(pick(run), 1)).join(' / ');
  const slowest = (side) => Math.max(...of(side, (run) => run.slowest));
  const sum = (side, pick) => of(side, pick).reduce((a, b) => a + b, 0);
  const deliveries = sockets * MESSAGES * ROUNDS;
  const lateness = (side) =>
    `${sum(side, (run) => run.late)} late deliveries (${sum(side, (run) => run.lateMessages)} of ${MESSAGES * ROUNDS} messages), ${sum(side, (run) => run.missing)} of ${deliveries} lost`;
  return [
    [
      `${label}: server CPU a message (each round; its share of the same window without messages)`,
      `${fmt(cpu('ours'), 1)} ms (${rounds('ours', (run) => run.serverCpuMsPerMessage)}; ${fmt(idle('ours'), 1)} ms)`,
      `${fmt(cpu('bare'), 1)} ms (${rounds('bare', (run) => run.serverCpuMsPerMessage)}; ${fmt(idle('bare'), 1)} ms)`,
      ratio(cpu('ours'), cpu('bare')),
    ],
    [
      `${label}: server CPU a message, less the window without messages`,
      `${fmt(net('ours'), 1)} ms`,
      `${fmt(net('bare'), 1)} ms`,
      ratio(net('ours'), net('bare')),
    ],
    [
      `${label}: p99 delivery (each round)`,
      `${fmt(p99('ours'), 1)} ms (${of('ours', (run) => fmt(percentile(run.sorted, 99))).join(' / ')})`,
      `${fmt(p99('bare'), 1)} ms (${of('bare', (run) => fmt(percentile(run.sorted, 99))).join(' / ')})`,
      ratio(p99('ours'), p99('bare')),
    ],
    [
      `${label}: slowest delivery`,
      `${fmt(slowest('ours'))} ms`,
      `${fmt(slowest('bare'))} ms`,
      ratio(slowest('ours'), slowest('bare')),
    ],
    [`${label}: late (> ${LATE_MS} ms) and lost`, lateness('ours'), lateness('bare'), '—'],
    [
      `${label}: a message frame (mean)`,
      `${fmt(median(of('ours', (run) => run.frameBytes)), 1)} B`,
      `${fmt(median(of('bare', (run) => run.frameBytes)), 1)} B`,
      ratio(median(of('ours', (run) => run.frameBytes)), median(of('bare', (run) => run.frameBytes))),
    ],
    [
      `${label}: load client CPU a round (${CLIENT_PROCESSES} processes)`,
      `${fmt(median(of('ours', (run) => run.clientCpuMs)))} ms`,
      `${fmt(median(of('bare', (run) => run.clientCpuMs)))} ms`,
      '—',
    ],
  ];
}

/** First sockets, ours beside the bare server: medians and p90 of `firstSocketTimes`. */
async function firstSocketRows(label, server, bare) {
  console.log(`  ${label}: first sockets`);
  noteRound(`${label}, first sockets`);
  const { ours, bare: reference } = await firstSocketTimes(server.url, bare.url);
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const answer = sorted(ours.map((time) => time.answerMs));
  const ready = sorted(ours.map((time) => time.readyMs));
  const open = sorted(reference.map((time) => time.answerMs));
  return [
    [
      `${label}: first socket, open → first answer: median / p90 (${ours.length} each)`,
      `${fmt(percentile(answer, 50), 1)} / ${fmt(percentile(answer, 90), 1)} ms subscribed (ready ${fmt(percentile(ready, 50), 1)} ms)`,
      `${fmt(percentile(open, 50), 1)} / ${fmt(percentile(open, 90), 1)} ms open`,
      ratio(percentile(answer, 50), percentile(open, 50)),
    ],
  ];
}

/** `npm run bench:chat`: chat delivery and first sockets beside a bare `ws` broadcast, on both databases. */
export async function benchChat() {
  const env = {
    JWT_SECRET: randomBytes(48).toString('base64'),
    IDENTITY_RATE_LIMIT_PER_IP: '100000000',
    IDENTITY_RATE_LIMIT_PER_EMAIL: '100000000',
    // Every socket is the demo author's.
    REALTIME_MAX_SOCKETS_PER_USER: String(BIG_ROOM + 100),
  };
  const rows = [];
  const rounds = sectionRounds();
  const bare = await startProcess(new URL('./lib/bare-broadcast.mjs', import.meta.url), {}, '/');
  try {
    const pglite = await startBuiltServer({ env });
    try {
      rows.push(...logged(await firstSocketRows('PGlite', pglite, bare)));
      rows.push(...logged(await deliveryRows(`PGlite, ${fmt(SOCKETS)} sockets`, pglite, bare, SOCKETS)));
      rows.push(...logged(await deliveryRows(`PGlite, ${fmt(BIG_ROOM)} sockets`, pglite, bare, BIG_ROOM)));
    } finally {
      await pglite.stop();
    }
    const database = await createPostgresDatabase();
    if (!database) rows.push(['PostgreSQL', 'skipped: no PostgreSQL server answered', '—', '—']);
    else {
      try {
        const postgres = await startBuiltServer({ env: { ...env, DATABASE_URL: database.url, DEMO_DATA: 'true' } });
        try {
          rows.push(...logged(await firstSocketRows('PostgreSQL', postgres, bare)));
          rows.push(...logged(await deliveryRows(`PostgreSQL, ${fmt(SOCKETS)} sockets`, postgres, bare, SOCKETS)));
        } finally {
          await postgres.stop();
        }
      } finally {
        await database.drop();
      }
    }
  } finally {
    await bare.stop();
  }
  return [
    `## Chat beside a bare \`ws\` broadcast (same run, ${ROUNDS} interleaved rounds, medians)`,
    '',
    `Each round: the sockets open (${CLIENT_PROCESSES} client processes), then ${MESSAGES} team replies ${MESSAGE_GAP_MS} ms apart, ` +
      'each timed from the start of its send to its receipt on every socket. Server CPU: user + system of its process ' +
      `tree from /proc over the sends and ${SETTLE_MS} ms after, divided by the messages; beside it, the same over an ` +
      `${IDLE_WINDOW_MS} ms window just before without messages, scaled to the same length (our job queue polls the ` +
      'database meanwhile). The bare server broadcasts ' +
      'frames of our exact size and checks and stores nothing.',
    '',
    '| Figure | Ours | Bare ws | Ratio |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    '### The machine before each round',
    '',
    ...rounds(),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeStandaloneReport({ name: 'chat', title: 'Chat benchmark', section: benchChat });
}
