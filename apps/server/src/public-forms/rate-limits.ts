import fastifyRateLimit from '@fastify/rate-limit';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';
import { fastifyRateLimitStore } from '../rate-limits/fastify-store.js';

/** Per client IP and route: enough for a person, too few for a script filling the forms. */
export const FORM_RATE_LIMITS = {
  contact: { max: 5, timeWindow: '10 minutes' },
  newsletter: { max: 5, timeWindow: '10 minutes' },
  quoteRequest: { max: 10, timeWindow: '10 minutes' },
} as const;

/**
 * Rate limiting for the visitor forms only (routes opt in with `config.rateLimit`), counted in the
 * database so every instance shares the counts.
 */
export async function registerFormRateLimit(scope: App, rateLimits: RateLimitStore): Promise<void> {
  await scope.register(fastifyRateLimit, {
    global: false,
    store: fastifyRateLimitStore(rateLimits),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many requests. Please try again in ${context.after}.`),
  });
}
