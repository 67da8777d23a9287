import { formatServicePrice } from '@app/contracts/catalogue';
import { quoteRequestSchema, type QuoteRequestCreated } from '@app/contracts/public-forms';
import { formatQuantity } from '@app/contracts/service-quantity';
import { siteConfig } from '@app/contracts/site-config';
import { randomInt } from 'node:crypto';
import { findOrCreateAuthor } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { MailQueue, NewMail } from '../mail/mail-queue.js';
import { mayMailVisitor } from '../mail/recipient-limit.js';
import { composeMail } from '../mail/compose.js';
import { catalogueItems } from './quote-items.js';
import { FORM_RATE_LIMITS } from './rate-limits.js';

/** Letters and digits that cannot be mistaken for one another when read over the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reference like QB-7K2M9XTR that the visitor can quote to the team. */
export function newQuoteReference(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `QB-${code}`;
}

/**
 * The visitor's receipt: its reference and fixed text only. Whoever fills in the form chooses the
 * address, so a name, notes or a link of theirs would reach a stranger's inbox under our name.
 */
function quoteReceipt(requestId: string, to: string, reference: string): NewMail {
  const text = `Thank you for your quote request ${reference}. A project manager will contact you within one business day with a written quote.`;
  return {
    kind: 'quote-receipt',
    key: `quote-receipt:${requestId}`,
    ...composeMail({
      to,
      subject: `We received your quote request ${reference}`,
      locale: 'en',
      parts: [{ lines: [text] }, { note: 'If you did not ask for a quote, ignore this message.' }],
    }),
  };
}

/**
 * POST /api/quote-requests: checkout sends the cart's services with contact details and notes.
 * Titles and prices come from the catalogue, never from the request. A signed-in caller's request
 * is linked to their author profile. No payment data is accepted.
 */
export function registerQuoteRequestRoute(
  app: App,
  { database, mailQueue }: { database: Database; mailQueue: MailQueue },
): void {
  app.post(
    '/api/quote-requests',
    { schema: { body: quoteRequestSchema }, config: { rateLimit: FORM_RATE_LIMITS.quoteRequest } },
    async (request, reply) => {
      const input = request.body;
      const items = await catalogueItems(database.db, input.items);
      const user = await request.optionalUser();
      const authorId = user ? (await findOrCreateAuthor(database.db, user)).id : null;

      const lines = items.map(
        (item) =>
          `- ${item.title} (${item.category}) × ${formatQuantity(item.quantity, item.priceUnit)}: ${formatServicePrice(item.price, item.priceUnit)}`,
      );
      // The request and its two mails (to the team, and the receipt) are stored together; the
      // receipt only while its address is under the limit of mails a visitor may cause.
      const store = (reference: string) =>
        database.db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('quote_requests')
            .values({
              reference,
              author_id: authorId,
              contact_name: input.name,
              email: input.email,
              phone: input.phone ?? null,
              notes: input.notes ?? null,
              items: JSON.stringify(items),
            })
            .onConflict((oc) => oc.column('reference').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) return false;
          const summary = [
            `Reference: ${reference}`,
            `Name: ${input.name}`,
            `Email: ${input.email}`,
            input.phone ? `Phone: ${input.phone}` : null,
            '',
            'Services:',
            ...lines,
            ...(input.notes ? ['', 'Notes:', input.notes] : []),
          ].filter((line): line is string => line !== null);
          await mailQueue.enqueue(trx, {
            kind: 'quote-request',
            key: `quote-request:${inserted.id}`,
            ...composeMail({
              to: siteConfig.email,
              subject: `Quote request ${reference} from ${input.name}`,
              locale: 'en',
              parts: [{ lines: summary }],
              signed: false,
            }),
          });
          // Nobody has proven the address is theirs: the receipt repeats nothing they typed.
          if (await mayMailVisitor(trx, input.email))
            await mailQueue.enqueue(trx, quoteReceipt(inserted.id, input.email, reference));
          return true;
        });

      let reference = newQuoteReference();
      for (let attempt = 0; !(await store(reference)); attempt += 1) {
        if (attempt >= 5) throw new Error('could not allocate a unique quote reference');
        reference = newQuoteReference();
      }
      const body: QuoteRequestCreated = { reference };
      return reply.status(201).send(body);
    },
  );
}
