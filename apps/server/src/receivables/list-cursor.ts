import { AppError } from '../http/errors.js';

/**
 * The position a page of a keyset-paged list ends at: the last row's sort key and id. Sent to the
 * browser as opaque base64url text, and read back checked, so a cursor edited by hand gets 400
 * instead of reaching the database.
 */
export interface ListCursor {
  key: string | null;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const writeCursor = (cursor: ListCursor): string =>
  Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');

/** The cursor in `text`; 400 unless it is one this list wrote (`keyFits` checks the sort key's form). */
export function readCursor(text: string, keyFits: (key: string) => boolean): ListCursor {
  const refused = new AppError(400, 'validation_failed', 'Unknown page', { after: ['Unknown page'] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw refused;
  const [key, id] = parsed as unknown[];
  if (key !== null && (typeof key !== 'string' || !keyFits(key))) throw refused;
  if (typeof id !== 'string' || !UUID.test(id)) throw refused;
  return { key, id };
}
