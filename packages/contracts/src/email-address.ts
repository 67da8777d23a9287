import { isStorableText } from './storable-text.js';
import { z } from './zod.js';

/**
 * The one rule for an email address entering the system (sign-up, invitation, email change,
 * recovery, staff and visitor forms). An address is one mailbox: a dot-atom local part (no quoted
 * strings, comments or characters a mail header would split it at, such as `,` `;` `<` `"`) at a
 * host name. A domain ending in a dot is refused rather than stripped: `a@example.com.` would
 * otherwise be a second account beside `a@example.com`. Letters beyond ASCII are allowed
 * (internationalised addresses).
 */

const ATOM = String.raw`[\p{L}\p{N}\p{M}!#$%&'*+/=?^_{|}~\x60-]+`;
const LOCAL_PART = new RegExp(String.raw`^${ATOM}(?:\.${ATOM})*$`, 'u');
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?`;
const DOMAIN = new RegExp(String.raw`^(?:${LABEL}\.)+${LABEL}$`, 'u');
const NUMERIC_LABEL = /^\d+$/;

const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

/**
 * The address as stored and mailed (trimmed, its domain lower-cased; nothing else changes), or
 * null when it is not one plain mailbox address.
 */
export function normalisedEmailAddress(raw: string): string | null {
  const address = raw.trim();
  if (address.length > MAX_ADDRESS_LENGTH || !isStorableText(address)) return null;
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (at < 1 || local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local) || !DOMAIN.test(domain)) return null;
  const topLevel = domain.slice(domain.lastIndexOf('.') + 1);
  if (topLevel.length < 2 || NUMERIC_LABEL.test(topLevel)) return null;
  return `${local}@${domain}`;
}

/** A form field for an email address: refused with `message`, else the normalised address. */
export const emailAddress = (message: string) =>
  z.string().transform((value, context) => {
    const address = normalisedEmailAddress(value);
    if (address === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return address;
  });
