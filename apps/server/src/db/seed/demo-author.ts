import { addDays, format } from 'date-fns';
import type { Kysely } from 'kysely';
import type { ContractStatus, DB } from '../schema.js';
import { seedDemoSignatures } from './demo-signature.js';
import { inTransaction } from '../in-transaction.js';

/** Fixed ids make the seed idempotent: a second run inserts nothing. */
export const DEMO_AUTHOR = {
  id: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e01',
  email: 'author@example.com',
  fullName: 'Eleanor Hart',
} as const;

const ids = {
  projects: {
    fullColor: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e11',
    copyEditing: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e12',
    amazonAds: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e13',
    audiobook: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e14',
    trailer: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e15',
  },
  invoices: {
    copyEditing: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e21',
    fullColorPlan: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e22',
    amazonAds: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e23',
    bookReview: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e24',
    audiobook: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e25',
    trailer: '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e26',
  },
} as const;

/** The project whose interior proof waits for the demo author's review (demo-production.ts). */
export const DEMO_PROOF_PROJECT = { id: ids.projects.fullColor, title: "The Lantern Keeper's Daughter" } as const;

/**
 * The demo author's whole file: projects, invoices and installments of every status, agreements
 * of every status and a short support conversation. Dates are relative to the day of seeding so
 * the dashboard looks current.
 */
