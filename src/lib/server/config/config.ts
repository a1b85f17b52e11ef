import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'astro/zod';

const urlWith = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}` },
  );

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The environment variables the shop reads, with their defaults. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_BASE_URL: optional(urlWith(['http', 'https'])),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(urlWith(['postgres', 'postgresql'])),
  REDIS_URL: optional(urlWith(['redis', 'rediss'])),
  CONTENT_SERVICE_URL: optional(urlWith(['http', 'https'])),
  CONTENT_SERVICE_KEY: optional(z.string().min(1)),
  SMTP_URL: optional(urlWith(['smtp', 'smtps'])),
  TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  TOKEN_SECRET_PREVIOUS: optional(z.string().min(32, 'must be at least 32 characters')),
  PREVIEW_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  SUPPORT_EMAIL: z.email().default('kundservice@nordpeak.example'),
  SHOP_EMAIL: z.email().default('order@nordpeak.example'),
  TRUSTED_PROXIES: z.string().default('loopback'),
  IMAGE_CACHE_MB: z.coerce.number().int().min(1).default(1024),
  IMAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RENDER_BURST: z.coerce.number().int().min(1).default(30),
  RENDERS_PER_SECOND: z.coerce.number().min(0.1).default(4),
  PAGE_DATA_CACHE_MB: z.coerce.number().min(0.25).max(4096).default(4),
  CONTENT_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  CATALOGUE_API: z.enum(['rest', 'graphql']).default('rest'),
  OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION: z.enum(['true', 'false']).default('false'),
  DRAIN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(2),
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(20),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  WEBHOOK_RETRY_MAX_SECONDS: z.coerce.number().min(0.1).max(86_400).default(3600),
});

/** The validated configuration every server module reads. */
export interface AppConfig {
  port: number;
  host: string;
  publicBaseUrl: string;
  dataDir: string;
  /** Absent: the embedded PostgreSQL server with its data in `embeddedDbDir`. */
  databaseUrl: string | undefined;
  embeddedDbDir: string;
  redisUrl: string | undefined;
  contentServiceUrl: string | undefined;
  contentServiceKey: string | undefined;
  /** Absent: mails are written as .eml files to `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  tokenSecret: string;
  /** The secret before the last rotation: tokens signed with it stay valid until they expire. */
  previousTokenSecret: string | undefined;
  previewSecret: string;
  /** Authorises the content service's publish webhook (separate from the preview secret, which travels in URLs). */
  contentWebhookSecret: string;
  /** Proxy addresses whose X-Forwarded-For/-Proto are believed; `loopback` stands for 127.0.0.1 and ::1. */
  trustedProxies: string[];
  /** Bound of the rendered product image cache under `dataDir/images`. */
  imageCacheBytes: number;
  /** Product image renders (cache misses) per client address and minute. */
  imageRendersPerMinute: number;
  /** Uncached page and image renders a client may cause: a burst, then a steady rate (render-budget.ts). */
  renderBudget: { burst: number; perSecond: number };
  /**
   * Bound of the in-process page data caches (product documents, listings, menus) in bytes of their JSON; the heap
   * holds about four times that. Pages served from the output cache do not need them.
   */
  pageDataCacheBytes: number;
  supportEmail: string;
  shopEmail: string;
  /** Which API the browser's catalogue calls (search box) use: the REST catalogue search or /graphql. */
  catalogueApi: 'rest' | 'graphql';
  /** offline_orders.automatic_transmission_enabled: orders placed offline are sent without asking when back online. */
  offlineAutomaticTransmission: boolean;
  /** After SIGTERM: how long /readyz fails while requests are still served (a load balancer's time to notice). */
  drainDelayMs: number;
  /** After that: the longest the requests in flight are waited for before the process exits. */
  drainTimeoutMs: number;
  /** A failed webhook delivery is tried again after this, doubling with each failure up to `webhookRetryMaxMs`. */
  webhookRetryBaseMs: number;
  webhookRetryMaxMs: number;
}

/** Thrown when the environment is invalid: one line per problem. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Reads a secret kept in the data directory, creating it on first use. */
function dataDirSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Validates an environment and resolves paths and generated secrets. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedDbDir: path.join(dataDir, 'pg'),
    redisUrl: e.REDIS_URL,
    contentServiceUrl: e.CONTENT_SERVICE_URL?.replace(/\/$/, ''),
    contentServiceKey: e.CONTENT_SERVICE_KEY,
    smtpUrl: e.SMTP_URL,
    outboxDir: path.join(dataDir, 'outbox'),
    tokenSecret: e.TOKEN_SECRET ?? dataDirSecret(dataDir, 'token-secret'),
    previousTokenSecret: e.TOKEN_SECRET_PREVIOUS,
    previewSecret: e.PREVIEW_SECRET ?? dataDirSecret(dataDir, 'preview-secret'),
    contentWebhookSecret: e.CONTENT_WEBHOOK_SECRET ?? dataDirSecret(dataDir, 'content-webhook-secret'),
    imageCacheBytes: e.IMAGE_CACHE_MB * 1024 * 1024,
    imageRendersPerMinute: e.IMAGE_RENDERS_PER_MINUTE,
    renderBudget: { burst: e.RENDER_BURST, perSecond: e.RENDERS_PER_SECOND },
    pageDataCacheBytes: Math.round(e.PAGE_DATA_CACHE_MB * 1024 * 1024),
    trustedProxies: e.TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    supportEmail: e.SUPPORT_EMAIL,
    shopEmail: e.SHOP_EMAIL,
    catalogueApi: e.CATALOGUE_API,
    offlineAutomaticTransmission: e.OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION === 'true',
    drainDelayMs: e.DRAIN_DELAY_SECONDS * 1000,
    drainTimeoutMs: e.DRAIN_TIMEOUT_SECONDS * 1000,
    webhookRetryBaseMs: Math.round(e.WEBHOOK_RETRY_BASE_SECONDS * 1000),
    webhookRetryMaxMs: Math.round(Math.max(e.WEBHOOK_RETRY_MAX_SECONDS, e.WEBHOOK_RETRY_BASE_SECONDS) * 1000),
  };
}

let current: AppConfig | undefined;

/** The configuration of this process, read from the environment once. */
export function config(): AppConfig {
  current ??= parseConfig(process.env);
  return current;
}

/** Replaces the process configuration (tests, scripts that set their own). */
export function setConfig(value: AppConfig): void {
  current = value;
}
