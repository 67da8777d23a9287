// One autocannon run against a URL on 127.0.0.1 (closed loop: for saturation throughput, not p99),
// summarised as requests/s, latency percentiles and, given the server's pids, its CPU a request.
// The client runs in LOAD_WORKERS worker threads (default 2), so one saturated JavaScript thread
// never caps the figure; its own CPU is reported beside it (a client near 100 % of its threads is
// the bottleneck, and the round says so).
import autocannon from 'autocannon';
import { cpuMs } from './cpu.mjs';

export const LOAD_WORKERS = Number(process.env.LOAD_WORKERS ?? 2);

export async function load(
  url,
  { connections = 20, duration = 5, method = 'GET', headers = {}, body, pids = [] } = {},
) {
  const cpuBefore = cpuMs(pids);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url, connections, duration, method, headers, body, workers: LOAD_WORKERS });
  const cpu = cpuMs(pids) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    /** Server CPU a request, in µs (0 when no pids were given). */
    cpuMicros: result.requests.total ? (cpu * 1000) / result.requests.total : 0,
    /** The load client's CPU over the run, in percent of one core (all its threads together). */
    clientCpuPercent: (client.user + client.system) / 10 / (performance.now() - started),
  };
}
