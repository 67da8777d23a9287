import { sql } from 'kysely';
import { emailAddress } from '@app/contracts/email-address';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { registerFormRateLimit } from '../public-forms/rate-limits.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';

/**
 * Per client IP: enough for a person retyping an address, too few to test a list of addresses.
 * Exported for the tests and the documentation of the trade-off (docs/author-dashboard.md).
 */
export const AUTHOR_LOOKUP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const lookupBody = z.object({ email: emailAddress('Enter a valid email address') });
const lookupAnswer = z.object({ exists: z.boolean() });

/**
 * The Manage Password helper's question (decision 23): is there an author with this address, even
 * one created by staff without an identity account? It answers yes or no, never the author's data,
 * only to a signed-in caller, and slowly enough that it cannot be used to enumerate authors.
 */
export async function registerAuthorLookupRoute(
  app: App,
  { database, rateLimits }: { database: Database; rateLimits: RateLimitStore },
): Promise<void> {
  await app.register(async (scope: App) => {
    await registerFormRateLimit(scope, rateLimits);
    scope.post(
      '/api/authors/lookup',
      {
        schema: { body: lookupBody, response: { 200: lookupAnswer } },
        config: { rateLimit: AUTHOR_LOOKUP_RATE_LIMIT },
      },
      async (request) => {
        await request.requireUser();
        const author = await database.db
          .selectFrom('authors')
          .select('id')
          .where(sql<string>`lower(email)`, '=', request.body.email.toLowerCase())
          .executeTakeFirst();
        return { exists: author !== undefined };
      },
    );
  });
}
