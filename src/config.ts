import path from 'node:path';
import * as z from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

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
  PAYMENT_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .refine((value) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).success, 'must be an address, or "Name <address>"')
    .default('regfeed <noreply@localhost>'),
  SUPPORT_EMAIL: z.email().optional(),
});

/** Their values may hold passwords or secrets: an error names them but never echoes them. */
const SECRET_BEARING = new Set(['DATABASE_URL', 'METRICS_TOKEN', 'PAYMENT_WEBHOOK_SECRET', 'SMTP_URL']);

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  publicBaseUrl: string;
  metricsToken: string | undefined;
  shutdownTimeoutMs: number;
  /** Unset: the payment callback answers 503. */
  paymentWebhookSecret: string | undefined;
  /** Unset: welcome messages are written as .eml files under `DATA_DIR/mail/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string | undefined;
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
        const got = SECRET_BEARING.has(name) ? '' : ` (got ${JSON.stringify(present[name])})`;
        return `${issue.path.join('.')}: ${issue.message}${got}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
  };
}
