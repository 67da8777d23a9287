/**
 * Plain path segments only: no empty segment (`//host`), backslash or percent escape that a
 * browser or a client-side router could read as the start of another host.
 */
const PLAIN_PATH = /^(?:\/[\w.~-]+)*\/?$/;

/**
 * The path and query of `url` when `onSite` accepts its origin and its path is plain; null for
 * anything else (another site, a crafted path, not a URL), so a caller falls back to a fixed page.
 */
export function sameSitePath(url: string | undefined, onSite: (parsed: URL) => boolean): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return onSite(parsed) && PLAIN_PATH.test(parsed.pathname) ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** A same-site page to come back to after an external login, from the Referer; else the site root. */
export function returnPath(siteUrl: string, referer: string | undefined): string {
  return sameSitePath(referer, (parsed) => parsed.origin === new URL(siteUrl).origin) ?? '/';
}
