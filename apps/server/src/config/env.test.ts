import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('runs with no variables at all: embedded database, demo data, localhost site', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      database: { kind: 'pglite', dataDir: './data' },
      siteUrl: 'http://localhost:3000',
      demoData: true,
      jwtSecret: undefined,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('switches to PostgreSQL with DATABASE_URL and then seeds no demo data unless asked', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ database: { kind: 'postgres', url }, demoData: false });
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('derives SITE_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SITE_URL: 'https://books.example.com/' }).siteUrl).toBe('https://books.example.com');
  });

  it('names each bad variable in one line', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT: must be a number']);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL: must start with postgres:// or postgresql://',
    ]);
    expect(problemsOf({ PORT: '70000', DEMO_DATA: 'maybe', SITE_URL: 'not a url' })).toHaveLength(3);
    expect(problemsOf({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL: /);
  });

  it('never repeats a secret value in its message', () => {
    const problems = problemsOf({ JWT_SECRET: 'short-secret-123' });
    expect(problems).toEqual(['JWT_SECRET: must be at least 32 characters']);
    expect(problems.join()).not.toContain('short-secret-123');
  });
});
