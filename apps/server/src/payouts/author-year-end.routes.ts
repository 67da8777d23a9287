import { myTaxYearsSchema, taxYearParams } from '@app/contracts/year-end-api';
import { findOrCreateAuthor } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import { attachment } from '../files/csv.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import type { PayeeDataBox } from './payee-data.js';
import { authorTaxYear, authorTaxYears, authorYearLines } from './year-end.js';
import { yearEndStatementPdf } from './year-end-pdf.js';

interface Deps {
  database: Database;
  payeeData: PayeeDataBox;
}

/** The signed-in author's year-end figures (`/api/me/tax-years`) and each year's statement PDF. */
export function registerYearEndRoutes(app: App, { database, payeeData }: Deps): void {
  const { db } = database;

  app.get('/api/me/tax-years', { schema: { response: { 200: myTaxYearsSchema } } }, async (request) => {
    const author = await findOrCreateAuthor(db, await request.requireUser());
    const years = await Promise.all(
      (await authorTaxYears(db, author.id)).map((year) => authorTaxYear(db, author.id, year, payeeData)),
    );
    return { years: years.filter((year) => year !== null) };
  });

  app.get('/api/me/tax-years/:year/statement.pdf', { schema: { params: taxYearParams } }, async (request, reply) => {
    const author = await findOrCreateAuthor(db, await request.requireUser());
    const { year } = request.params;
    const figures = await authorTaxYear(db, author.id, year, payeeData);
    if (!figures) throw notFound(`Year-end statement for ${year}`);
    const pdf = await yearEndStatementPdf(figures, await authorYearLines(db, author.id, year));
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(`year-end-statement-${year}.pdf`))
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
}
