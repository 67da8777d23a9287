import { catalogueServices } from '@app/contracts/catalogue-data';
import type { Kysely } from 'kysely';
import { AppError } from '../http/errors.js';
import type { DB, QuoteRequestItem } from '../db/schema.js';

/**
 * The cart's lines as the catalogue names and prices them: the catalogue table (staff's current
 * texts and prices), else the built-in catalogue for an installation that has not stored it. A
 * client never sets a title or a price; a service the catalogue does not have is a 400.
 */
export async function catalogueItems(
  db: Kysely<DB>,
  lines: readonly { id: string; quantity: number }[],
): Promise<QuoteRequestItem[]> {
  const ids = [...new Set(lines.map((line) => line.id))];
  const rows = await db
    .selectFrom('catalogue_services')
    .select(['id', 'name', 'category', 'price'])
    .where('id', 'in', ids)
    .execute();
  const stored = new Map(rows.map((row) => [row.id, { ...row, price: Number(row.price) }]));
  const builtIn = new Map(catalogueServices.map((service) => [service.id, service]));
  const unknown = ids.filter((id) => !stored.has(id) && !builtIn.has(id));
  if (unknown.length > 0) {
    throw new AppError(400, 'validation_failed', 'Some fields are not valid', {
      items: unknown.map((id) => `${JSON.stringify(id)} is not one of our services: remove it from your cart`),
    });
  }
  return lines.map(({ id, quantity }) => {
    const service = (stored.get(id) ?? builtIn.get(id))!;
    return { id, title: service.name, category: service.category, price: service.price, quantity };
  });
}
