import type { ExternalProviderConfig, ExternalProviderName } from '../../config/env.js';
import type { IdentityMessage } from '../messages.js';

/** What a provider tells us about the person: their addresses and display data. */
export interface ExternalProfile {
  emails: { email: string; verified: boolean; primary: boolean }[];
  fullName?: string;
  avatarUrl?: string;
}

type Json = Record<string, unknown>;

/** Where a provider's answers keep the person's addresses. */
type EmailSource =
  /** One address in the profile itself, always the primary one. */
  | { in: 'profile'; verified: (info: Json) => boolean }
  /** A list at `{userinfo}/emails`: the field of each entry that says verified, and primary. */
  | { in: 'list'; entries: (answer: unknown) => Json[]; verified: string; primary: string };

/** A provider as data: its public endpoints, and where its profile keeps what we read. */
interface ProviderDefinition {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** Bitbucket wants the client credentials as HTTP Basic; the others as form fields. */
  basicAuth: boolean;
  emails: EmailSource;
  /** Paths to the name in the profile; the first that holds text wins. */
  fullName: string[][];
  /** Path to the picture's address in the profile. */
  avatarUrl: string[];
}

const definitions: Record<ExternalProviderName, ProviderDefinition> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    basicAuth: false,
    emails: { in: 'profile', verified: (info) => info.email_verified === true },
    fullName: [['name']],
    avatarUrl: ['picture'],
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    scope: 'user:email',
    basicAuth: false,
    emails: { in: 'list', entries: (answer) => answer as Json[], verified: 'verified', primary: 'primary' },
    fullName: [['name'], ['login']],
    avatarUrl: ['avatar_url'],
  },
  gitlab: {
    authorizeUrl: 'https://gitlab.com/oauth/authorize',
    tokenUrl: 'https://gitlab.com/oauth/token',
    userinfoUrl: 'https://gitlab.com/api/v4/user',
    scope: 'read_user',
    basicAuth: false,
    // GitLab only returns the address once the person confirmed it.
    emails: { in: 'profile', verified: (info) => info.confirmed_at !== null && info.confirmed_at !== undefined },
    fullName: [['name']],
    avatarUrl: ['avatar_url'],
  },
  bitbucket: {
    authorizeUrl: 'https://bitbucket.org/site/oauth2/authorize',
    tokenUrl: 'https://bitbucket.org/site/oauth2/access_token',
    userinfoUrl: 'https://api.bitbucket.org/2.0/user',
    scope: 'account email',
    basicAuth: true,
    emails: {
      in: 'list',
      entries: (answer) => (answer as { values?: Json[] }).values ?? [],
      verified: 'is_confirmed',
      primary: 'is_primary',
    },
    fullName: [['display_name']],
    avatarUrl: ['links', 'avatar', 'href'],
  },
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The text at `path` inside a JSON answer, if there is any. */
function textAt(json: unknown, path: string[]): string | undefined {
  let value = json;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Json)[key] : undefined;
  return text(value);
}

/** Reads the profile the way the provider's definition describes it. */
async function readProfile(
  definition: ProviderDefinition,
  fetchJson: (url: string) => Promise<unknown>,
  userinfoUrl: string,
): Promise<ExternalProfile> {
  const info = (await fetchJson(userinfoUrl)) as Json;
  const source = definition.emails;
  let emails: ExternalProfile['emails'];
  if (source.in === 'profile') {
    const email = text(info.email);
    emails = email ? [{ email, verified: source.verified(info), primary: true }] : [];
  } else {
    const entries = source.entries(await fetchJson(`${userinfoUrl}/emails`));
    emails = entries.flatMap((entry) => {
      const email = text(entry.email);
      return email
        ? [{ email, verified: entry[source.verified] === true, primary: entry[source.primary] === true }]
        : [];
    });
  }
  return {
    emails,
    fullName: definition.fullName.map((path) => textAt(info, path)).find((name) => name !== undefined),
    avatarUrl: textAt(info, definition.avatarUrl),
  };
}

export interface ExternalProvider extends ProviderDefinition {
  name: ExternalProviderName;
  clientId: string;
  secret: string;
}

/** The provider's endpoints with the configured overrides, and its client credentials. */
export function externalProvider(name: ExternalProviderName, config: ExternalProviderConfig): ExternalProvider {
  const definition = definitions[name];
  return {
    ...definition,
    name,
    clientId: config.clientId,
    secret: config.secret,
    authorizeUrl: config.authorizeUrl ?? definition.authorizeUrl,
    tokenUrl: config.tokenUrl ?? definition.tokenUrl,
    userinfoUrl: config.userinfoUrl ?? definition.userinfoUrl,
  };
}

export class ProviderError extends Error {
  constructor(override readonly message: IdentityMessage) {
    super(message);
    this.name = 'ProviderError';
  }
}

const PROVIDER_TIMEOUT_MS = 10_000;

/** Exchanges the authorization code for the provider's access token, then reads the profile. */
export async function fetchExternalProfile(
  provider: ExternalProvider,
  code: string,
  redirectUri: string,
  codeVerifier: string,
): Promise<ExternalProfile> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (provider.basicAuth) {
    headers.authorization = `Basic ${Buffer.from(`${provider.clientId}:${provider.secret}`).toString('base64')}`;
  } else {
    form.set('client_id', provider.clientId);
    form.set('client_secret', provider.secret);
  }
  const tokenResponse = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers,
    body: form,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const token = (await tokenResponse.json().catch(() => ({}))) as { access_token?: string; error?: string };
  if (!tokenResponse.ok || !token.access_token) {
    throw new ProviderError(`Unable to exchange external code: ${token.error ?? tokenResponse.status}`);
  }
  const fetchJson = async (url: string) => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) throw new ProviderError(`Error getting user profile from external provider: ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  return readProfile(provider, fetchJson, provider.userinfoUrl);
}
