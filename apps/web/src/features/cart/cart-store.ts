import { useSyncExternalStore } from 'react';
import {
  addItem,
  parseStoredCart,
  removeItem,
  serializeCart,
  updateQuantity,
  type CartItem,
  type NewCartItem,
} from './cart-rules';

/** The one cart of the site (public /cart and /dashboard/cart), kept in the browser. */
export const CART_STORAGE_KEY = 'cart-storage';

const EMPTY: readonly CartItem[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cache: { raw: string | null; items: readonly CartItem[] } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage disabled by the browser.
  }
}

function read(): readonly CartItem[] {
  const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  if (!cache || cache.raw !== raw) cache = { raw, items: raw ? parseStoredCart(raw) : EMPTY };
  return cache.items;
}

function write(items: CartItem[]): void {
  storage()?.setItem(CART_STORAGE_KEY, serializeCart(items));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const cartActions = {
  add: (item: NewCartItem) => write(addItem(read(), item)),
  setQuantity: (id: string, format: string, quantity: number) => write(updateQuantity(read(), id, format, quantity)),
  remove: (id: string, format: string) => write(removeItem(read(), id, format)),
  clear: () => write([]),
};

/** The cart's lines; empty while rendering on the server and during hydration. */
export function useCartItems(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
