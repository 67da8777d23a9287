import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OAuthError, registerIdentityErrorHandler, tooManyRequests, unprocessable } from './errors.js';

async function answerTo(failure: unknown) {
  const app = Fastify({ logger: false });
  registerIdentityErrorHandler(app);
  app.get('/fail', async () => {
    throw failure;
  });
  const response = await app.inject({ url: '/fail' });
  await app.close();
  return response;
}

describe('identity error shapes', () => {
  it('answers HTTP errors as {code, msg} with their status and headers', async () => {
    const invalid = await answerTo(unprocessable('Verify requires a token'));
    expect([invalid.statusCode, invalid.json()]).toEqual([422, { code: 422, msg: 'Verify requires a token' }]);
    const limited = await answerTo(tooManyRequests(12.2));
    expect(limited.headers['retry-after']).toBe('13');
  });

  it('answers grant failures as {error, error_description} with 400', async () => {
    const response = await answerTo(new OAuthError('invalid_grant', 'Invalid Refresh Token'));
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'invalid_grant', error_description: 'Invalid Refresh Token' },
    ]);
    expect((await answerTo(new OAuthError('unsupported_grant_type'))).json()).toEqual({
      error: 'unsupported_grant_type',
    });
  });

  it('turns a unique-address race into 422 and anything unexpected into a 500 with an id', async () => {
    const race = await answerTo(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(race.json()).toEqual({ code: 422, msg: 'Email address already registered by another user' });
    const crash = await answerTo(new Error('connection reset by a database detail'));
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ code: 500, msg: 'Internal server error', error_id: expect.any(String) });
    expect(crash.body).not.toContain('database detail');
  });

  it('answers a database outage with 503 and Retry-After, as the data API does', async () => {
    const outage = await answerTo(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    expect([outage.statusCode, outage.json()]).toEqual([503, { code: 503, msg: 'Service temporarily unavailable' }]);
    expect(outage.headers['retry-after']).toBe('5');
  });
});
