// @vitest-environment jsdom
import { publicPages } from '@app/contracts/routes';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../routes/not-found';
import { loadPublicPage, pagePath } from './pages';

describe('public pages', () => {
  it('has a page for every public route, a book and an episode, and the not-found page for anything else', async () => {
    for (const path of [...publicPages, '/books/tidewater-letters', '/all-episodes/what-readers-judge-in-a-cover']) {
      expect(await loadPublicPage(path), path).not.toBe(NotFoundPage);
    }
    for (const path of ['/nope', '/books/a/b', '/all-episodes/a/b', '/podcast/a', '/dashboard', '/About']) {
      expect(await loadPublicPage(path), path).toBe(NotFoundPage);
    }
  });

  it('reads the page path from a URL path: decoded, one trailing slash dropped, malformed kept', () => {
    expect(pagePath('/about/')).toBe('/about');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/books/caf%C3%A9')).toBe('/books/café');
    expect(pagePath('/books/%E0%A4%A')).toBe('/books/%E0%A4%A');
  });
});
