import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.js';

describe('identity configuration', () => {
  it('defaults to open signup with confirmation, 8-character passwords, 1 h tokens and 30-day sessions', () => {
    expect(loadConfig({}).identity).toEqual({
      disableSignup: false,
      autoconfirm: false,
      operatorToken: undefined,
      minPasswordLength: 8,
      accessTokenTtlSeconds: 3600,
      sessionMaxAgeDays: 30,
      rateLimit: { windowSeconds: 300, perIp: 60, perEmail: 10 },
      corsOrigins: [],
      external: {},
    });
  });

  it('reads the extra CORS origins as URL origins, and refuses anything else', () => {
    const { corsOrigins } = loadConfig({
      IDENTITY_CORS_ORIGINS: ' http://localhost:8888 ,https://Preview.Example.com/, ',
    }).identity;
    expect(corsOrigins).toEqual(['http://localhost:8888', 'https://preview.example.com']);
    for (const bad of ['*', 'localhost:8888', 'ftp://files.example.com', 'https://ok.example, nonsense']) {
      expect(() => loadConfig({ IDENTITY_CORS_ORIGINS: bad })).toThrow(
        'IDENTITY_CORS_ORIGINS: must be a comma-separated list of http(s) origins',
      );
    }
  });

  it('enables a provider only with both a client id and a secret', () => {
    const { external } = loadConfig({
      IDENTITY_EXTERNAL_GITHUB_CLIENT_ID: 'id',
      IDENTITY_EXTERNAL_GITHUB_SECRET: 'secret',
      IDENTITY_EXTERNAL_GITHUB_LABEL: 'GitHub (staff)',
      IDENTITY_EXTERNAL_GITLAB_CLIENT_ID: 'id-without-secret',
      IDENTITY_EXTERNAL_GOOGLE_SECRET: '',
    }).identity;
    expect(external).toEqual({
      github: {
        clientId: 'id',
        secret: 'secret',
        authorizeUrl: undefined,
        tokenUrl: undefined,
        userinfoUrl: undefined,
        label: 'GitHub (staff)',
      },
    });
  });

  it('names each bad identity variable without echoing its value', () => {
    try {
      loadConfig({
        IDENTITY_AUTOCONFIRM: 'maybe',
        IDENTITY_OPERATOR_TOKEN: 'short-secret',
        IDENTITY_MIN_PASSWORD_LENGTH: '0',
        IDENTITY_EXTERNAL_GOOGLE_TOKEN_URL: 'not a url',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toEqual([
        'IDENTITY_AUTOCONFIRM: must be true or false',
        'IDENTITY_OPERATOR_TOKEN: must be at least 32 characters',
        expect.stringMatching(/^IDENTITY_MIN_PASSWORD_LENGTH: /),
        'IDENTITY_EXTERNAL_GOOGLE_TOKEN_URL: must be an absolute URL',
      ]);
      expect(problems.join('\n')).not.toContain('short-secret');
    }
  });
});
