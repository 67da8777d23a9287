/**
 * The text the widget shows for a failure: the server's `error_description`, else the error's
 * message, else the error itself as text (spec §8). The result is then used as a translation key.
 */
export function errorText(error: unknown, fallback = ''): string {
  if (typeof error === 'string') return error || fallback;
  const candidate = error as { json?: { error_description?: unknown } | null; message?: unknown } | null;
  const description = candidate?.json?.error_description;
  if (typeof description === 'string' && description) return description;
  if (typeof candidate?.message === 'string' && candidate.message) return candidate.message;
  return fallback;
}
