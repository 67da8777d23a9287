import { describe, expect, it } from 'vitest';
import {
  addItem,
  awaitsCount,
  hasQuotedItems,
  itemCount,
  parseStoredCart,
  removeItem,
  serializeCart,
  subtotal,
  updateQuantity,
  type CartItem,
} from './cart-rules';

const copyEditing = {
  id: 'copy-editing',
  title: 'Copy Editing',
  author: 'Publishing',
  format: 'Publishing',
  price: 0.05,
  priceUnit: 'per word',
  coverImage: '',
};
const audiobook = {
  ...copyEditing,
  id: 'audiobook-production',
  title: 'Audiobook Services',
  price: 0,
  priceUnit: null,
};

describe('cart rules', () => {
  it('adds a new line with quantity 1', () => {
    expect(addItem([], audiobook)).toEqual([{ ...audiobook, quantity: 1 }]);
  });

  it('raises the quantity when the same id and format is added again', () => {
    const cart = addItem(addItem([], audiobook), audiobook);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(2);
  });

  it('adds a service priced per word without a word count, which the cart then asks for', () => {
    const cart = addItem([], copyEditing);
    expect(cart).toEqual([{ ...copyEditing, quantity: 0 }]);
    expect(awaitsCount(cart)).toBe(true);
    expect(awaitsCount(addItem(cart, copyEditing))).toBe(true);
    const counted = updateQuantity(cart, 'copy-editing', 'Publishing', 85_000);
    expect(awaitsCount(counted)).toBe(false);
    expect(addItem(counted, copyEditing)[0]?.quantity).toBe(85_000);
    expect(awaitsCount(addItem([], audiobook))).toBe(false);
  });

  it('keeps a separate line for the same id in another format', () => {
    const cart = addItem(addItem([], audiobook), { ...audiobook, format: 'Marketing' });
    expect(cart.map((line) => [line.format, line.quantity])).toEqual([
      ['Publishing', 1],
      ['Marketing', 1],
    ]);
  });

  it('never lets the quantity go below 1', () => {
    const cart = addItem([], copyEditing);
    expect(updateQuantity(cart, 'copy-editing', 'Publishing', 0)[0]?.quantity).toBe(1);
    expect(updateQuantity(cart, 'copy-editing', 'Publishing', -3)[0]?.quantity).toBe(1);
    expect(updateQuantity(cart, 'copy-editing', 'Publishing', Number.NaN)[0]?.quantity).toBe(1);
    expect(updateQuantity(cart, 'copy-editing', 'Publishing', 4)[0]?.quantity).toBe(4);
  });

  it('removes only the named line', () => {
    const cart = addItem(addItem([], copyEditing), audiobook);
    expect(removeItem(cart, 'audiobook-production', 'Publishing').map((line) => line.id)).toEqual(['copy-editing']);
  });

  it('sums price × quantity in exact cents', () => {
    const lines = [
      { price: 0.05, quantity: 2 },
      { price: 0, quantity: 1 },
      { price: 19.99, quantity: 3 },
    ].map((line, i) => ({ ...copyEditing, id: `s${i}`, ...line }));
    expect(subtotal(lines)).toBe(60.07);
    expect(hasQuotedItems(lines)).toBe(true);
  });

  it('takes a word count of 1 to 1,000,000 for a service priced per word, and up to 10,000 of others', () => {
    const cart = addItem(addItem([], copyEditing), audiobook);
    const quantities = (lines: CartItem[]) => lines.map((line) => line.quantity);
    expect(quantities(cart)).toEqual([0, 1]);
    expect(quantities(updateQuantity(cart, 'copy-editing', 'Publishing', 85_000))).toEqual([85_000, 1]);
    expect(subtotal(updateQuantity(cart, 'copy-editing', 'Publishing', 85_000))).toBe(4250);
    expect(quantities(updateQuantity(cart, 'copy-editing', 'Publishing', 5_000_000))).toEqual([1_000_000, 1]);
    expect(quantities(updateQuantity(cart, 'audiobook-production', 'Publishing', 80_000))).toEqual([0, 10_000]);
  });

  it('counts a line priced per word as one service in the cart, whatever its word count', () => {
    const cart = updateQuantity(addItem(addItem([], copyEditing), audiobook), 'audiobook-production', 'Publishing', 2);
    expect(itemCount(updateQuantity(cart, 'copy-editing', 'Publishing', 85_000))).toBe(3);
  });
});

describe('stored cart', () => {
  it('round-trips through the cart-storage format', () => {
    const cart: CartItem[] = addItem(addItem([], copyEditing), audiobook);
    expect(JSON.parse(serializeCart(cart))).toEqual({ state: { items: cart }, version: 0 });
    expect(parseStoredCart(serializeCart(cart))).toEqual(cart);
  });

  it('turns corrupt or foreign values into an empty cart and drops invalid lines', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"state":{"items":"x"}}')).toEqual([]);
    const stored = JSON.stringify({
      state: { items: [{ id: 1 }, { ...copyEditing, quantity: -2 }, { ...audiobook, quantity: 0 }] },
    });
    expect(parseStoredCart(stored)).toEqual([
      { ...copyEditing, quantity: 0 },
      { ...audiobook, quantity: 1 },
    ]);
    const { priceUnit: _, ...withoutUnit } = audiobook;
    expect(parseStoredCart(JSON.stringify({ state: { items: [{ ...withoutUnit, quantity: 20_000 }] } }))).toEqual([
      { ...audiobook, quantity: 10_000 },
    ]);
  });
});
