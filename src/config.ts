import path from 'node:path';
import * as z from 'zod';
import { parseDuration } from './domain/duration.js';
import { projectPath } from './runtime/paths.js';

export const SERVICE_VERSION = '0.1.0';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

export const Duration = z.string().transform((text, ctx) => {
  const ms = parseDuration(text);
  if (ms === undefined) {
    ctx.addIssue({ code: 'custom', message: 'must be a whole number and a unit: s, m, h or d (e.g. 30m, 1h)' });
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
  SOURCE_FETCH_ENABLED: booleanFlag.default(true),
  SOURCE_FETCH_INTERVAL: Duration.default(3_600_000),
  SOURCE_FETCH_TIMEOUT_MS: positiveInt.max(120_000).default(20_000),
  SOURCE_FETCH_MAX_BYTES: positiveInt.default(5 * 1024 * 1024),
  SOURCE_REGISTRY_FILE: z.string().min(1).optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  publicBaseUrl: string;
  metricsToken: string | undefined;
  shutdownTimeoutMs: number;
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
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`),
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
