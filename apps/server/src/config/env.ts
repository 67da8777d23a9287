import { isIP } from 'node:net';
import { join } from 'node:path';
import cronParser from 'cron-parser';
import { z } from 'zod';
import { isAbaRoutingNumber } from '@app/contracts/payouts-api';
import { DEFAULT_LISTENER_HEARTBEAT_MS } from '../db/pg-listener.js';

/** Env values arrive as strings; these helpers turn them into typed settings with one clear message each. */
/** The job queue reads schedules with the same parser: a bad one is refused here, at start. */
function isCronExpression(value: string): boolean {
  try {
    cronParser.parseExpression(value, { tz: 'UTC' });
    return true;
  } catch {
    return false;
  }
}

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A payout data key (PAYOUT_DATA_KEY, DATA_DIR/payout-data-key): 32 bytes in base64. */
export const isPayoutDataKey = (text: string) =>
  /^[A-Za-z0-9+/]{43}=$/.test(text) && Buffer.from(text, 'base64').length === 32;

const positiveInt = (fallback: number) =>
  z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1).default(fallback);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url({ message: 'must be an absolute URL' }).optional());
/** A comma-separated list of web origins (`https://app.example.com`), each kept as its URL origin. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const items = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const origins = items.map((item) => (URL.canParse(item) ? new URL(item).origin : 'null'));
    if (origins.some((origin) => !/^https?:\/\//.test(origin))) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of http(s) origins' });
      return z.NEVER;
    }
    return origins;
  });

/** proxy-addr's names for reserved ranges, usable in TRUST_PROXY like an address. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrCidr = (item: string) => {
  if (proxyRangeNames.includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * Which proxies' X-Forwarded-For to believe: none (unset, `false`), the nearest N hops (a number),
 * or the listed addresses/CIDRs. `true` would believe every hop, the client's own included, so the
 * client could pick its address for rate limits and audit logs: refused.
 */
const trustProxySetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const text = value?.trim().toLowerCase();
      if (text === undefined || ['false', '0', 'no'].includes(text)) return false;
      if (['true', 'yes'].includes(text)) {
        ctx.addIssue({
          code: 'custom',
          message:
            'true would let a client choose its own address: give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16)',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) return Number(text);
      const items = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.length === 0 || !items.every(isAddressOrCidr)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a number of proxies (e.g. 1) or a comma-separated list of their addresses or CIDRs',
        });
        return z.NEVER;
      }
      return items;
    }),
);

/** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/** External login providers of the identity service, configured by IDENTITY_EXTERNAL_<NAME>_*. */
export const externalProviderNames = ['google', 'github', 'gitlab', 'bitbucket'] as const;
export type ExternalProviderName = (typeof externalProviderNames)[number];

const externalProviderShape = Object.fromEntries(
  externalProviderNames.flatMap((name) => {
    const prefix = `IDENTITY_EXTERNAL_${name.toUpperCase()}`;
    return [
      [`${prefix}_CLIENT_ID`, optionalText],
      [`${prefix}_SECRET`, optionalText],
      [`${prefix}_AUTHORIZE_URL`, optionalUrl],
      [`${prefix}_TOKEN_URL`, optionalUrl],
      [`${prefix}_USERINFO_URL`, optionalUrl],
      [`${prefix}_LABEL`, optionalText],
    ];
  }),
) as Record<string, typeof optionalText>;

/**
 * The ACH_* defaults that stand for a demo bank and account (the company's name is its own), so a
 * development instance can make a NACHA file at once.
 */
const DEMO_ACH_SETTINGS = {
  ACH_BANK_ROUTING: '021000021',
  ACH_BANK_NAME: 'DEMO BANK',
  ACH_COMPANY_ID: '1000000000',
  ACH_OFFSET_ACCOUNT: '000000000000',
} as const;

/**
 * In production, the ACH_* settings still holding the demo bank's values. The instance starts
 * (a company may pay by PayPal and cheque only), but no NACHA file is made while any is left.
 */
