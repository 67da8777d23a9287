import { describe, expect, it } from 'vitest';
import { returnPath, sameSitePath } from './same-site-path.js';

const site = 'https://books.example';

describe('sameSitePath', () => {
  const onBooks = (url: URL) => url.host === 'books.example';

  it('keeps a plain same-site path and its query', () => {
    expect(sameSitePath(`${site}/services/audiobook?ref=nav`, onBooks)).toBe('/services/audiobook?ref=nav');
    expect(sameSitePath(`${site}/`, onBooks)).toBe('/');
  });

  it.each([
    'https://evil.example/services',
    `${site}//evil.example/x`,
    `${site}/\\evil.example`,
    `${site}/%2f%2fevil.example`,
    `${site}/%5cevil.example`,
    `${site}/a/..//evil.example`,
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(sameSitePath(url, onBooks)).toBeNull();
  });
});

describe('returnPath', () => {
  it('gives the site root for another origin, a crafted path or no Referer', () => {
    expect(returnPath(site, `${site}/dashboard?tab=2`)).toBe('/dashboard?tab=2');
    expect(returnPath(site, 'http://books.example/services')).toBe('/');
    expect(returnPath(site, `${site}//evil.example`)).toBe('/');
    expect(returnPath(site, undefined)).toBe('/');
  });
});
