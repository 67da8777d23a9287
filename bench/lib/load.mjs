// One autocannon run against a URL on 127.0.0.1 (closed loop: for saturation throughput, not p99),
// summarised as requests/s, latency percentiles and, given the server's pids, its CPU a request.
import autocannon from 'autocannon';
import { cpuMs } from './cpu.mjs';

export async function load(
  url,
  { connections = 20, duration = 5, method = 'GET', headers = {}, body, pids = [] } = {},
) {
  const cpuBefore = cpuMs(pids);
  const result = await autocannon({ url, connections, duration, method, headers, body });
  const cpu = cpuMs(pids) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    /** Server CPU a request, in µs (0 when no pids were given). */
    cpuMicros: result.requests.total ? (cpu * 1000) / result.requests.total : 0,
  };
}