export async function seedDemoAuthor(db: Kysely<DB>, today = new Date()): Promise<boolean> {
  const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');
  const at = (offsetDays: number, hour = 10) => {
    const date = addDays(today, offsetDays);
    date.setHours(hour, 0, 0, 0);
    return date;
  };

  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('authors')
      .values({
        id: DEMO_AUTHOR.id,
        email: DEMO_AUTHOR.email,
        full_name: DEMO_AUTHOR.fullName,
        phone: '(503) 555-0187',
        address: '2214 NE Alberta Street',
        city: 'Portland',
        state: 'OR',
        zip_code: '97211',
        country: 'US',
        bio: 'Former marine biologist writing literary fiction about the Pacific Northwest coast. Debut novel in production.',
        author_status: 'Active',
        services: 'Copy Editing; Full Color Publishing; Amazon Advertising Campaign',
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;

    const author_id = DEMO_AUTHOR.id;
    const p = ids.projects;
    await trx
      .insertInto('production_projects')
      .values([
        {
          id: p.fullColor,
          author_id,
          service: 'Full Color Publishing',
          project_status: 'In Progress',
          book_title: "The Lantern Keeper's Daughter",
          start_date: day(-58),
          completion_date: day(32),
          amount: 4800,
          total_amount: 4800,
          notes: 'The interior proof is ready for your review. Cover proofs follow next week.',
        },
        {
          id: p.copyEditing,
          author_id,
          service: 'Copy Editing',
          project_status: 'Completed',
          book_title: "The Lantern Keeper's Daughter",
          start_date: day(-190),
          completion_date: day(-151),
          amount: 1650,
          total_amount: 1650,
          notes: 'Final manuscript delivered with style sheet and change log.',
        },
        {
          id: p.amazonAds,
          author_id,
          service: 'Amazon Advertising Campaign',
          project_status: 'pending',
          book_title: "The Lantern Keeper's Daughter",
          start_date: day(40),
          completion_date: null,
          amount: 1200,
          total_amount: 1200,
          notes: null,
        },
        {
          id: p.audiobook,
          author_id,
          service: 'Audiobook Services',
          project_status: 'paused',
          book_title: 'Tidewater Letters',
          start_date: day(-20),
          completion_date: null,
          amount: 2900,
          total_amount: null,
          notes: 'Paused at your request while narrator auditions are reviewed.',
        },
        {
          id: p.trailer,
          author_id,
          service: 'Book Trailer Services',
          project_status: 'cancelled',
          book_title: 'Tidewater Letters',
          start_date: day(-95),
          completion_date: null,
          amount: 900,
          total_amount: 900,
          notes: null,
        },
      ])
      .execute();

    const i = ids.invoices;
    await trx
      .insertInto('invoices')
      .values([
        {
          id: i.copyEditing,
          author_id,
          service: 'Copy Editing',
          amount: 1650,
          total_amount: 1650,
          total_service_amount: 1650,
          issue_date: day(-190),
          due_date: day(-160),
          paid_date: day(-171),
          status: 'paid',
          payment_method: 'paypal',
          gateway_name: 'PayPal',
          gateway_reference: 'PAYID-NK4Q7ZA8M21',
          processing_fees: 49.5,
          order_number: 'QB-24117',
          production_project_id: p.copyEditing,
          items: JSON.stringify([{ description: 'Copy editing, 33,000 words at $0.05', quantity: 1, unitPrice: 1650 }]),
        },
        {
          id: i.fullColorPlan,
          author_id,
          service: 'Full Color Publishing',
          amount: 1600,
          total_amount: 4800,
          total_service_amount: 4800,
          issue_date: day(-58),
          due_date: day(62),
          status: 'partial',
          payment_method: 'wire-transfer',
          order_number: 'QB-24206',
          production_project_id: p.fullColor,
          installment_number: 1,
          total_installments: 3,
          items: JSON.stringify([{ description: 'Full color publishing package', quantity: 1, unitPrice: 4800 }]),
        },
        {
          id: i.amazonAds,
          author_id,
          service: 'Amazon Advertising Campaign',
          amount: 1200,
          total_amount: 1200,
          issue_date: day(-6),
          due_date: day(24),
          status: 'pending',
          order_number: 'QB-24251',
          production_project_id: p.amazonAds,
        },
        {
          id: i.bookReview,
          author_id,
          service: 'Professional Book Review Services',
          amount: 350,
          total_amount: null,
          issue_date: day(-75),
          due_date: day(-45),
          status: 'overdue',
          order_number: 'QB-24159',
        },
        {
          id: i.audiobook,
          author_id,
          service: 'Audiobook Services',
          amount: 2900,
          total_amount: 2900,
          issue_date: day(-20),
          status: 'draft',
          order_number: 'QB-24238',
          production_project_id: p.audiobook,
        },
        {
          id: i.trailer,
          author_id,
          service: 'Book Trailer Services',
          amount: 900,
          total_amount: 900,
          issue_date: day(-95),
          due_date: day(-65),
          status: 'cancelled',
          order_number: 'QB-24140',
          production_project_id: p.trailer,
        },
      ])
      .execute();

    const plan = { author_id, production_project_id: p.fullColor, invoice_id: i.fullColorPlan, total_installments: 3 };
    await trx
      .insertInto('installment_payments')
      .values([
        {
          ...plan,
          installment_number: 1,
          amount: 1600,
          total_service_amount: 4800,
          status: 'paid',
          due_date: day(-58),
          paid_date: day(-57),
          payment_method: 'wire-transfer',
          order_number: 'QB-24206',
        },
        {
          ...plan,
          installment_number: 2,
          amount: 1600,
          total_service_amount: 4800,
          status: 'unpaid',
          due_date: day(-3),
          order_number: 'QB-24206',
        },
        {
          ...plan,
          installment_number: 3,
          amount: 1600,
          total_service_amount: 4800,
          status: 'pending',
          due_date: day(62),
          order_number: 'QB-24206',
        },
      ])
      .execute();

    const recipient = { author_id, recipient_name: DEMO_AUTHOR.fullName, recipient_email: DEMO_AUTHOR.email };
    /** An agreement sent `sentDaysAgo` days ago (and signed `signedDaysAgo` days ago, when signed). */
    const agreement = (
      service_name: string,
      email_subject: string | null,
      status: ContractStatus,
      sentDaysAgo: number,
      signedDaysAgo?: number,
    ) => ({
      ...recipient,
      service_name,
      email_subject,
      status,
      created_at: at(-sentDaysAgo),
      signed_at: signedDaysAgo === undefined ? null : at(-signedDaysAgo),
    });
    const agreements = await trx
      .insertInto('contract_documents')
      .values([
        agreement('Copy Editing Agreement', 'Your copy editing agreement', 'completed', 195, 193),
        agreement('Full Color Publishing Agreement', 'Please sign: Full Color Publishing', 'signed', 62, 60),
        agreement('Amazon Advertising Campaign Agreement', 'Please sign: Amazon Advertising Campaign', 'pending', 7),
        agreement('Audiobook Production Agreement', 'Please sign: Audiobook Services', 'sent', 21),
        agreement('Goodreads Giveaway Agreement', null, 'draft', 2),
        agreement('Book Trailer Agreement', 'Please sign: Book Trailer Services', 'cancelled', 98),
        agreement('Press Release Campaign Agreement', 'Please sign: Press Release Campaign', 'expired', 140),
      ])
      .returning(['id', 'author_id', 'service_name', 'status', 'created_at', 'signed_at'])
      .execute();
    await seedDemoSignatures(trx, agreements, { full_name: DEMO_AUTHOR.fullName, email: DEMO_AUTHOR.email });

    await trx
      .insertInto('author_activities')
      .values([
        {
          author_id,
          activity_type: 'chat_user',
          description: "Hi! When will the cover proofs for The Lantern Keeper's Daughter be ready?",
          created_at: at(-4, 9),
        },
        {
          author_id,
          activity_type: 'chat_support',
          description:
            'Hello Eleanor! Our designer is finishing the last two concepts. You will have the proofs by Thursday.',
          created_at: at(-4, 10),
        },
        {
          author_id,
          activity_type: 'chat_user',
          description: 'Wonderful, thank you. Can we keep the lighthouse on the spine?',
          created_at: at(-3, 14),
        },
        {
          author_id,
          activity_type: 'chat_support',
          description: 'Absolutely, I have added that to the design brief.',
          created_at: at(-3, 15),
        },
      ])
      .execute();
    return true;
  });
}
