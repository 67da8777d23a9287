import { catalogueServices } from '@app/contracts/catalogue-data';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { books, episodes, testimonials } from './content-data.js';
import { seedDemoRoyalties } from './demo-royalties.js';
import { DEMO_AUTHOR, DEMO_PROOF_PROJECT, seedDemoAuthor } from './demo-author.js';
import { seedDemoProduction } from './demo-production.js';
import { seedIdentityUsers } from '../../identity/seed.js';
import type { PayeeDataBox } from '../../payouts/payee-data.js';
import { savePaymentProfile } from '../../payouts/payment-profiles.js';
import { saveTaxProfile } from '../../payouts/tax-profiles.js';
import { taxFormSchema } from '@app/contracts/tax-profile-api';

export interface SeedOptions {
  /** Password of the demo logins author@example.com and staff@example.com. */
  demoPassword: string;
  /** Seals the demo author's bank details (the payout data key's box). */
  payeeData: PayeeDataBox;
}

/** The catalogue is product data, not demo data: every installation needs it. */
export async function seedCatalogue(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('catalogue_services')
    .values(
      catalogueServices.map((service) => ({
        id: service.id,
        name: service.name,
        category: service.category,
        description: service.description,
        features: JSON.stringify(service.features),
        price: service.price,
        price_unit: service.priceUnit,
        icon: service.icon,
        page_path: service.pagePath,
        sort_order: service.sortOrder,
      })),
    )
    // Staff may have edited texts and prices since: never overwrite them.
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

async function seedPublicContent(db: Kysely<DB>): Promise<void> {
  const { count } = await db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (count === 0) {
    await db
      .insertInto('testimonials')
      .values(
        testimonials.map((t, index) => ({
          author_name: t.authorName,
          book_title: t.bookTitle,
          service: t.service,
          quote: t.quote,
          rating: t.rating,
          location: t.location,
          sort_order: index,
        })),
      )
      .execute();
  }
  await db
    .insertInto('books')
    .values(
      books.map((book) => ({
        id: book.id,
        title: book.title,
        subtitle: book.subtitle,
        author_name: book.authorName,
        author_id: book.linkedAuthorEmail === DEMO_AUTHOR.email ? DEMO_AUTHOR.id : null,
        genre: book.genre,
        format: book.format,
        description: book.description,
        published_on: book.publishedOn,
        isbn: book.isbn,
        pages: book.pages,
        cover_color: book.coverColor,
        buy_url: book.buyUrl,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('podcast_episodes')
    .values(
      episodes.map((episode) => ({
        id: episode.id,
        number: episode.number,
        title: episode.title,
        summary: episode.summary,
        guest_name: episode.guestName,
        guest_title: episode.guestTitle,
        duration_seconds: episode.durationSeconds,
        published_on: episode.publishedOn,
        show_notes: JSON.stringify(episode.showNotes),
        audio_url: episode.audioUrl,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Demo content for a first look at the product, seeded once per database: the one start that
 * claims the `demo_seed` row seeds (a demo login deleted afterwards stays deleted), so instances
 * starting together on one database never seed it twice. The demo author comes before the books
 * linked to it. Claim and content are one transaction: a start killed while seeding leaves no claim,
 * so the next start seeds again. Returns whether it seeded now.
 */
export async function seedDemoData(db: Kysely<DB>, options: SeedOptions): Promise<boolean> {
  await seedCatalogue(db);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql`insert into demo_seed default values on conflict do nothing returning id`.execute(trx);
    if (rows.length === 0) return false;
    await seedDemoAuthor(trx);
    await seedDemoProduction(trx, { ...DEMO_PROOF_PROJECT, authorId: DEMO_AUTHOR.id });
    await seedIdentityUsers(trx, options.demoPassword);
    await seedPublicContent(trx);
    await seedDemoRoyalties(trx);
    // Bank details on file, so a payout to the demo author can be tried at once (a test routing number).
    await savePaymentProfile(
      trx,
      options.payeeData,
      DEMO_AUTHOR.id,
      {
        method: 'ach',
        account_holder: DEMO_AUTHOR.fullName,
        routing_number: '021000021',
        account_number: '000123456789',
        account_type: 'checking',
      },
      DEMO_AUTHOR.email,
    );
    // And a signed W-9 with the textbook example SSN, so a payout run pays them.
    await saveTaxProfile(
      trx,
      options.payeeData,
      DEMO_AUTHOR.id,
      taxFormSchema.parse({
        form: 'w9',
        name: DEMO_AUTHOR.fullName,
        tax_classification: 'individual',
        tin_type: 'ssn',
        tin: '123-45-6789',
        address_line1: '1 Demo Street',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
        certification: true,
      }),
      { email: DEMO_AUTHOR.email, proof: 'demo data' },
    );
    return true;
  });
}