function demoAchSettingsIn(production: boolean, e: Record<keyof typeof DEMO_ACH_SETTINGS, string>): string[] {
  if (!production) return [];
  return Object.entries(DEMO_ACH_SETTINGS).flatMap(([name, demo]) =>
    e[name as keyof typeof DEMO_ACH_SETTINGS] === demo ? [name] : [],
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_LISTENER_HEARTBEAT_MS: z.coerce
    .number()
    .int()
    .min(100, 'must be at least 100')
    .default(DEFAULT_LISTENER_HEARTBEAT_MS),
  SITE_URL: z.preprocess(emptyToUndefined, z.url({ message: 'must be an absolute URL' }).optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  PAYOUT_DATA_KEY: z.preprocess(
    emptyToUndefined,
    z.string().refine(isPayoutDataKey, 'must be 32 bytes in base64 (generate one: openssl rand -base64 32)').optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Quillbridge Publishing <no-reply@localhost>'),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(500, 'must be at least 500').default(10_000),
  MAIL_RETRY_DELAY_SECONDS: positiveInt(30),
  MAIL_RETRY_HOURS: positiveInt(24),
  MAIL_ABANDONED_AFTER_SECONDS: z.coerce.number().int().min(5, 'must be at least 5').default(300),
  MAIL_LOG_RETENTION_DAYS: z.coerce.number().int().min(0, 'must be 0 or more').default(365),
  SALES_IMPORT_STALLED_AFTER_SECONDS: z.coerce.number().int().min(5, 'must be at least 5').default(600),
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .refine(isCronExpression, 'must be a cron expression such as "30 3 * * *" (UTC)')
    .default('30 3 * * *'),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0, 'must be 0 or more').default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0, 'must be 0 or more').default(4),
  DEMO_DATA: z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }).optional(),
  DEMO_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  IDENTITY_DISABLE_SIGNUP: flag(false),
  IDENTITY_AUTOCONFIRM: flag(false),
  IDENTITY_OPERATOR_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  IDENTITY_MIN_PASSWORD_LENGTH: positiveInt(8),
  IDENTITY_JWT_EXP_SECONDS: positiveInt(3600),
  IDENTITY_SESSION_MAX_AGE_DAYS: positiveInt(30),
  IDENTITY_RATE_LIMIT_WINDOW_SECONDS: positiveInt(300),
  IDENTITY_RATE_LIMIT_PER_IP: positiveInt(60),
  IDENTITY_RATE_LIMIT_PER_EMAIL: positiveInt(10),
  IDENTITY_CORS_ORIGINS: originList,
  REALTIME_MAX_SOCKETS_PER_USER: positiveInt(20),
  // The company as the originator of the payout runs' ACH files (docs/payouts.md#the-nacha-file).
  // The defaults are a demo bank's: set the company's own before paying anyone.
  ACH_BANK_ROUTING: z
    .string()
    .trim()
    .refine(isAbaRoutingNumber, 'must be a 9-digit ABA routing number')
    .default(DEMO_ACH_SETTINGS.ACH_BANK_ROUTING),
  ACH_BANK_NAME: z.string().trim().min(1).max(23, 'at most 23 characters').default(DEMO_ACH_SETTINGS.ACH_BANK_NAME),
  ACH_COMPANY_NAME: z.string().trim().min(1).max(16, 'at most 16 characters').default('QUILLBRIDGE PUB'),
  ACH_COMPANY_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{10}$/, 'must be the 10-character ACH company ID the bank gave (often 1 and the EIN)')
    .default(DEMO_ACH_SETTINGS.ACH_COMPANY_ID),
  ACH_OFFSET_ACCOUNT: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, 'must be the 4 to 17 digits of the account the payouts are debited from')
    .default(DEMO_ACH_SETTINGS.ACH_OFFSET_ACCOUNT),
  ...externalProviderShape,
});

export interface ExternalProviderConfig {
  clientId: string;
  secret: string;
  /** Endpoints override the provider's public ones (self-hosted GitLab, tests). */
  authorizeUrl: string | undefined;
  tokenUrl: string | undefined;
  userinfoUrl: string | undefined;
  label: string | undefined;
}

export interface IdentityConfig {
  disableSignup: boolean;
  autoconfirm: boolean;
  operatorToken: string | undefined;
  minPasswordLength: number;
  accessTokenTtlSeconds: number;
  sessionMaxAgeDays: number;
  rateLimit: { windowSeconds: number; perIp: number; perEmail: number };
  /** Origins besides the site's own whose pages may call the identity service (CORS). */
  corsOrigins: string[];
  /** Enabled providers only: those with a client id and a secret. */
  external: Partial<Record<ExternalProviderName, ExternalProviderConfig>>;
}

