// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, resolveReturnPath, takeReturnPath } from './return-path';

afterEach(() => sessionStorage.clear());

describe('resolveReturnPath', () => {
  it('goes to the requested path first', () => {
    expect(resolveReturnPath('/dashboard/cart', '/dashboard/invoices')).toBe('/dashboard/cart');
  });
  it('goes back to the page the person was sent away from', () => {
    expect(resolveReturnPath(undefined, '/dashboard/orders?a=1#x')).toBe('/dashboard/orders?a=1#x');
  });
  it('defaults to /dashboard, and never leaves the site', () => {
    expect(resolveReturnPath(undefined, null)).toBe('/dashboard');
    expect(resolveReturnPath('//evil.example', 'https://evil.example')).toBe('/dashboard');
    expect(resolveReturnPath(undefined, '/\\evil.example')).toBe('/dashboard');
  });
});

describe('remembered return path', () => {
  it('is read once', () => {
    rememberReturnPath('/dashboard/invoices');
    expect(takeReturnPath()).toBe('/dashboard/invoices');
    expect(takeReturnPath()).toBeNull();
  });
});
