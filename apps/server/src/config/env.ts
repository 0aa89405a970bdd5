import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { S3StorageOptions } from '../features/storage/s3-storage.ts';
import { type TrustProxy, trustProxySchema } from './trust-proxy.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads, with safe defaults for local use (README lists them). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('OHP <no-reply@localhost>'),
  BODY_LIMIT_MB: z.coerce.number().positive().max(1024).default(160),
  UPLOADS_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  UPLOAD_PARSE_SLOTS: z.coerce.number().int().min(1).max(64).default(1),
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_ACCOUNT: booleanFromString.default(true),
  DEMO_PASSWORD: z.string().min(8).optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Web Push VAPID keys (base64url, P-256); generated once and stored in the database when unset. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** The `sub` claim push services may use to reach the operator. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https:// address (Web Push refuses others)')
    .default('mailto:admin@localhost'),
  /**
   * When the calibration-certificate check runs: a 5-field cron (minute hour day month weekday) in
   * the server's time zone, run by one instance of the cluster. Default: every day at 06:00.
   */
  CERTIFICATE_CHECK_SCHEDULE: z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4}$/, 'a 5-field cron: minute hour day-of-month month day-of-week')
    .default('0 6 * * *'),
  /** Tests only: push to http and loopback endpoints (a local stand-in for a push service). */
  PUSH_ALLOW_INSECURE_ENDPOINTS: booleanFromString.default(false),
  /** Store, Training and Blog of the menu (docs/admin.md "Help and equipment pages"); hidden when unset. */
  STORE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRAINING_URL: z.url({ protocol: /^https?$/ }).optional(),
  BLOG_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  bodyLimitBytes: number;
  /** Uploads one user may have in progress at once (the next answers 429). */
  uploadsPerUser: number;
  /** Uploaded files held in memory at once for parsing, across all users. */
  uploadParseSlots: number;
  /** Each user's archive quota unless an admin set another (docs/archive.md). */
  storageQuotaMb: number;
  logLevel: Env['LOG_LEVEL'];
  demoAccount: boolean;
  demoPassword: string | undefined;
  /** Proxies whose X-Forwarded-For is believed (hop count or addresses); false: none. */
  trustProxy: TrustProxy;
  /** OpenID Connect issuer for third-party sign-in (Google by default). */
  oidcIssuer: string;
  /** Without a client id, third-party sign-in answers a translated "not configured" error. */
  oidcClientId: string | undefined;
  oidcClientSecret: string | undefined;
  /** Files go to this S3-compatible bucket when set; otherwise to <dataDir>/storage. */
  s3: S3StorageOptions | undefined;
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /**
   * Subscriptions may name http and loopback endpoints (docs/admin.md "Web Push"): for tests that
   * play the push service on 127.0.0.1; never in production.
   */
  pushAllowInsecureEndpoints: boolean;
  /** 5-field cron of the certificate check (CERTIFICATE_CHECK_SCHEDULE). */
  certificateCheckSchedule: string;
  /** Addresses the menu opens in a new tab; an unset one hides its entry. */
  externalLinks: { store: string | null; training: string | null; blog: string | null };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const fromRepo = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

/** Reads and validates the environment once at start; fails fast with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    databaseUrl: env.DATABASE_URL,
    dataDir: fromRepo(env.DATA_DIR),
    webDist: fromRepo(env.WEB_DIST),
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    bodyLimitBytes: Math.round(env.BODY_LIMIT_MB * 1024 * 1024),
    uploadsPerUser: env.UPLOADS_PER_USER,
    uploadParseSlots: env.UPLOAD_PARSE_SLOTS,
    storageQuotaMb: env.STORAGE_QUOTA_MB,
    logLevel: env.LOG_LEVEL,
    demoAccount: env.DEMO_ACCOUNT,
    demoPassword: env.DEMO_PASSWORD,
    trustProxy: env.TRUST_PROXY,
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    pushAllowInsecureEndpoints: env.PUSH_ALLOW_INSECURE_ENDPOINTS,
    certificateCheckSchedule: env.CERTIFICATE_CHECK_SCHEDULE,
    externalLinks: {
      store: env.STORE_URL ?? null,
      training: env.TRAINING_URL ?? null,
      blog: env.BLOG_URL ?? null,
    },
    oidcIssuer: env.OIDC_ISSUER.replace(/\/+$/, ''),
    oidcClientId: env.OIDC_CLIENT_ID,
    oidcClientSecret: env.OIDC_CLIENT_SECRET,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
  };
}
