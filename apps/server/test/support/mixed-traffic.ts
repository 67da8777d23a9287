import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Mixed traffic against a running server, as a day of visitors and authors makes it: public pages
 * and content, data reads of a signed-in author, logins, and chat sends. Each kind runs in its own
 * loops so its share stays put whatever the others cost. Used by the reliability load test and by
 * the benchmark's sustained-load run; only ever aimed at servers the caller started on 127.0.0.1.
 */

export const DEMO_LOGIN = { email: 'author@example.com', password: 'quill-demo-2026' };

export const PUBLIC_PATHS = [
  '/',
  '/books',
  '/publishing-packages',
  '/copy-editing-services',
  '/contact',
  '/api/catalogue',
  '/api/books',
  '/healthz',
];
export const DATA_PATHS = ['/api/me/invoices', '/api/me/profile', '/api/me/projects', '/api/me/chat/messages'];

export type TrafficKind = 'page' | 'data' | 'login' | 'chat';

export interface TrafficOptions {
  baseUrl: string;
  durationMs: number;
  /** Concurrent loops of public pages and of data reads: they run as fast as the server answers. */
  pageLoops: number;
  dataLoops: number;
  /** Logins and chat sends are paced (per second): both are rate limited per account by design. */
  loginsPerSecond: number;
  chatPerSecond: number;
  /** The server's process id, to sample its resident memory every second. */
  pid?: number;
  /**
   * Requests of the open kinds to wait for: their loops go on past `durationMs` until they have
   * made this many, but no longer than `maxDurationMs`, so a slow machine stretches the run
   * instead of failing it, and a kind the server starves still shows.
   */
  atLeast?: { counts: Partial<Record<'page' | 'data', number>>; maxDurationMs: number };
}

export interface KindStats {
  count: number;
  /** Responses outside 2xx, by status. */
  failures: Record<number, number>;
  /** Requests that got no response at all. */
  errors: number;
  latenciesMs: number[];
}

export interface TrafficReport {
  durationMs: number;
  kinds: Record<TrafficKind, KindStats>;
  /** Resident set size of the server, MB, one sample a second. */
  rssMb: number[];
}

export async function signIn(baseUrl: string, login = DEMO_LOGIN): Promise<string> {
  const response = await fetch(`${baseUrl}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: login.email, password: login.password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Resident memory of a process in MB (Linux), or NaN where /proc is not available. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runMixedTraffic(options: TrafficOptions): Promise<TrafficReport> {
  const { baseUrl } = options;
  const token = await signIn(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const emptyStats = (): KindStats => ({ count: 0, failures: {}, errors: 0, latenciesMs: [] });
  const kinds: Record<TrafficKind, KindStats> = {
    page: emptyStats(),
    data: emptyStats(),
    login: emptyStats(),
    chat: emptyStats(),
  };

  const started = performance.now();
  const deadline = started + options.durationMs;
  const timed = async (kind: TrafficKind, url: string, init?: RequestInit) => {
    const stats = kinds[kind];
    const begin = performance.now();
    try {
      const response = await fetch(`${baseUrl}${url}`, init);
      await response.arrayBuffer();
      stats.latenciesMs.push(performance.now() - begin);
      if (response.status < 200 || response.status >= 300) {
        stats.failures[response.status] = (stats.failures[response.status] ?? 0) + 1;
      }
    } catch {
      stats.errors += 1;
    }
    stats.count += 1;
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const cutoff = started + (options.atLeast?.maxDurationMs ?? options.durationMs);
  const goOn = (kind: 'page' | 'data') => {
    const now = performance.now();
    return now < deadline || (now < cutoff && kinds[kind].count < (options.atLeast?.counts[kind] ?? 0));
  };
  const openLoop = async (kind: 'page' | 'data', paths: string[], headers: Record<string, string>) => {
    for (let i = Math.floor(Math.random() * paths.length); goOn(kind); i++) {
      await timed(kind, paths[i % paths.length]!, { headers: { 'accept-encoding': 'gzip, br', ...headers } });
    }
  };
  /** Fires `perSecond` requests a second, each on its own, so a slow one never delays the next. */
  const pacedLoop = async (perSecond: number, send: () => Promise<void>) => {
    const pending: Promise<void>[] = [];
    for (let next = performance.now(); next < deadline; next += 1000 / perSecond) {
      await sleep(Math.max(0, next - performance.now()));
      pending.push(send());
    }
    await Promise.all(pending);
  };

  const rss: number[] = [];
  const sampler = options.pid ? setInterval(() => rss.push(rssMb(options.pid!)), 1000) : undefined;
  await Promise.all([
    ...Array.from({ length: options.pageLoops }, () => openLoop('page', PUBLIC_PATHS, {})),
    ...Array.from({ length: options.dataLoops }, () => openLoop('data', DATA_PATHS, auth)),
    pacedLoop(options.loginsPerSecond, () =>
      timed('login', '/.netlify/identity/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: DEMO_LOGIN.email,
          password: DEMO_LOGIN.password,
        }),
      }),
    ),
    pacedLoop(options.chatPerSecond, () =>
      timed('chat', '/api/me/chat/messages', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: randomUUID(), description: 'Checking on my audiobook narration.' }),
      }),
    ),
  ]);
  if (sampler) clearInterval(sampler);
  return { durationMs: performance.now() - started, kinds, rssMb: rss };
}
