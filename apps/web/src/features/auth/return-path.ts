import { nextPageValue } from '../../lib/next-page-value';

/**
 * Where login leads (decision 22): the page asked for, else the page the person was sent away
 * from, else /dashboard. The dashboard remembers the page it sent a signed-out visitor away from
 * in sessionStorage, since the way to / is a new document (see lib/navigation).
 */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

const returnPath = nextPageValue('return-path');

/** Only paths of this site: `/x`, never `//host` or an absolute URL. */
function isAppPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remembers the page a signed-out visitor was sent away from, for after their login. */
export const rememberReturnPath = (path: string): void => returnPath.put(path);

/** The remembered page, once: it is forgotten as it is read. */
export const takeReturnPath = (): string | null => returnPath.take();

export function resolveReturnPath(requested: string | undefined, remembered: string | null): string {
  if (isAppPath(requested)) return requested;
  return isAppPath(remembered) ? remembered : DEFAULT_AFTER_LOGIN;
}
