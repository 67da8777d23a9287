import { describe, expect, it } from 'vitest';
import { resolveReturnPath } from './return-path';

describe('resolveReturnPath', () => {
  it('goes to the requested path first', () => {
    expect(resolveReturnPath('/dashboard/cart', { from: '/dashboard/invoices' })).toBe('/dashboard/cart');
  });
  it('goes back to the page the person was sent away from (string or location)', () => {
    expect(resolveReturnPath(undefined, { from: '/dashboard/invoices' })).toBe('/dashboard/invoices');
    expect(resolveReturnPath(undefined, { from: { pathname: '/dashboard/orders', search: '?a=1', hash: '#x' } })).toBe(
      '/dashboard/orders?a=1#x',
    );
  });
  it('defaults to /dashboard, and never leaves the site', () => {
    expect(resolveReturnPath(undefined, null)).toBe('/dashboard');
    expect(resolveReturnPath('//evil.example', { from: 'https://evil.example' })).toBe('/dashboard');
  });
});
