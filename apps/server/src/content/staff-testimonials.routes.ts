import {
  staffTestimonialCreateSchema,
  staffTestimonialSchema,
  staffTestimonialUpdateSchema,
} from '@app/contracts/staff-api';
import type { Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import type { DB, TestimonialsTable } from '../db/schema.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { lockRow } from '../staff/lock-row.js';

const testimonialParams = z.object({ testimonialId: z.uuid({ error: 'Unknown testimonial' }) });

const toTestimonial = ({ created_at: _created, ...row }: Selectable<TestimonialsTable>) => row;

const audit = (trx: Transaction<DB>, actor: Actor, action: string, before: object | null, after: object | null) =>
  recordAudit(trx, actor, {
    action,
    entityType: 'testimonial',
    entityId: ((after ?? before) as { id: string }).id,
    before,
    after,
  });

/** Testimonials, published or not, in their display order: list, create, edit, delete. */
export function registerStaffTestimonialRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.get(
    '/api/staff/testimonials',
    {
      schema: { response: { 200: z.object({ testimonials: z.array(staffTestimonialSchema) }) } },
    },
    async () => ({
      testimonials: (
        await db.selectFrom('testimonials').selectAll().orderBy('sort_order').orderBy('created_at').execute()
      ).map(toTestimonial),
    }),
  );

  app.post(
    '/api/staff/testimonials',
    { onRequest: adminOnly, schema: { body: staffTestimonialCreateSchema, response: { 201: staffTestimonialSchema } } },
    async (request, reply) => {
      const actor = await currentActor(request);
      const testimonial = await db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('testimonials').values(request.body).returningAll().executeTakeFirstOrThrow();
        await audit(trx, actor, 'testimonial.create', null, row);
        return row;
      });
      return reply.status(201).send(toTestimonial(testimonial));
    },
  );

  app.patch(
    '/api/staff/testimonials/:testimonialId',
    {
      onRequest: adminOnly,
      schema: {
        params: testimonialParams,
        body: staffTestimonialUpdateSchema,
        response: { 200: staffTestimonialSchema },
      },
    },
    async (request) => {
      const actor = await currentActor(request);
      const testimonial = await db.transaction().execute(async (trx) => {
        const before = await lockRow(trx, 'testimonials', request.params.testimonialId, 'Testimonial');
        const after = await trx
          .updateTable('testimonials')
          .set(request.body)
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, actor, 'testimonial.update', before, after);
        return after;
      });
      return toTestimonial(testimonial);
    },
  );

  app.delete(
    '/api/staff/testimonials/:testimonialId',
    { onRequest: adminOnly, schema: { params: testimonialParams } },
    async (request, reply) => {
      const actor = await currentActor(request);
      await db.transaction().execute(async (trx) => {
        const before = await lockRow(trx, 'testimonials', request.params.testimonialId, 'Testimonial');
        await trx.deleteFrom('testimonials').where('id', '=', before.id).execute();
        await audit(trx, actor, 'testimonial.delete', before, null);
      });
      return reply.status(204).send();
    },
  );
}