/** The company as originator of its ACH files (payouts/nacha.ts), from the ACH_* settings. */
export interface AchOriginator {
  /** The company's bank (the ODFI): its ABA routing number and name. */
  bankRouting: string;
  bankName: string;
  /** The company as the receivers' banks show it (16 characters) and its ACH company ID (10). */
  companyName: string;
  companyId: string;
  /** The company's own checking account at its bank, debited by the balancing entry. */
  offsetAccount: string;
}

export interface MailQueueSettings {
  /** How often an idle worker looks for due jobs: retries, and jobs sent by another instance (one sent here wakes it at once). */
  pollIntervalMs: number;
  /** The first retry waits about this long, each next one twice as long. */
  retryDelaySeconds: number;
  /** Retries go on at least this long; then the mail is marked failed. */
  retryHours: number;
  /**
   * A job whose worker died (a killed instance) is taken back after this long: kept above the
   * transport's SMTP timeouts, so only an abandoned attempt expires.
   */
  abandonedAfterSeconds: number;
}

/** How many scheduled backups stay: one a day for `daily` days, then one a week for `weekly` weeks. */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

export interface BackupSchedule {
  /** Where the files go (DATA_DIR/backups unless BACKUP_DIR says otherwise). */
  dir: string;
  /** A cron expression in UTC. */
  cron: string;
  keep: RetentionPolicy;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  /** `listenerHeartbeatMs`: how often the LISTEN connection checks that it still hears (see PgListener). */
  | { kind: 'postgres'; url: string; listenerHeartbeatMs?: number };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  siteUrl: string;
  /** Undefined until resolved by `resolveJwtSecret` (generated and kept in DATA_DIR when absent). */
  jwtSecret: string | undefined;
  /** PAYOUT_DATA_KEY; unset: generated once and kept in DATA_DIR/payout-data-key (config/secrets.ts). */
  payoutDataKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The mail queue's worker settings (see mail/mail-queue.ts). */
  mailQueue: MailQueueSettings;
  /** Sent and failed mail leave the mail log after this many days (0: never). */
  mailLogRetentionDays: number;
  /** A sales import its job queue gave up on is failed once its progress has not moved for this long. */
  salesImportStalledAfterSeconds: number;
  /** Scheduled backups of the embedded database (none on PostgreSQL). */
  backups: BackupSchedule;
  demoData: boolean;
  /** DEMO_PASSWORD; unset: a random one kept in DATA_DIR/demo-password (db/seed/demo-password.ts). */
  demoPassword: string | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  webDistDir: string | undefined;
  /** Realtime sockets one person may hold on one instance. */
  realtimeMaxSocketsPerUser: number;
  /** The company as the originator of ACH payouts (payouts/nacha.ts). */
  achOriginator: AchOriginator;
  /** ACH_* settings left at the demo bank's values in production: NACHA files are refused. */
  achDemoSettings: string[];
  identity: IdentityConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function identityConfig(e: z.infer<typeof envSchema>): IdentityConfig {
  const external: IdentityConfig['external'] = {};
  const text = e as unknown as Record<string, string | undefined>;
  for (const name of externalProviderNames) {
    const prefix = `IDENTITY_EXTERNAL_${name.toUpperCase()}`;
    const clientId = text[`${prefix}_CLIENT_ID`];
    const secret = text[`${prefix}_SECRET`];
    if (!clientId || !secret) continue;
    external[name] = {
      clientId,
      secret,
      authorizeUrl: text[`${prefix}_AUTHORIZE_URL`],
      tokenUrl: text[`${prefix}_TOKEN_URL`],
      userinfoUrl: text[`${prefix}_USERINFO_URL`],
      label: text[`${prefix}_LABEL`],
    };
  }
  return {
    disableSignup: e.IDENTITY_DISABLE_SIGNUP,
    autoconfirm: e.IDENTITY_AUTOCONFIRM,
    operatorToken: e.IDENTITY_OPERATOR_TOKEN,
    minPasswordLength: e.IDENTITY_MIN_PASSWORD_LENGTH,
    accessTokenTtlSeconds: e.IDENTITY_JWT_EXP_SECONDS,
    sessionMaxAgeDays: e.IDENTITY_SESSION_MAX_AGE_DAYS,
    rateLimit: {
      windowSeconds: e.IDENTITY_RATE_LIMIT_WINDOW_SECONDS,
      perIp: e.IDENTITY_RATE_LIMIT_PER_IP,
      perEmail: e.IDENTITY_RATE_LIMIT_PER_EMAIL,
    },
    corsOrigins: e.IDENTITY_CORS_ORIGINS,
    external,
  };
}

/** The demo password earlier versions used for every installation: anyone may know it. */
export const WELL_KNOWN_DEMO_PASSWORD = 'quill-demo-2026';

/** Whether the site is only reachable from this machine (localhost, 127.0.0.1, ::1). */
export function isLocalSite(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.endsWith('.localhost');
}

/**
 * Settings that would leave a deployed instance open: no start with them. A production instance
 * on PostgreSQL signs with JWT_SECRET (else the key sits in the database and its backups), and no
 * instance others can reach offers demo logins with a password anyone may know.
 */
function productionProblems(e: {
  production: boolean;
  demoData: boolean;
  siteUrl: string;
  DATABASE_URL?: string | undefined;
  JWT_SECRET?: string | undefined;
  PAYOUT_DATA_KEY?: string | undefined;
  DEMO_PASSWORD?: string | undefined;
}): string[] {
  const problems: string[] = [];
  if (e.production && e.DATABASE_URL && !e.JWT_SECRET) {
    problems.push(
      'JWT_SECRET: must be set when NODE_ENV=production on PostgreSQL, or the signing key is kept in the database and its backups (generate one: openssl rand -base64 48)',
    );
  }
  if (e.production && e.DATABASE_URL && !e.PAYOUT_DATA_KEY) {
    problems.push(
      'PAYOUT_DATA_KEY: must be set when NODE_ENV=production on PostgreSQL, so every instance seals bank and tax details with one key kept outside the database (generate one: openssl rand -base64 32)',
    );
  }
  if (e.demoData && e.production) {
    problems.push('DEMO_DATA: demo logins are refused when NODE_ENV=production: set DEMO_DATA=false');
  } else if (e.demoData && !isLocalSite(e.siteUrl) && e.DEMO_PASSWORD === WELL_KNOWN_DEMO_PASSWORD) {
    problems.push(
      `DEMO_PASSWORD: the well-known demo password is refused when SITE_URL is not local: set DEMO_DATA=false, or leave DEMO_PASSWORD unset for a random one`,
    );
  }
  return problems;
}

/** Parses the environment into a frozen Config, or throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      // Never echo the value: it may be a secret.
      return `${name}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const database: DatabaseTarget = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL, listenerHeartbeatMs: e.DATABASE_LISTENER_HEARTBEAT_MS }
    : { kind: 'pglite', dataDir: e.DATA_DIR };
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const production = e.NODE_ENV === 'production';
  // Demo logins only where no one else can reach them, unless asked for by name.
  const demoData =
    e.DEMO_DATA === undefined
      ? database.kind === 'pglite' && !production && isLocalSite(siteUrl)
      : ['true', '1', 'yes'].includes(e.DEMO_DATA);
  const unsafe = productionProblems({ ...e, production, demoData, siteUrl });
  if (unsafe.length > 0) throw new ConfigError(unsafe);
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    database,
    siteUrl,
    jwtSecret: e.JWT_SECRET,
    payoutDataKey: e.PAYOUT_DATA_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailQueue: {
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      retryHours: e.MAIL_RETRY_HOURS,
      abandonedAfterSeconds: e.MAIL_ABANDONED_AFTER_SECONDS,
    },
    mailLogRetentionDays: e.MAIL_LOG_RETENTION_DAYS,
    salesImportStalledAfterSeconds: e.SALES_IMPORT_STALLED_AFTER_SECONDS,
    backups: {
      dir: e.BACKUP_DIR ?? join(e.DATA_DIR, 'backups'),
      cron: e.BACKUP_SCHEDULE,
      keep: { daily: e.BACKUP_KEEP_DAILY, weekly: e.BACKUP_KEEP_WEEKLY },
    },
    demoData,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR,
    realtimeMaxSocketsPerUser: e.REALTIME_MAX_SOCKETS_PER_USER,
    achOriginator: {
      bankRouting: e.ACH_BANK_ROUTING,
      bankName: e.ACH_BANK_NAME,
      companyName: e.ACH_COMPANY_NAME,
      companyId: e.ACH_COMPANY_ID,
      offsetAccount: e.ACH_OFFSET_ACCOUNT,
    },
    achDemoSettings: demoAchSettingsIn(production, e),
    identity: identityConfig(e),
  });
}
