/**
 * A value this tab hands to the page it loads next (sessionStorage), read once. Storage may be
 * off (private mode, quota): the value is then lost, never an error.
 */
export function nextPageValue(key: string) {
  return {
    put(value: string): void {
      try {
        sessionStorage.setItem(key, value);
      } catch {
        // Lost: the page works without it.
      }
    },
    take(): string | null {
      try {
        const value = sessionStorage.getItem(key);
        sessionStorage.removeItem(key);
        return value;
      } catch {
        return null;
      }
    },
  };
}
