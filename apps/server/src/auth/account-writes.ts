/**
 * Whether a request may have changed what tokens may do: accounts, sessions, factors and roles are
 * written only through the identity API (staff screens read them, and invite through it), so only
 * its writes drop this instance's access answers at once (see AccessCache.forgetEverything). The
 * database announces every such change anyway; this only spares this instance the wait.
 */
export const mayChangeAccess = (method: string, url: string): boolean =>
  method !== 'GET' && method !== 'HEAD' && url.startsWith('/.netlify/identity/');
