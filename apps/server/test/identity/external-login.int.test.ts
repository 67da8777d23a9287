import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGoogle, type GoogleAccount } from '../support/oidc-google.js';
import { linkToken } from '../support/mail-catcher.js';
import { callIdentity, OPERATOR_TOKEN, passwordLogin, startIdentityServer, type IdentityServer } from '../support/identity-app.js';

const SITE = 'http://localhost:3000';
const CALLBACK = `${SITE}/.netlify/identity/callback`;

let google: FakeGoogle;
let server: IdentityServer;

/** A browser: follows redirects with a cookie jar, with SITE_URL pointing at the test server. */
async function browse(start: string, headers: Record<string, string> = {}): Promise<string> {
  const jar = new Map<string, Map<string, string>>();
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    const { origin } = new URL(url);
    const cookies = [...(jar.get(origin) ?? new Map())].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { ...headers, ...(cookies ? { cookie: cookies } : {}) },
    });
    const stored = jar.get(origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) stored.delete(name);
      else stored.set(name, value.join('='));
    }
    jar.set(origin, stored);
    const location = response.headers.get('location');
    if (!location) throw new Error(`Stopped at ${url} with ${response.status}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(CALLBACK)) url = `${server.origin}${next.pathname}${next.search}`;
    else if (next.origin === SITE) return next.href;
    else url = next.href;
  }
  throw new Error('Too many redirects');
}

const account = (id: string, email: string, emailVerified = true): GoogleAccount => ({
  id,
  email,
  emailVerified,
  name: `Name of ${id}`,
  picture: `https://images.example/${id}.png`,
});

const hashParams = (url: string) => new URLSearchParams(new URL(url).hash.slice(1));

beforeAll(async () => {
  google = new FakeGoogle();
  await google.start(CALLBACK);
  server = await startIdentityServer(google.env());
});
afterAll(async () => {
  await server?.stop();
  await google?.stop();
});

describe('external login with Google (a real OpenID Connect provider)', () => {
  it('shows the provider in the settings with its label', async () => {
    const settings = (await callIdentity(server, '/settings')).body as Record<string, Record<string, unknown>>;
    expect(settings.external).toMatchObject({ google: true, github: false });
    expect(settings.external_labels).toEqual({ google: 'Google Workspace' });
  });

  it('creates an account on first sign-in and lands on the site with tokens in the hash', async () => {
    google.nextLogin = account('g-1', 'gina@example.com');
    const landing = await browse(`${server.apiUrl}/authorize?provider=google`, {
      referer: `${SITE}/dashboard/invoices`,
    });
    expect(landing.startsWith(`${SITE}/dashboard/invoices#access_token=`)).toBe(true);
    const params = hashParams(landing);
    expect([...params.keys()]).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(params.get('token_type')).toBe('bearer');
    const me = await callIdentity(server, '/user', { token: params.get('access_token')! });
    expect(me.body).toMatchObject({
      email: 'gina@example.com',
      app_metadata: { provider: 'google' },
      user_metadata: { full_name: 'Name of g-1', avatar_url: 'https://images.example/g-1.png' },
    });
    expect((me.body as { confirmed_at?: string }).confirmed_at).toBeTruthy();
  });

  it('links to an existing password account through a verified address', async () => {
    const created = await callIdentity(server, '/admin/users', {
      method: 'POST',
      token: OPERATOR_TOKEN,
      body: { email: 'Paula@Example.com', password: 'Paula-pass-2026', confirm: true },
    });
    google.nextLogin = account('g-2', 'paula@example.com');
    const landing = await browse(`${server.apiUrl}/authorize?provider=google`);
    const me = await callIdentity(server, '/user', { token: hashParams(landing).get('access_token')! });
    expect((me.body as { id: string }).id).toBe((created.body as { id: string }).id);
    expect((await passwordLogin(server, 'paula@example.com', 'Paula-pass-2026')).status).toBe(200);
  });

  it('never links through an address the provider has not verified', async () => {
    await callIdentity(server, '/admin/users', {
      method: 'POST',
      token: OPERATOR_TOKEN,
      body: { email: 'victim@example.com', password: 'Victim-pass-2026', confirm: true },
    });
    google.nextLogin = account('g-3', 'victim@example.com', false);
    const landing = await browse(`${server.apiUrl}/authorize?provider=google`);
    expect(landing).toBe(
      `${SITE}/#error=access_denied&error_description=A+user+with+this+email+address+has+already+been+registered`,
    );
  });

  it('accepts an invitation through the provider when the addresses match', async () => {
    const inviteMail = server.smtp.next('ian@example.com');
    await callIdentity(server, '/invite', {
      method: 'POST',
      token: OPERATOR_TOKEN,
      body: { email: 'ian@example.com' },
    });
    const token = linkToken(await inviteMail, 'invite_token');

    google.nextLogin = account('g-4', 'someone-else@example.com');
    const mismatch = await browse(`${server.apiUrl}/authorize?provider=google&invite_token=${token}`);
    expect(hashParams(mismatch).get('error_description')).toBe(
      'Invited email does not match emails from external provider',
    );

    google.nextLogin = account('g-5', 'IAN@example.com');
    const landing = await browse(`${server.apiUrl}/authorize?provider=google&invite_token=${token}`);
    const me = await callIdentity(server, '/user', { token: hashParams(landing).get('access_token')! });
    expect(me.body).toMatchObject({ email: 'ian@example.com', app_metadata: { provider: 'google' } });
  });

  it('brings a refusal at the provider back as #error=access_denied', async () => {
    google.nextLogin = null;
    const landing = await browse(`${server.apiUrl}/authorize?provider=google`);
    expect(landing).toBe(`${SITE}/#error=access_denied&error_description=The+person+declined`);
  });

  it('refuses unknown providers, unknown invitations and forged or foreign state', async () => {
    const github = await callIdentity(server, '/authorize?provider=github');
    expect(github.body).toEqual({ code: 400, msg: 'Unsupported provider: github is not enabled' });
    const invite = await callIdentity(server, '/authorize?provider=google&invite_token=unknown');
    expect(invite.body).toEqual({ code: 404, msg: 'User not found' });
    const missing = await callIdentity(server, '/callback?code=abc');
    expect(missing.body).toEqual({ code: 400, msg: 'OAuth state parameter missing' });
    const forged = await callIdentity(server, '/callback?code=abc&state=eyJhbGciOiJIUzI1NiJ9.e30.c2ln');
    expect(forged.body).toEqual({ code: 400, msg: 'OAuth state is invalid: expired or tampered' });

    // A valid state without the cookie of the browser that started the round trip.
    const started = await fetch(`${server.apiUrl}/authorize?provider=google`, { redirect: 'manual' });
    const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
    const foreign = await callIdentity(server, `/callback?code=abc&state=${state}`);
    expect(foreign.body).toEqual({ code: 400, msg: 'OAuth state is invalid: started in another browser' });
  });

  it('answers access_denied when signups are closed', async () => {
    const closed = await startIdentityServer({ ...google.env(), IDENTITY_DISABLE_SIGNUP: 'true' });
    const previous = server;
    server = closed;
    try {
      google.nextLogin = account('g-6', 'newcomer@example.com');
      const landing = await browse(`${closed.apiUrl}/authorize?provider=google`);
      expect(landing).toBe(`${SITE}/#error=access_denied&error_description=Signups+not+allowed+for+this+instance`);
    } finally {
      server = previous;
      await closed.stop();
    }
  });
});
