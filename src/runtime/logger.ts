import pino, { type Logger } from 'pino';

/** JSON logs on stdout. Redaction is a second line of defence: no code path logs a key or secret. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'regfeed' },
      redact: {
        paths: [
          'req.headers.authorization',
          'headers.authorization',
          'authorization',
          '*.api_key',
          '*.apiKey',
          '*.webhook_secret',
          '*.password',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
