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

  it('takes PAYOUT_DATA_KEY only as 32 bytes in base64, without echoing it', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ PAYOUT_DATA_KEY: key }).payoutDataKey).toBe(key);
    for (const bad of [
      Buffer.alloc(16, 1).toString('base64'),
      'not base64 at all, but 44 characters long!!',
      `${key}x`,
    ]) {
      expect(problemsOf({ PAYOUT_DATA_KEY: bad })).toEqual([
        'PAYOUT_DATA_KEY: must be 32 bytes in base64 (generate one: openssl rand -base64 32)',
      ]);
    }
  });

  it('never repeats a secret value in its message', () => {
    const problems = problemsOf({ JWT_SECRET: 'short-secret-123' });
    expect(problems).toEqual(['JWT_SECRET: must be at least 32 characters']);
    expect(problems.join()).not.toContain('short-secret-123');
  });

  it('turns demo data off by default in production and on a site others can reach', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ SITE_URL: 'https://books.example.com' }).demoData).toBe(false);
    expect(loadConfig({ SITE_URL: 'http://127.0.0.1:4000' }).demoData).toBe(true);
    // No password for everyone: a random one per DATA_DIR unless DEMO_PASSWORD says otherwise.
    expect(loadConfig({}).demoPassword).toBeUndefined();
  });

  it('refuses demo logins in production, and the well-known password on a site others can reach', () => {
    expect(problemsOf({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toEqual([
      'DEMO_DATA: demo logins are refused when NODE_ENV=production: set DEMO_DATA=false',
    ]);
    const reachable = { SITE_URL: 'https://books.example.com', DEMO_DATA: 'true' };
    expect(problemsOf({ ...reachable, DEMO_PASSWORD: 'quill-demo-2026' })).toEqual([
      'DEMO_PASSWORD: the well-known demo password is refused when SITE_URL is not local: set DEMO_DATA=false, or leave DEMO_PASSWORD unset for a random one',
    ]);
    expect(problemsOf(reachable)).toEqual([]);
    expect(problemsOf({ DEMO_DATA: 'true', DEMO_PASSWORD: 'quill-demo-2026' })).toEqual([]);
  });

  it('refuses production on PostgreSQL without JWT_SECRET and PAYOUT_DATA_KEY', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/books' };
    expect(problemsOf(production)).toEqual([
      'JWT_SECRET: must be set when NODE_ENV=production on PostgreSQL, or the signing key is kept in the database and its backups (generate one: openssl rand -base64 48)',
      'PAYOUT_DATA_KEY: must be set when NODE_ENV=production on PostgreSQL, so every instance seals bank and tax details with one key kept outside the database (generate one: openssl rand -base64 32)',
    ]);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(problemsOf({ ...production, JWT_SECRET: 'x'.repeat(48), PAYOUT_DATA_KEY: key })).toEqual([]);
    expect(problemsOf({ DATABASE_URL: 'postgres://db.internal/books' })).toEqual([]);
  });

  it("names the ACH settings left at the demo bank's values in production only", () => {
    const demo = ['ACH_BANK_ROUTING', 'ACH_BANK_NAME', 'ACH_COMPANY_ID', 'ACH_OFFSET_ACCOUNT'];
    expect(loadConfig({ NODE_ENV: 'production' }).achDemoSettings).toEqual(demo);
    expect(loadConfig({}).achDemoSettings).toEqual([]);
    const ownBank = {
      NODE_ENV: 'production',
      ACH_BANK_ROUTING: '011000015',
      ACH_BANK_NAME: 'FIRST BANK',
      ACH_COMPANY_ID: '1000000000',
      ACH_OFFSET_ACCOUNT: '555000111',
    };
    expect(loadConfig(ownBank).achDemoSettings).toEqual(['ACH_COMPANY_ID']);
    expect(loadConfig({ ...ownBank, ACH_COMPANY_ID: '1123456789' }).achDemoSettings).toEqual([]);
  });

  it("takes TRUST_PROXY as a hop count or the proxies' addresses, and refuses true", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY: true would let a client choose its own address: give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16)',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/99' })).toEqual([
      'TRUST_PROXY: must be a number of proxies (e.g. 1) or a comma-separated list of their addresses or CIDRs',
    ]);
  });
});
