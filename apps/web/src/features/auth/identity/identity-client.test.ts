import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentityClient, IdentityError } from './identity-client';

function respond(status: number, body: string, contentType = 'application/json') {
  // A fresh answer each call: a body is read once.
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit & { headers: Record<string, string>; body: string }) =>
      new Response(body, { status, headers: { 'content-type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('IdentityClient errors', () => {
  it('takes the message from a JSON body msg, with the status', async () => {
    respond(422, '{"code":422,"msg":"Signup requires a valid password"}');
    const error = await new IdentityClient().signup('a@example.com', '', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ status: 422, message: 'Signup requires a valid password' });
  });

  it('joins error and error_description otherwise, keeping the body', async () => {
    respond(400, '{"error":"invalid_grant","error_description":"Email not confirmed"}');
    const error = await new IdentityClient().passwordGrant('u@example.com', 'pw').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      message: 'invalid_grant: Email not confirmed',
      json: { error_description: 'Email not confirmed' },
    });
  });

  it('carries the body text of a failed response that is not JSON', async () => {
    respond(502, 'Bad Gateway', 'text/html');
    await expect(new IdentityClient().settings()).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });
});

describe('IdentityClient answers cut short', () => {
  it('fails, without an IdentityError, when a 200 answer’s body cannot be read (the page is unloading)', async () => {
    const cutShort = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":"u1","em'));
        controller.error(new DOMException('The user aborted a request.', 'AbortError'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(new Response(cutShort, { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const error = await new IdentityClient().getUser('token').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(IdentityError);
  });

  it('fails when a 200 answer that says JSON is not JSON', async () => {
    respond(200, '<html>proxy login</html>');
    await expect(new IdentityClient().getUser('token')).rejects.toBeInstanceOf(Error);
  });
});

describe('IdentityClient requests', () => {
  it('sends the password grant as a form', async () => {
    const fetchMock = respond(200, '{"access_token":"a","token_type":"bearer","expires_in":3600,"refresh_token":"r"}');
    await new IdentityClient().passwordGrant('a+b@example.com', 'p&w');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/.netlify/identity/token');
    expect(init.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(init.body).get('username')).toBe('a+b@example.com');
    expect(new URLSearchParams(init.body).get('password')).toBe('p&w');
  });

  it('sends JSON, the bearer and, with an audience, X-JWT-AUD', async () => {
    const fetchMock = respond(200, '{}');
    await new IdentityClient('/id', 'aud1').updateUser('tok', { password: 'x' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/id/user');
    expect(init).toMatchObject({ method: 'PUT', body: '{"password":"x"}' });
    expect(init.headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-jwt-aud': 'aud1',
      'content-type': 'application/json',
    });
  });

  it('asks the service on its own origin to set the HttpOnly nf_jwt cookie (X-Use-Cookie: 1)', async () => {
    const fetchMock = respond(200, '{"access_token":"a","token_type":"bearer","expires_in":3600,"refresh_token":"r"}');
    const client = new IdentityClient();
    await client.passwordGrant('a@example.com', 'pw');
    await client.refreshGrant('r');
    await client.verify('signup', 'T');
    for (const [, init] of fetchMock.mock.calls) expect(init.headers['x-use-cookie']).toBe('1');
  });

  it('checks a password with a grant that leaves the nf_jwt cookie alone', async () => {
    const fetchMock = respond(200, '{"access_token":"a","token_type":"bearer","expires_in":3600,"refresh_token":"r"}');
    await new IdentityClient().checkPassword('a@example.com', 'current-pw');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/.netlify/identity/token');
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual({
      grant_type: 'password',
      username: 'a@example.com',
      password: 'current-pw',
    });
    expect(init.headers).not.toHaveProperty('x-use-cookie');
  });

  it('asks no cookie of a service on another origin (a local site using the live one)', async () => {
    vi.stubGlobal('location', new URL('http://localhost:5173/'));
    const fetchMock = respond(200, '{"access_token":"a","token_type":"bearer","expires_in":3600,"refresh_token":"r"}');
    await new IdentityClient('https://books.example/.netlify/identity').passwordGrant('a@example.com', 'pw');
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty('x-use-cookie');
  });

  it('sends no audience header without an audience', async () => {
    const fetchMock = respond(200, '{}');
    await new IdentityClient().getUser('tok');
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty('x-jwt-aud');
  });

  it('builds the external login and invite acceptance URLs', () => {
    const client = new IdentityClient();
    expect(client.externalLoginUrl('github')).toBe('/.netlify/identity/authorize?provider=github');
    expect(client.acceptInviteExternalUrl('github', 'T')).toBe(
      '/.netlify/identity/authorize?provider=github&invite_token=T',
    );
  });
});

describe('IdentityClient factors', () => {
  it('verifies a factor by challenging it, then answering that challenge with the code', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ id: 'ch1', expires_at: 1 }))
      .mockResolvedValueOnce(Response.json({ access_token: 'a2', refresh_token: 'r2', user: { id: 'u1' } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await new IdentityClient().verifyFactor('tok', 'f1', '123456');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/.netlify/identity/factors/f1/challenge', 'POST', undefined],
      ['/.netlify/identity/factors/f1/verify', 'POST', '{"challenge_id":"ch1","code":"123456"}'],
    ]);
    expect(fetchMock.mock.calls[1]![1].headers.authorization).toBe('Bearer tok');
    expect(result).toMatchObject({ access_token: 'a2', user: { id: 'u1' } });
  });

  it('does not answer when the challenge is refused', async () => {
    const fetchMock = respond(404, '{"code":404,"msg":"Factor not found"}');
    await expect(new IdentityClient().verifyFactor('tok', 'gone', '123456')).rejects.toMatchObject({
      status: 404,
      message: 'Factor not found',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('enrols a TOTP factor with its name and removes a factor', async () => {
    const fetchMock = respond(200, '{"id":"f1"}');
    const client = new IdentityClient();
    await client.enrolTotpFactor('tok', 'Phone');
    await client.removeFactor('tok', 'f1');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/.netlify/identity/factors', 'POST', '{"factor_type":"totp","friendly_name":"Phone"}'],
      ['/.netlify/identity/factors/f1', 'DELETE', undefined],
    ]);
  });
});
