/** What a link or an external-login redirect put in the URL hash (reference §9.1). */
export type LinkHashAction =
  | { kind: 'token'; type: LinkTokenType; token: string }
  | { kind: 'signup-denied' }
  | { kind: 'external-error'; error: string; description: string }
  | { kind: 'external-login'; params: Record<string, string> };

export type LinkTokenType = 'confirmation' | 'invite' | 'recovery' | 'email_change' | 'magiclink';

const TOKEN_PATTERN = /(confirmation|invite|recovery|email_change|magiclink)_token=([^&]+)/;
const SIGNUP_DENIED = 'error=access_denied&error_description=403';

function decodeFormValue(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function formParams(hash: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of hash.split('&')) {
    const [key, ...rest] = pair.split('=');
    if (key) params[key] = decodeFormValue(rest.join('='));
  }
  return params;
}

/** Reads the hash (with or without a leading `#` or `#/`); null when it carries nothing for the widget. */
export function parseLinkHash(rawHash: string): LinkHashAction | null {
  const hash = rawHash.replace(/^#\/?/, '');
  if (!hash) return null;
  const token = TOKEN_PATTERN.exec(hash);
  // Link tokens are URL-safe and used as they are, like the reference widget does.
  if (token) return { kind: 'token', type: token[1] as LinkTokenType, token: token[2]! };
  if (hash.includes(SIGNUP_DENIED)) return { kind: 'signup-denied' };
  const params = formParams(hash);
  if (params.error) return { kind: 'external-error', error: params.error, description: params.error_description ?? '' };
  if (params.access_token) return { kind: 'external-login', params };
  return null;
}
