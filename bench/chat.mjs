// Support chat under load: 1,000 sockets of the demo author follow their conversation, the team
// sends replies over HTTP, and every socket's receipt is timed from the moment the send began.
// The sockets are held by several client processes (lib/socket-clients.mjs), whose CPU is reported.
// Memory per connection is the server's resident memory growth divided by the sockets opened.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { openClients, sharedNow } from './lib/socket-clients.mjs';

const SOCKETS = 1_000;
/** Within the per-person send burst, so the rate limit never delays a send. */
const MESSAGES = 10;
const MESSAGE_GAP_MS = 500;
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

/** Latencies (sorted, ms) from each message's send to its receipt, over every socket. */
function latenciesOf(received, sentAt) {
  return received
    .flatMap(([content, at]) => (sentAt.has(content) ? [at - sentAt.get(content)] : []))
    .sort((a, b) => a - b);
}

/**
 * Delivery latencies (sorted, ms) of team replies to SOCKETS sockets of ours (held by several
 * client processes: socket-clients.mjs), memory per socket, and the client processes' CPU.
 */
export async function chatDelivery(url, pid) {
  const authorToken = await signIn(url, 'author@example.com');
  const staffToken = await signIn(url, 'staff@example.com');
  const history = await (
    await fetch(`${url}/api/me/chat/messages`, { headers: { authorization: `Bearer ${authorToken}` } })
  ).json();

  const before = residentKb(pid);
  console.log(`Opening ${SOCKETS} chat sockets…`);
  const clients = await openClients({
    url: `${url.replace(/^http/, 'ws')}/api/realtime`,
    protocols: [PROTOCOL, `access_token.${authorToken}`],
    topic: `conversation:${history.authorId}`,
    count: SOCKETS,
  });
  await sleep(1_000);
  const after = residentKb(pid);

  console.log(`Sending ${MESSAGES} replies to ${SOCKETS} sockets…`);
  const sentAt = new Map();
  for (let i = 0; i < MESSAGES; i += 1) {
    const content = `Bench reply ${i} ${Date.now()}`;
    sentAt.set(content, sharedNow());
    const response = await fetch(`${url}/api/staff/conversations/${history.authorId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: crypto.randomUUID(), description: content }),
    });
    if (response.status !== 201) throw new Error(`send failed: ${response.status}`);
    await sleep(MESSAGE_GAP_MS);
  }
  await sleep(2_000);
  const { received, clientCpuMs } = await clients.finish();
  return { sorted: latenciesOf(received, sentAt), perSocketKiB: (after - before) / SOCKETS, clientCpuMs };
}

/**
 * The same measure against a bare `ws` server that broadcasts each HTTP-posted message to every
 * socket (bench/lib/bare-broadcast.mjs): the floor for fan-out on this machine.
 */
export async function bareBroadcastDelivery(url) {
  const clients = await openClients({ url: `${url.replace(/^http/, 'ws')}/ws`, count: SOCKETS });
  await sleep(1_000);
  const sentAt = new Map();
  for (let i = 0; i < MESSAGES; i += 1) {
    const content = `Bench reply ${i} ${Date.now()}`;
    sentAt.set(content, sharedNow());
    const response = await fetch(`${url}/send`, { method: 'POST', body: content });
    if (response.status !== 201) throw new Error(`send failed: ${response.status}`);
    await sleep(MESSAGE_GAP_MS);
  }
  await sleep(2_000);
  const { received, clientCpuMs } = await clients.finish();
  return { sorted: latenciesOf(received, sentAt), clientCpuMs };
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
