import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitStore } from './counter-store.js';

/** What @fastify/rate-limit passes to `child`: the route's merged options, with the route. */
interface RouteLimitOptions {
  routeInfo: { method?: string | string[]; url?: string };
}

/** Counts under `prefix`, so each route has its own counters, as with the plugin's in-memory store. */
class SharedCountersStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: RateLimitStore,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    this.counters.count(`${this.prefix}${key}`, timeWindow).then(
      ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  child(routeOptions: object): FastifyRateLimitStore {
    const { method, url } = (routeOptions as RouteLimitOptions).routeInfo;
    return new SharedCountersStore(this.counters, `route:${String(method)}:${url}:`);
  }
}

/**
 * @fastify/rate-limit's `store` option backed by the database counters. A store error (the
 * database is down) fails the request, which the error handler answers with 503.
 */
export function fastifyRateLimitStore(counters: RateLimitStore): FastifyRateLimitStoreCtor {
  return class extends SharedCountersStore {
    constructor() {
      super(counters, 'route:global:');
    }
  };
}
