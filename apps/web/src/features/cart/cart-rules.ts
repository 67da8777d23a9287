import { sumAmounts } from '@app/contracts/money';
import { pricedUnit, quantityRange } from '@app/contracts/service-quantity';

/**
 * A cart line (spec "Cart item"): `author` and `format` both hold the service category. For a
 * service priced per unit (`priceUnit` 'per word'), the quantity is the count of that unit, and 0
 * until the visitor enters it: the cart asks for the word count instead of pricing one word.
 */
export interface CartItem {
  id: string;
  title: string;
  author: string;
  price: number;
  priceUnit: string | null;
  coverImage: string;
  quantity: number;
  format: string;
}

export type NewCartItem = Omit<CartItem, 'quantity'> & { quantity?: number };

const sameLine = (item: CartItem, id: string, format: string) => item.id === id && item.format === format;

/** A whole quantity within the line's range; anything that is not a number gives the minimum. */
function inRange(quantity: number, priceUnit: string | null): number {
  const { min, max } = quantityRange(priceUnit);
  return Number.isFinite(quantity) ? Math.min(max, Math.max(min, Math.floor(quantity))) : min;
}

/** As kept in the cart: a per-unit line without a count of at least 1 waits for one (0). */
function keptQuantity(quantity: number, priceUnit: string | null): number {
  return pricedUnit(priceUnit) && !(quantity >= 1) ? 0 : inRange(quantity, priceUnit);
}

/** True when a line priced per unit still needs its count (no subtotal, no checkout until then). */
export const awaitsCount = (items: readonly Pick<CartItem, 'priceUnit' | 'quantity'>[]) =>
  items.some((line) => pricedUnit(line.priceUnit) !== null && line.quantity === 0);

/**
 * Adds a line, or raises the quantity of the line with the same id and format. A service priced
 * per unit comes without a count unless one is given; adding it again keeps the count entered.
 */
export function addItem(items: readonly CartItem[], item: NewCartItem): CartItem[] {
  const quantity = keptQuantity(item.quantity ?? (pricedUnit(item.priceUnit) ? 0 : 1), item.priceUnit);
  if (items.some((line) => sameLine(line, item.id, item.format))) {
    return items.map((line) =>
      sameLine(line, item.id, item.format)
        ? { ...line, quantity: keptQuantity(line.quantity + quantity, line.priceUnit) }
        : line,
    );
  }
  return [...items, { ...item, quantity }];
}

/** Sets a line's quantity within its range: never below 1 (use removeItem to drop a line). */
export function updateQuantity(items: readonly CartItem[], id: string, format: string, quantity: number): CartItem[] {
  return items.map((line) =>
    sameLine(line, id, format) ? { ...line, quantity: inRange(quantity, line.priceUnit) } : line,
  );
}

export function removeItem(items: readonly CartItem[], id: string, format: string): CartItem[] {
  return items.filter((line) => !sameLine(line, id, format));
}

/** Sum of price × quantity over priced lines, in exact cents (Custom Quote lines count 0). */
export function subtotal(items: readonly CartItem[]): number {
  return sumAmounts(items.map((line) => line.price * line.quantity));
}

/** True when some line is priced later (price 0, shown as Custom Quote). */
export const hasQuotedItems = (items: readonly CartItem[]) => items.some((line) => !(line.price > 0));

/** How many things the cart holds: a line counted in words is one service, whatever its word count. */
export const itemCount = (items: readonly CartItem[]) =>
  items.reduce((count, line) => count + (pricedUnit(line.priceUnit) ? 1 : line.quantity), 0);

function isCartItem(value: unknown): value is CartItem {
  const v = value as Partial<CartItem> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    typeof v.format === 'string' &&
    typeof v.quantity === 'number'
  );
}

/**
 * Reads what is stored under `cart-storage` ({ state: { items }, version }), keeping only valid
 * lines: a hand-edited or corrupt value gives an empty cart instead of a broken page.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const items = (JSON.parse(raw) as { state?: { items?: unknown } })?.state?.items;
    if (!Array.isArray(items)) return [];
    return items.filter(isCartItem).map((line) => {
      const priceUnit = typeof line.priceUnit === 'string' ? line.priceUnit : null;
      return {
        ...line,
        author: typeof line.author === 'string' ? line.author : line.format,
        coverImage: typeof line.coverImage === 'string' ? line.coverImage : '',
        priceUnit,
        quantity: keptQuantity(line.quantity, priceUnit),
      };
    });
  } catch {
    return [];
  }
}

export const serializeCart = (items: readonly CartItem[]) => JSON.stringify({ state: { items }, version: 0 });
