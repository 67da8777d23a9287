import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExternalProviderName } from '../../config/env.js';
import { externalProvider, fetchExternalProfile, type ExternalProfile } from './providers.js';

/** Answers the token exchange, then each profile URL with its canned JSON; records every request. */
function fakeProvider(answers: Record<string, unknown>) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const body = url === 'https://provider.test/token' ? { access_token: 'provider-token' } : answers[url];
    return Promise.resolve(
      body === undefined ? new Response('', { status: 404 }) : Response.json(body, { status: 200 }),
    );
  });
  return requests;
}

function profileOf(name: ExternalProviderName) {
  const provider = externalProvider(name, {
    clientId: 'client',
    authorizeUrl: undefined,
    label: undefined,
    secret: 'shh',
    tokenUrl: 'https://provider.test/token',
    userinfoUrl: 'https://provider.test/user',
  });
  return fetchExternalProfile(provider, 'the-code', 'https://site.test/callback', 'the-verifier');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('external login providers', () => {
  it('reads Google’s OpenID Connect userinfo, verified only when Google says so', async () => {
    fakeProvider({
      'https://provider.test/user': {
        email: 'gina@example.com',
        email_verified: true,
        name: 'Gina',
        picture: 'https://img.test/g.png',
      },
    });
    expect(await profileOf('google')).toEqual<ExternalProfile>({
      emails: [{ email: 'gina@example.com', verified: true, primary: true }],
      fullName: 'Gina',
      avatarUrl: 'https://img.test/g.png',
    });
    fakeProvider({ 'https://provider.test/user': { email: 'gina@example.com', email_verified: 'true', name: '' } });
    expect(await profileOf('google')).toEqual<ExternalProfile>({
      emails: [{ email: 'gina@example.com', verified: false, primary: true }],
      fullName: undefined,
      avatarUrl: undefined,
    });
  });

  it('reads GitHub’s addresses from its emails list and falls back to the login for the name', async () => {
    const requests = fakeProvider({
      'https://provider.test/user': { login: 'octo', name: null, avatar_url: 'https://img.test/o.png' },
      'https://provider.test/user/emails': [
        { email: 'octo@example.com', verified: true, primary: true },
        { email: 'old@example.com', verified: false, primary: false },
        { email: '', verified: true, primary: false },
      ],
    });
    expect(await profileOf('github')).toEqual<ExternalProfile>({
      emails: [
        { email: 'octo@example.com', verified: true, primary: true },
        { email: 'old@example.com', verified: false, primary: false },
      ],
      fullName: 'octo',
      avatarUrl: 'https://img.test/o.png',
    });
    const token = requests[0]!;
    expect(new URLSearchParams(token.init.body as URLSearchParams).get('client_secret')).toBe('shh');
    expect((token.init.headers as Record<string, string>).authorization).toBeUndefined();
    expect((requests[1]!.init.headers as Record<string, string>).authorization).toBe('Bearer provider-token');
  });

  it('counts a GitLab address as verified once it has been confirmed', async () => {
    fakeProvider({
      'https://provider.test/user': { email: 'lab@example.com', confirmed_at: null, name: 'Lab', avatar_url: '' },
    });
    expect(await profileOf('gitlab')).toEqual<ExternalProfile>({
      emails: [{ email: 'lab@example.com', verified: false, primary: true }],
      fullName: 'Lab',
      avatarUrl: undefined,
    });
    fakeProvider({ 'https://provider.test/user': { email: 'lab@example.com', confirmed_at: '2026-01-01T00:00:00Z' } });
    expect((await profileOf('gitlab')).emails).toEqual([{ email: 'lab@example.com', verified: true, primary: true }]);
  });

  it('reads Bitbucket’s paged address list and sends the client credentials as HTTP Basic', async () => {
    const requests = fakeProvider({
      'https://provider.test/user': { display_name: 'Bit', links: { avatar: { href: 'https://img.test/b.png' } } },
      'https://provider.test/user/emails': {
        values: [{ email: 'bit@example.com', is_confirmed: true, is_primary: true }],
      },
    });
    expect(await profileOf('bitbucket')).toEqual<ExternalProfile>({
      emails: [{ email: 'bit@example.com', verified: true, primary: true }],
      fullName: 'Bit',
      avatarUrl: 'https://img.test/b.png',
    });
    const token = requests[0]!;
    expect((token.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('client:shh').toString('base64')}`,
    );
    expect(new URLSearchParams(token.init.body as URLSearchParams).get('client_secret')).toBeNull();
  });

  it('reads no address from a Bitbucket answer without a list', async () => {
    fakeProvider({ 'https://provider.test/user': { display_name: 'Bit' }, 'https://provider.test/user/emails': {} });
    expect((await profileOf('bitbucket')).emails).toEqual([]);
  });
});
