import { WHOLE_SHARE_BP } from '@app/contracts/royalties-api';

/** A payee's share of a book's royalty, in basis points (10000 = 100 %). */
export interface PayeeShare {
  author_id: string;
  share_bp: number;
}

/**
 * Splits a statement line's royalty (integer cents) among payees by the largest-remainder rule:
 * each gets the whole cents of their exact share, then the cents left go one each to the largest
 * remainders (ties to the payee listed first by author id), so the parts sum to the line's royalty
 * to the cent. A negative royalty (returns) is split as its size, then negated. Shares sum to 10000.
 */
export function splitCents(totalCents: number, shares: readonly PayeeShare[]): Map<string, number> {
  if (!Number.isInteger(totalCents)) throw new Error('splitCents takes integer cents');
  if (shares.reduce((sum, share) => sum + share.share_bp, 0) !== WHOLE_SHARE_BP)
    throw new Error('Shares must sum to 10000');
  const sign = totalCents < 0 ? -1 : 1;
  const size = Math.abs(totalCents);
  const parts = [...shares]
    .sort((a, b) => (a.author_id < b.author_id ? -1 : a.author_id > b.author_id ? 1 : 0))
    .map((share) => ({
      author_id: share.author_id,
      cents: Math.floor((size * share.share_bp) / WHOLE_SHARE_BP),
      remainder: (size * share.share_bp) % WHOLE_SHARE_BP,
    }));
  let left = size - parts.reduce((sum, part) => sum + part.cents, 0);
  for (const part of [...parts].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    part.cents += 1;
    left -= 1;
  }
  return new Map(parts.map((part) => [part.author_id, sign * part.cents + 0]));
}
