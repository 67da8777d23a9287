// One autocannon run against a URL on 127.0.0.1, summarised as requests/s and latency percentiles.
import autocannon from 'autocannon';

export async function load(url, { connections = 20, duration = 5, method = 'GET', headers = {}, body } = {}) {
  const result = await autocannon({ url, connections, duration, method, headers, body });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
