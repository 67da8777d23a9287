// An open-loop load generator: requests leave at a fixed rate whatever the answers do, and each
// latency counts from the moment its request was due (not when it could be sent), so a stalled
// server shows in the percentiles instead of slowing the generator (coordinated omission).
import http from 'node:http';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function openLoop(url, { rate = 1_000, seconds = 10, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = rate * seconds;
  const latencies = new Array(total);
  let errors = 0;
  let finished = 0;
  let sent = 0;
  const start = performance.now();
  await new Promise((resolve) => {
    const done = (index, due, ok) => {
      latencies[index] = performance.now() - due;
      if (!ok) errors += 1;
      if (++finished === total) resolve();
    };
    const fire = (index, due) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => done(index, due, response.statusCode === 200));
      });
      request.on('error', () => done(index, due, false));
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        const index = sent++;
        fire(index, start + (index * 1000) / rate);
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1), errors, total };
}

/** One request as it crosses the wire: status, encoding, header and body bytes (not decoded). */
export function onTheWire(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = 0;
        response.on('data', (chunk) => (body += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            encoding: response.headers['content-encoding'] ?? 'identity',
            headerBytes: response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) + 17,
            bodyBytes: body,
          }),
        );
      })
      .on('error', reject);
  });
}
