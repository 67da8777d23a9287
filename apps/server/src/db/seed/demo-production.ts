import type { Kysely } from 'kysely';
import { format } from 'date-fns';
import { saveFile } from '../../files/file-store.js';
import { addFileVersion, sendProof, startStagesFromTemplate } from '../../production/production-store.js';
import type { DB } from '../schema.js';
import { inTransaction } from '../in-transaction.js';

const SERVICE = 'full-color-publishing';
const STAFF_EMAIL = 'staff@example.com';

/** The production steps of a full colour book, as the demo shows them. */
const TEMPLATE = [
  { name: 'Manuscript review', planned_days: 7 },
  { name: 'Copy editing', planned_days: 21 },
  { name: 'Interior design', planned_days: 14 },
  { name: 'Proofs', planned_days: 14 },
  { name: 'Print and distribution', planned_days: 10 },
];

/** A four-page interior proof: enough pages to pin comments on page 3. */
async function demoProofPdf(title: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  const lines = [
    title,
    'Chapter One. The light on the headland had not been lit for eleven years.',
    'Chapter Two. Morning came grey over the water, and the gulls were quiet.',
    'Chapter Three. Her father kept the log in a tin box under the stairs.',
  ];
  for (const [index, line] of lines.entries()) {
    const page = document.addPage([432, 648]);
    page.drawText(line, { x: 48, y: 560, size: index === 0 ? 20 : 12, font, maxWidth: 336, lineHeight: 16 });
    page.drawText(String(index + 1), { x: 212, y: 36, size: 10, font });
  }
  return document.save();
}

/**
 * The demo author's full colour book in production: the package's stage template, the project's
 * stages (the first two done) and an interior proof waiting for the author's review.
 */
export async function seedDemoProduction(
  db: Kysely<DB>,
  project: { id: string; authorId: string; title: string },
  today = new Date(),
): Promise<void> {
  await db
    .insertInto('production_stage_templates')
    .values(TEMPLATE.map((step, position) => ({ service_id: SERVICE, position, ...step })))
    .onConflict((oc) => oc.columns(['service_id', 'position']).doNothing())
    .execute();
  const day = (offset: number) => format(new Date(today.getTime() + offset * 86_400_000), 'yyyy-MM-dd');
  await inTransaction(db, async (trx) => {
    await startStagesFromTemplate(trx, project.id, SERVICE, day(-44));
    // Manuscript review and copy editing are done; interior design is under way.
    for (const [position, actual] of [
      [0, { actual_start: day(-44), actual_end: day(-38) }],
      [1, { actual_start: day(-37), actual_end: day(-15) }],
      [2, { actual_start: day(-14), actual_end: day(-3), next_step: 'Review the interior proof' }],
      [3, { actual_start: day(-2) }],
    ] as const) {
      await trx
        .updateTable('production_project_stages')
        .set(actual)
        .where('project_id', '=', project.id)
        .where('position', '=', position)
        .execute();
    }
    const stored = await saveFile(trx, {
      ownerAuthorId: project.authorId,
      productionProjectId: project.id,
      purpose: 'production',
      fileName: 'interior-proof.pdf',
      contentType: 'application/pdf',
      bytes: await demoProofPdf(project.title),
    });
    const version = await addFileVersion(trx, {
      projectId: project.id,
      kind: 'proof',
      name: 'interior-proof.pdf',
      fileId: stored.id,
      uploadedByRole: 'staff',
      uploadedById: null,
      uploadedByEmail: STAFF_EMAIL,
    });
    await sendProof(trx, {
      projectId: project.id,
      fileVersionId: version.id,
      sentByEmail: STAFF_EMAIL,
      freeRoundsLeft: 2,
      dueAt: new Date(today.getTime() + 12 * 86_400_000),
    });
  });
}
