/** What the session needs from the router: move, and read the state the page was entered with. */
export interface NavigationTarget {
  navigate(to: string): unknown;
  /** `location.state` of the current entry; the dashboard guard leaves `{ from }` there when it sends a visitor away. */
  currentLocationState(): unknown;
}

export const DEFAULT_AFTER_LOGIN = '/dashboard';

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/** Only paths of this site: `/x`, never `//host` or an absolute URL. */
function isAppPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function fromState(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (isAppPath(from)) return from;
  const location = from as LocationLike | undefined;
  if (location && isAppPath(location.pathname)) {
    const search = typeof location.search === 'string' ? location.search : '';
    const hash = typeof location.hash === 'string' ? location.hash : '';
    return `${location.pathname}${search}${hash}`;
  }
  return undefined;
}

/** After login: the page asked for, else the page the person was sent away from, else /dashboard (decision 22). */
export function resolveReturnPath(requested: string | undefined, locationState: unknown): string {
  if (isAppPath(requested)) return requested;
  return fromState(locationState) ?? DEFAULT_AFTER_LOGIN;
}
