/** The identity service's path on the site. */
export const DEFAULT_IDENTITY_URL = '/.netlify/identity';
/** Where the identity session lives in local storage (the key gotrue-js uses, so sessions carry over). */
export const SESSION_STORAGE_KEY = 'gotrue.user';

/** Where a developer's live-site URL is kept when the site runs on a local host (as the reference widget). */
export const SITE_URL_STORAGE_KEY = 'netlifySiteURL';
/** Host names that count as a local development server (decision 25). */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '0.0.0.0'];

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.includes(hostname);
}

/** Strips a trailing `/.netlify/identity` (18 characters, optionally followed by a slash) from an entered URL. */
export function stripIdentityPath(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  return trimmed.endsWith(DEFAULT_IDENTITY_URL) ? trimmed.slice(0, -DEFAULT_IDENTITY_URL.length) : trimmed;
}

export interface ResolvedIdentityUrl {
  apiUrl: string;
  /** A local server with no identity URL and no stored site URL: the modal asks for the site's URL. */
  developmentMode: boolean;
  /** The developer's site URL on a local host, else null. */
  localSiteUrl: string | null;
}

/**
 * The configured identity URL wins. Without one, a local host uses the stored site URL (or asks
 * for it); any other host uses the same origin's default path.
 */
export function resolveIdentityUrl(
  configured: string | undefined,
  storage: Storage | null,
  hostname: string = typeof location === 'undefined' ? '' : location.hostname,
): ResolvedIdentityUrl {
  if (configured) return { apiUrl: configured, developmentMode: false, localSiteUrl: null };
  if (!isLocalHost(hostname)) return { apiUrl: DEFAULT_IDENTITY_URL, developmentMode: false, localSiteUrl: null };
  const siteUrl = storage?.getItem(SITE_URL_STORAGE_KEY) || null;
  return siteUrl
    ? { apiUrl: `${siteUrl}${DEFAULT_IDENTITY_URL}`, developmentMode: false, localSiteUrl: siteUrl }
    : { apiUrl: DEFAULT_IDENTITY_URL, developmentMode: true, localSiteUrl: null };
}

export function storeSiteUrl(storage: Storage | null, siteUrl: string | null): void {
  if (siteUrl) storage?.setItem(SITE_URL_STORAGE_KEY, stripIdentityPath(siteUrl));
  else storage?.removeItem(SITE_URL_STORAGE_KEY);
}
