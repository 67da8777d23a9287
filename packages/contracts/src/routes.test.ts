import { describe, expect, it } from 'vitest';
import { isAppRoute, isClientRoutedPath, normalizePath, publicPages } from './routes.js';

describe('isAppRoute', () => {
  it('knows the 15 static public pages, the seven publishing and nine marketing sub-pages', () => {
    expect(publicPages).toHaveLength(15 + 7 + 9);
    for (const page of publicPages) expect(isAppRoute(page)).toBe(true);
  });

  it('accepts dashboard pages, book and episode details and a trailing slash', () => {
    expect(isAppRoute('/dashboard/invoices')).toBe(true);
    expect(isAppRoute('/books/the-quiet-harbor')).toBe(true);
    expect(isAppRoute('/all-episodes/what-readers-judge-in-a-cover')).toBe(true);
    expect(isAppRoute('/all-episodes/what-readers-judge-in-a-cover/')).toBe(true);
    expect(isAppRoute('/about/')).toBe(true);
  });

  it('rejects unknown paths', () => {
    expect(isAppRoute('/nope')).toBe(false);
    expect(isAppRoute('/dashboard/unknown')).toBe(false);
    expect(isAppRoute('/books/../etc/passwd')).toBe(false);
    expect(isAppRoute('/all-episodes/a/b')).toBe(false);
    expect(isAppRoute('/all-episodes/Not_A_Slug')).toBe(false);
    expect(isAppRoute('/dashboard/contracts/0049348b-4959-48b4-b179-d4f5c32f81ed/sign')).toBe(true);
    expect(isAppRoute('/dashboard/contracts/not-an-id/sign')).toBe(false);
    expect(isAppRoute('/podcast/what-readers-judge-in-a-cover')).toBe(false);
    expect(isAppRoute('/podcast-guest-appearance')).toBe(false);
  });

  it('normalises only a single trailing slash', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/books/')).toBe('/books');
  });
});

describe('isClientRoutedPath', () => {
  it('is true for the dashboard and the staff console and their pages', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/invoices',
      '/staff',
      '/staff/authors/42',
      '/dashboard/',
      '/dashboard?tab=1',
    ]) {
      expect(isClientRoutedPath(path)).toBe(true);
    }
  });

  it('is false for public pages and look-alikes', () => {
    for (const path of ['/', '/books', '/dashboards', '/staffing', '/about/dashboard']) {
      expect(isClientRoutedPath(path)).toBe(false);
    }
  });
});
