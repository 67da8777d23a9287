import { catalogueServices } from '@app/contracts/catalogue-data';
import { isQuantityInRange, quantityRangeHint } from '@app/contracts/service-quantity';
import type { Kysely } from 'kysely';
import { AppError } from '../http/errors.js';
import type { DB, QuoteRequestItem } from '../db/schema.js';

/**
 * The cart's lines as the catalogue names and prices them: the catalogue table (staff's current
 * texts and prices), else the built-in catalogue for an installation that has not stored it. A
 * client never sets a title or a price; a service the catalogue does not have, or a quantity out
 * of the service's range (a word count for a price per word), is a 400.
 */
export async function catalogueItems(
  db: Kysely<DB>,
  lines: readonly { id: string; quantity: number }[],
): Promise<QuoteRequestItem[]> {
  const ids = [...new Set(lines.map((line) => line.id))];
  const rows = await db
    .selectFrom('catalogue_services')
    .select(['id', 'name', 'category', 'price', 'price_unit'])
    .where('id', 'in', ids)
    .execute();
  const stored = new Map(rows.map((row) => [row.id, { ...row, price: Number(row.price), priceUnit: row.price_unit }]));
  const builtIn = new Map(catalogueServices.map((service) => [service.id, service]));
  const unknown = ids.filter((id) => !stored.has(id) && !builtIn.has(id));
  if (unknown.length > 0) {
    throw new AppError(400, 'validation_failed', 'Some fields are not valid', {
      items: unknown.map((id) => `${JSON.stringify(id)} is not one of our services: remove it from your cart`),
    });
  }
  const items = lines.map(({ id, quantity }) => {
    const { name, category, price, priceUnit } = (stored.get(id) ?? builtIn.get(id))!;
    return { id, title: name, category, price, priceUnit, quantity };
  });
  const outOfRange = items.filter((item) => !isQuantityInRange(item.quantity, item.priceUnit));
  if (outOfRange.length > 0) {
    throw new AppError(400, 'validation_failed', 'Some fields are not valid', {
      items: outOfRange.map((item) => `${item.title}: enter ${quantityRangeHint(item.priceUnit)}`),
    });
  }
  return items;
}
