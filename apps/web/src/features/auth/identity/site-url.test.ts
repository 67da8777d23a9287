import { describe, expect, it } from 'vitest';
import { resolveIdentityUrl, SITE_URL_STORAGE_KEY, storeSiteUrl, stripIdentityPath } from './site-url';

function storageWith(value?: string): Storage {
  const items = new Map<string, string>(value ? [[SITE_URL_STORAGE_KEY, value]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, next: string) => void items.set(key, next),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

describe('stripIdentityPath', () => {
  it('removes the trailing identity path (with or without a final slash)', () => {
    expect(stripIdentityPath('https://site.example/.netlify/identity')).toBe('https://site.example');
    expect(stripIdentityPath('https://site.example/.netlify/identity/')).toBe('https://site.example');
  });
  it('keeps a plain site URL', () => {
    expect(stripIdentityPath('https://site.example')).toBe('https://site.example');
  });
});

describe('resolveIdentityUrl', () => {
  it('uses the configured URL on any host', () => {
    expect(resolveIdentityUrl('/id', null, 'localhost')).toEqual({
      apiUrl: '/id',
      developmentMode: false,
      localSiteUrl: null,
    });
  });
  it('uses the same origin on a public host', () => {
    expect(resolveIdentityUrl(undefined, storageWith('https://x.example'), 'quillbridge.example').apiUrl).toBe(
      '/.netlify/identity',
    );
  });
  it('asks for the site URL on a local host without one', () => {
    for (const host of ['localhost', '127.0.0.1', '0.0.0.0']) {
      expect(resolveIdentityUrl(undefined, storageWith(), host).developmentMode).toBe(true);
    }
  });
  it('uses the stored site URL on a local host', () => {
    const storage = storageWith();
    storeSiteUrl(storage, 'https://site.example/.netlify/identity');
    expect(resolveIdentityUrl(undefined, storage, 'localhost')).toEqual({
      apiUrl: 'https://site.example/.netlify/identity',
      developmentMode: false,
      localSiteUrl: 'https://site.example',
    });
    storeSiteUrl(storage, null);
    expect(storage.getItem(SITE_URL_STORAGE_KEY)).toBeNull();
  });
});
