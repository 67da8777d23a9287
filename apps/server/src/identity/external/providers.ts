import type { ExternalProviderConfig, ExternalProviderName } from '../../config/env.js';
import type { IdentityMessage } from '../messages.js';

/** What a provider tells us about the person: their addresses and display data. */
export interface ExternalProfile {
  emails: { email: string; verified: boolean; primary: boolean }[];
  fullName?: string;
  avatarUrl?: string;
}

interface ProviderDefinition {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** Bitbucket wants the client credentials as HTTP Basic; the others as form fields. */
  basicAuth: boolean;
  profile(fetchJson: (url: string) => Promise<unknown>, userinfoUrl: string): Promise<ExternalProfile>;
}

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const definitions: Record<ExternalProviderName, ProviderDefinition> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    basicAuth: false,
    async profile(fetchJson, url) {
      const info = (await fetchJson(url)) as Json;
      const email = text(info.email);
      return {
        emails: email ? [{ email, verified: info.email_verified === true, primary: true }] : [],
        fullName: text(info.name),
        avatarUrl: text(info.picture),
      };
    },
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    scope: 'user:email',
    basicAuth: false,
    async profile(fetchJson, url) {
      const info = (await fetchJson(url)) as Json;
      const emails = (await fetchJson(`${url}/emails`)) as Json[];
      return {
        emails: emails.flatMap((e) =>
          text(e.email) ? [{ email: String(e.email), verified: e.verified === true, primary: e.primary === true }] : [],
        ),
        fullName: text(info.name) ?? text(info.login),
        avatarUrl: text(info.avatar_url),
      };
    },
  },
  gitlab: {
    authorizeUrl: 'https://gitlab.com/oauth/authorize',
    tokenUrl: 'https://gitlab.com/oauth/token',
    userinfoUrl: 'https://gitlab.com/api/v4/user',
    scope: 'read_user',
    basicAuth: false,
    async profile(fetchJson, url) {
      const info = (await fetchJson(url)) as Json;
      const email = text(info.email);
      // GitLab only returns the address once the person confirmed it.
      const verified = info.confirmed_at !== null && info.confirmed_at !== undefined;
      return {
        emails: email ? [{ email, verified, primary: true }] : [],
        fullName: text(info.name),
        avatarUrl: text(info.avatar_url),
      };
    },
  },
  bitbucket: {
    authorizeUrl: 'https://bitbucket.org/site/oauth2/authorize',
    tokenUrl: 'https://bitbucket.org/site/oauth2/access_token',
    userinfoUrl: 'https://api.bitbucket.org/2.0/user',
    scope: 'account email',
    basicAuth: true,
    async profile(fetchJson, url) {
      const info = (await fetchJson(url)) as Json;
      const emails = ((await fetchJson(`${url}/emails`)) as { values?: Json[] }).values ?? [];
      const links = info.links as { avatar?: { href?: string } } | undefined;
      return {
        emails: emails.flatMap((e) =>
          text(e.email)
            ? [{ email: String(e.email), verified: e.is_confirmed === true, primary: e.is_primary === true }]
            : [],
        ),
        fullName: text(info.display_name),
        avatarUrl: text(links?.avatar?.href),
      };
    },
  },
};

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
  return provider.profile(fetchJson, provider.userinfoUrl);
}
