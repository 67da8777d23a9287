/**
 * How many of a service a cart line holds: a count of units (the manuscript's words) for a
 * service priced per unit such as copy editing, else a number of orders. Shared by the cart, the
 * checkout and the server, which refuses a quantity out of range.
 */

/** The most of one flat-priced service a cart line may hold. */
export const MAX_SERVICE_QUANTITY = 10_000;
/** The most units a line of a service priced per unit may count: a million words is a long series. */
export const MAX_UNIT_QUANTITY = 1_000_000;

/**
 * What a per-unit price counts ('word' for 'per word'), or null for a flat price. A cart line of
 * such a service holds a count of that unit as its quantity (the manuscript's word count).
 */
export function pricedUnit(priceUnit: string | null | undefined): string | null {
  const unit = priceUnit?.trim().replace(/^per\s+/i, '');
  return unit ? unit : null;
}

/** A unit of one plain word ('word', 'page') takes an English plural in -s. */
const isPlainWord = (unit: string) => /^[a-z]+$/i.test(unit);

/** 'words' for 'word'; a unit of several words ('1,000 words') is left as staff wrote it. */
const plural = (unit: string) => (isPlainWord(unit) ? `${unit}s` : unit);

const count = (value: number) => value.toLocaleString('en-US');

/** The range a cart line's quantity must fall in. */
export function quantityRange(priceUnit: string | null | undefined): { min: number; max: number } {
  return { min: 1, max: pricedUnit(priceUnit) ? MAX_UNIT_QUANTITY : MAX_SERVICE_QUANTITY };
}

export function isQuantityInRange(quantity: number, priceUnit: string | null | undefined): boolean {
  const { min, max } = quantityRange(priceUnit);
  return Number.isInteger(quantity) && quantity >= min && quantity <= max;
}

/** The field that asks for the quantity: 'Number of words', or 'Quantity' for a flat price. */
export function quantityLabel(priceUnit: string | null | undefined): string {
  const unit = pricedUnit(priceUnit);
  return unit ? `Number of ${plural(unit)}` : 'Quantity';
}

/** What to enter: 'a number of words from 1 to 1,000,000', 'a quantity from 1 to 10,000'. */
export function quantityRangeHint(priceUnit: string | null | undefined): string {
  const { min, max } = quantityRange(priceUnit);
  return `${quantityLabel(priceUnit).replace(/^\w/, (first) => `a ${first.toLowerCase()}`)} from ${count(min)} to ${count(max)}`;
}

/** A line's quantity as read: '85,000 words', '1 word', '3 × 1,000 words'; the bare count for a flat price. */
export function formatQuantity(quantity: number, priceUnit: string | null | undefined): string {
  const unit = pricedUnit(priceUnit);
  if (!unit) return count(quantity);
  if (!isPlainWord(unit)) return `${count(quantity)} × ${unit}`;
  return `${count(quantity)} ${quantity === 1 ? unit : plural(unit)}`;
}
