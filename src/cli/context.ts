import { EmmettError } from '@event-driven-io/emmett';
import { Option } from 'commander';
import pino from 'pino';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../runtime/logger.js';
import { openBackend, type Backend } from '../services/service.js';

/** A failure to report to the user: printed to stderr without a stack, exit code 1. */
export class UserError extends Error {}

export type Output = { json: boolean };

export const jsonOption = () => new Option('--json', 'print machine-readable JSON on stdout');

/** `--limit <n>`: a whole number from 1 to `max`, refused otherwise before the command runs. */
export const limitOption = (fallback: number, max = 1000) =>
  new Option('--limit <n>', `how many (1 to ${max})`)
    .argParser((value: string): number => {
      if (!/^[1-9]\d*$/.test(value) || Number(value) > max)
        throw new UserError(`--limit takes a whole number from 1 to ${max}, not "${value}"`);
      return Number(value);
    })
    .default(fallback);

/** Prints the JSON form with --json, the human form otherwise. */
export function print(output: Output, value: unknown, human: () => string): void {
  process.stdout.write(output.json ? `${JSON.stringify(value, null, 2)}\n` : `${human()}\n`);
}

/** Logs of a command go to stderr, so that stdout stays clean for --json. */
export const commandLogger = (config: Config) => createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel, pino.destination(2));

/**
 * Runs a command against the service's database (the embedded one included) and closes it after.
 * A rule of the domain that refuses the command (unknown id, invalid input) is the user's error.
 */
export async function withBackend<T>(run: (backend: Backend, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const backend = await openBackend(config, commandLogger(config));
  try {
    return await run(backend, config);
  } catch (error) {
    if (EmmettError.isInstanceOf(error) && error.errorCode < 500) throw new UserError(error.message);
    throw error;
  } finally {
    await backend.close();
  }
}
