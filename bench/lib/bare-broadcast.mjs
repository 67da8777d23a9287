// The chat reference: a bare `ws` server. POST /send with a text body broadcasts to every socket
// on /ws a frame of our exact shape and size: a team reply as ours sends it, with the same fields
// (ids and times of fixed length). Run as its own process:
//   PORT=… node bench/lib/bare-broadcast.mjs
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const AUTHOR_ID = randomUUID();

const server = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/send') return response.writeHead(404).end();
  let content = '';
  request.on('data', (chunk) => (content += chunk));
  request.on('end', () => {
    const frame = JSON.stringify({
      type: 'message',
      message: {
        id: randomUUID(),
        clientId: randomUUID(),
        authorId: AUTHOR_ID,
        content,
        sender: 'support',
        createdAt: new Date().toISOString(),
        status: 'sent',
        attachment: null,
      },
    });
    for (const client of sockets.clients) client.send(frame);
    response.writeHead(201).end();
  });
});
const sockets = new WebSocketServer({ server, path: '/ws' });
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
