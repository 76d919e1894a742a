import path from 'node:path';
import * as z from 'zod';
import { parseDuration } from './domain/duration.js';
import { projectPath } from './runtime/paths.js';

export const SERVICE_VERSION = '0.1.0';

const port = z.coerce.number().int().min(0).max(65535);

const RETRIES = 5;
const retrySchedule = z.string().transform((text, ctx) => {
  const delays = text.split(',').map(parseDuration);
  if (delays.length !== RETRIES || delays.some((delay) => delay === undefined)) {
    ctx.addIssue({ code: 'custom', message: `${RETRIES} positive durations such as "1m,4m,16m,64m,4h" (units ms, s, m, h)` });
    return z.NEVER;
  }
  return delays as number[];
});
const positiveInt = z.coerce.number().int().positive();

export const Duration = z.string().transform((text, ctx) => {
  const ms = parseDuration(text);
  if (ms === undefined) {
    ctx.addIssue({ code: 'custom', message: 'must be a whole number and a unit: ms, s, m, h or d (e.g. 30m, 1h)' });
    return z.NEVER;
  }
  return ms;
});

const booleanFlag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

/** Every environment variable the service reads; the README's configuration table mirrors this. */
export const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection URL' }).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_BASE_URL: z.httpUrl().optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(25_000),
  DELIVERY_RETRY_SCHEDULE: retrySchedule.default([60_000, 240_000, 960_000, 3_840_000, 14_400_000]),
  DELIVERY_TIMEOUT_MS: positiveInt.max(60_000).default(10_000),
  DELIVERY_CONCURRENCY: positiveInt.max(1_000).default(64),
  JOB_MAINTENANCE_INTERVAL: Duration.pipe(z.number().min(1_000, 'at least 1s').max(3_600_000, 'at most 1h')).default(60_000),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag.default(false),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes), e.g. from `openssl rand -hex 32`')
    .optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .refine((value) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).success, 'must be an address, or "Name <address>"')
    .default('regfeed <noreply@localhost>'),
  SUPPORT_EMAIL: z.email().optional(),
  OPERATIONAL_MAIL_INTERVAL: Duration.pipe(z.number().min(100, 'at least 100ms').max(3_600_000, 'at most 1h')).default(60_000),
  SOURCE_FETCH_ENABLED: booleanFlag.default(true),
  SOURCE_FETCH_INTERVAL: Duration.default(3_600_000),
  SOURCE_FETCH_TIMEOUT_MS: positiveInt.max(120_000).default(20_000),
  SOURCE_FETCH_MAX_BYTES: positiveInt.default(5 * 1024 * 1024),
  SOURCE_REGISTRY_FILE: z.string().min(1).optional(),
});

/** Their values may hold passwords or secrets: an error names them but never echoes them. */
const SECRET_BEARING = new Set(['DATABASE_URL', 'METRICS_TOKEN', 'SECRETS_KEY', 'PAYMENT_WEBHOOK_SECRET', 'SMTP_URL']);

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  publicBaseUrl: string;
  metricsToken: string | undefined;
  shutdownTimeoutMs: number;
  /** Delays before attempts 2 to 6, in milliseconds. */
  deliveryRetrySchedule: number[];
  deliveryTimeoutMs: number;
  /** Webhook attempts posting at once in one worker process. */
  deliveryConcurrency: number;
  /** How often workers return jobs abandoned by a crashed process to the queue. */
  jobMaintenanceIntervalMs: number;
  /** Development and tests only: webhooks may target loopback and private networks, and plain http. */
  webhookAllowPrivateTargets: boolean;
  /** 64 lowercase hex characters; unset, a key generated under `dataDir` is used. */
  secretsKey: string | undefined;
  /** Unset: the payment callback answers 503. */
  paymentWebhookSecret: string | undefined;
  /** Unset: welcome messages are written as .eml files under `DATA_DIR/mail/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string | undefined;
  /** How often the workers check whether a subscription's deliveries call for an operational e-mail. */
  operationalMailIntervalMs: number;
  sourceFetch: SourceFetchConfig;
  /** The registry of official sources registered at start (`data/sources.json` unless set). */
  sourceRegistryFile: string;
};

export type SourceFetchConfig = {
  /** Whether this process's workers watch the sources on schedule. */
  enabled: boolean;
  /** How often a source is fetched unless its own `interval` parameter says otherwise. */
  intervalMs: number;
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; a bad value throws a ConfigError that names each offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got = SECRET_BEARING.has(name) ? 'a value that is not shown' : JSON.stringify(present[name]);
        return `${issue.path.join('.')}: ${issue.message} (got ${got})`;
      }),
    );
  }
  const e = parsed.data;
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    publicBaseUrl,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    deliveryRetrySchedule: e.DELIVERY_RETRY_SCHEDULE,
    deliveryTimeoutMs: e.DELIVERY_TIMEOUT_MS,
    deliveryConcurrency: e.DELIVERY_CONCURRENCY,
    jobMaintenanceIntervalMs: e.JOB_MAINTENANCE_INTERVAL,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    secretsKey: e.SECRETS_KEY?.toLowerCase(),
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    operationalMailIntervalMs: e.OPERATIONAL_MAIL_INTERVAL,
    sourceFetch: {
      enabled: e.SOURCE_FETCH_ENABLED,
      intervalMs: e.SOURCE_FETCH_INTERVAL,
      timeoutMs: e.SOURCE_FETCH_TIMEOUT_MS,
      maxBytes: e.SOURCE_FETCH_MAX_BYTES,
      userAgent: `regfeed/${SERVICE_VERSION} (EU AI Act update feed; +${publicBaseUrl})`,
    },
    sourceRegistryFile: path.resolve(e.SOURCE_REGISTRY_FILE ?? projectPath('data', 'sources.json')),
  };
}
