import type { TaxYearCorrection, TaxYearCorrectionInput } from '@app/contracts/year-end-api';
import type { Kysely } from 'kysely';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { DB } from '../db/schema.js';
import { invalidField } from '../staff/errors.js';
import './payouts.tables.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Records a correction of a year that has ended, as a new line dated today: what was paid and
 * withheld in the year stays as recorded (and as reported), and the year's figures add the line.
 * A year still running is changed by its own payouts instead.
 */
export async function recordTaxYearCorrection(
  db: Kysely<DB>,
  actor: Actor,
  authorId: string,
  input: TaxYearCorrectionInput,
): Promise<TaxYearCorrection> {
  const recordedOn = today();
  if (input.tax_year >= Number(recordedOn.slice(0, 4))) {
    throw invalidField('tax_year', 'Choose a year that has ended: this year is changed by its own payouts');
  }
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tax_year_corrections')
      .values({ author_id: authorId, recorded_on: recordedOn, created_by_email: actor.email, ...input })
      .returningAll()
      .executeTakeFirstOrThrow();
    const correction: TaxYearCorrection = {
      id: row.id,
      author_id: row.author_id,
      tax_year: row.tax_year,
      recorded_on: row.recorded_on,
      paid_cents: row.paid_cents,
      withheld_cents: row.withheld_cents,
      note: row.note,
      created_by_email: row.created_by_email,
    };
    await recordAudit(trx, actor, {
      action: 'tax_year.correct',
      entityType: 'tax_year',
      entityId: String(row.tax_year),
      authorId,
      before: null,
      after: correction,
    });
    return correction;
  });
}
