import { staffCatalogueServiceSchema, staffCatalogueUpdateSchema } from '@app/contracts/staff-api';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import type { CatalogueServicesTable } from '../db/schema.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { updateAudited } from '../staff/audited-update.js';

const serviceParams = z.object({ serviceId: z.string().max(80) });

const toService = (row: Selectable<CatalogueServicesTable>) => ({
  id: row.id,
  name: row.name,
  category: row.category,
  description: row.description,
  features: row.features,
  price: Number(row.price),
  price_unit: row.price_unit,
  sort_order: row.sort_order,
});

/** The service catalogue's texts and prices (the 18 services themselves are fixed). */
export function registerStaffCatalogueRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.get(
    '/api/staff/catalogue',
    {
      schema: { response: { 200: z.object({ services: z.array(staffCatalogueServiceSchema) }) } },
    },
    async () => ({
      services: (
        await db.selectFrom('catalogue_services').selectAll().orderBy('sort_order').orderBy('name').execute()
      ).map(toService),
    }),
  );

  app.patch(
    '/api/staff/catalogue/:serviceId',
    {
      onRequest: adminOnly,
      schema: {
        params: serviceParams,
        body: staffCatalogueUpdateSchema,
        response: { 200: staffCatalogueServiceSchema },
      },
    },
    async (request) => {
      const actor = await currentActor(request);
      const { features, ...fields } = request.body;
      const service = await updateAudited(db, actor, {
        table: 'catalogue_services',
        id: request.params.serviceId,
        what: 'Service',
        changes: () => ({
          ...fields,
          ...(features ? { features: JSON.stringify(features) } : {}),
          updated_at: new Date(),
        }),
        audit: () => ({ action: 'catalogue_service.update', entityType: 'catalogue_service' }),
      });
      return toService(service);
    },
  );
}
