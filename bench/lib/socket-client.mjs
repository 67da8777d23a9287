// One process of the chat benchmark's load client (forked by socket-clients.mjs): opens its share
// of the sockets, follows the topic on ours (a bare server needs no subscription), and notes when
// each message reaches each socket, on a clock the parent shares (timeOrigin + now). Told to
// finish, it closes its sockets, waits until they are closed, and reports its receipts and its CPU
// since its sockets were open.
import WebSocket from 'ws';

const { url, protocols, topic, count, batch } = JSON.parse(process.argv[2]);
const received = [];
/** Bytes of the message frames received: the report shows ours and the reference's are the same size. */
let frameBytes = 0;
const sockets = [];
const now = () => performance.timeOrigin + performance.now();
/** CPU once every socket is open: the report counts only what receiving and closing cost. */
let cpuAtReady;

function open() {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols);
    let following = !topic;
    ws.on('error', reject);
    // Closed before it could follow (a cap, a refusal): fail the run rather than wait for ever.
    ws.on('close', () => (following ? undefined : reject(new Error('socket closed before it followed the topic'))));
    ws.on('open', () => (topic ? undefined : resolve(ws)));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'ready' && topic) ws.send(JSON.stringify({ type: 'subscribe', topic }));
      else if (frame.type === 'subscribed') {
        following = true;
        resolve(ws);
      } else if (frame.type === 'error' && !following) reject(new Error(`refused: ${frame.message}`));
      else if (frame.type === 'message') {
        received.push([frame.message.content, now()]);
        frameBytes += data.length;
      }
    });
  });
}

try {
  for (let i = 0; i < count; i += batch) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - i) }, open))));
  }
  cpuAtReady = process.cpuUsage();
  process.send({ type: 'ready' });
} catch (error) {
  process.send({ type: 'failed', message: String(error) });
  process.exit(1);
}

process.on('message', async (message) => {
  if (message.type !== 'finish') return;
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', resolve);
          ws.close();
        }),
    ),
  );
  const cpu = process.cpuUsage(cpuAtReady);
  // Disconnected only once the receipts are sent: a large report would otherwise be cut off.
  process.send({ type: 'finished', received, frameBytes, cpuMs: (cpu.user + cpu.system) / 1000 }, () =>
    process.disconnect(),
  );
});
