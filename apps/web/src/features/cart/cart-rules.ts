import { sumAmounts } from '@app/contracts/money';

/** A cart line (spec "Cart item"): `author` and `format` both hold the service category. */
export interface CartItem {
  id: string;
  title: string;
  author: string;
  price: number;
  coverImage: string;
  quantity: number;
  format: string;
}

export type NewCartItem = Omit<CartItem, 'quantity'> & { quantity?: number };

const sameLine = (item: CartItem, id: string, format: string) => item.id === id && item.format === format;

const atLeastOne = (quantity: number) => (Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1);

/** Adds a line, or raises the quantity of the line with the same id and format. */
export function addItem(items: readonly CartItem[], item: NewCartItem): CartItem[] {
  const quantity = atLeastOne(item.quantity ?? 1);
  if (items.some((line) => sameLine(line, item.id, item.format))) {
    return items.map((line) =>
      sameLine(line, item.id, item.format) ? { ...line, quantity: line.quantity + quantity } : line,
    );
  }
  return [...items, { ...item, quantity }];
}

/** Sets a line's quantity; it never goes below 1 (use removeItem to drop a line). */
export function updateQuantity(items: readonly CartItem[], id: string, format: string, quantity: number): CartItem[] {
  return items.map((line) => (sameLine(line, id, format) ? { ...line, quantity: atLeastOne(quantity) } : line));
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

export const itemCount = (items: readonly CartItem[]) => items.reduce((count, line) => count + line.quantity, 0);

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
    return items.filter(isCartItem).map((line) => ({
      ...line,
      author: typeof line.author === 'string' ? line.author : line.format,
      coverImage: typeof line.coverImage === 'string' ? line.coverImage : '',
      quantity: atLeastOne(line.quantity),
    }));
  } catch {
    return [];
  }
}

export const serializeCart = (items: readonly CartItem[]) => JSON.stringify({ state: { items }, version: 0 });
