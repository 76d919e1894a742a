#!/usr/bin/env node
import { EmmettError } from '@event-driven-io/emmett';
import { Command, CommanderError, Option } from 'commander';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../runtime/logger.js';
import { ROLES, startService, type Role } from '../services/service.js';
import { StartupError } from '../runtime/startupFailure.js';
import { auditCommand } from './auditCli.js';
import { customersCommand, keysCommand } from './customersCli.js';
import { deliveriesCommand } from './deliveriesCli.js';
import { eventsCommand } from './eventsCli.js';
import { feedTokensCommand } from './feedTokensCli.js';
import { projectionsCommand } from './projectionsCli.js';
import { sourcesCommand } from './sourcesCli.js';
import { jsonOption, print, UserError, withBackend, type Output } from './context.js';
import { paymentsCommand } from './paymentsCli.js';

function serveCommand(): Command {
  return new Command('serve')
    .description('run the API and the workers (or one of them, to scale each out)')
    .addOption(new Option('--role <role>', 'what this process runs').choices(ROLES).default('all'))
    .addOption(jsonOption())
    .action(async (options: { role: Role } & Output) => {
      const config = loadConfig();
      const log = createLogger(config.logLevel);
      // emmett's processors may reject on shutdown paths of their own; log, never crash the drain.
      process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
      const service = await startService(config, options.role, log);
      if (service.url) {
        print(options, { url: service.url, role: options.role }, () =>
          [
            `regfeed listens on ${service.url} (role: ${options.role})`,
            `  API description: ${service.url}/v1/openapi.json`,
            `  Create a first customer: npx regfeed customers create --email you@example.org --tier Team`,
          ].join('\n'),
        );
      }
      let signals = 0;
      const shutdown = (signal: string) => {
        if (++signals > 1) process.exit(1);
        log.info({ signal }, 'signal received');
        const hardStop = setTimeout(() => {
          log.error('shutdown took too long; exiting');
          process.exit(1);
        }, config.shutdownTimeoutMs + 5_000);
        hardStop.unref();
        service.stop().then(
          () => process.exit(0),
          (error) => {
            log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
      };
      process.on('SIGTERM', () => shutdown('SIGTERM'));
      process.on('SIGINT', () => shutdown('SIGINT'));
    });
}

function migrateCommand(): Command {
  return new Command('migrate')
    .description('bring the database schema up to date (the service also does this at start)')
    .addOption(jsonOption())
    .action(async (options: Output) => {
      await withBackend(async () => {});
      print(options, { migrated: true }, () => 'The database schema is up to date.');
    });
}

export function program(): Command {
  return new Command('regfeed')
    .description('regfeed: the EU AI Act update feed. Operator commands; every command takes --json.')
    .version('0.1.0')
    .showHelpAfterError()
    .addCommand(serveCommand())
    .addCommand(migrateCommand())
    .addCommand(customersCommand())
    .addCommand(keysCommand())
    .addCommand(eventsCommand())
    .addCommand(sourcesCommand())
    .addCommand(projectionsCommand())
    .addCommand(deliveriesCommand())
    .addCommand(feedTokensCommand())
    .addCommand(paymentsCommand())
    .addCommand(auditCommand());
}

program()
  .parseAsync(process.argv)
  .catch((error: unknown) => {
    if (error instanceof CommanderError) process.exit(error.exitCode);
    // A rule of the domain saying no (a canceled customer's key cannot be rotated…) is the user's answer, not a crash.
    const refusedByRule = EmmettError.isInstanceOf(error) && error.errorCode < 500;
    const known = error instanceof UserError || error instanceof ConfigError || error instanceof StartupError || refusedByRule;
    process.stderr.write(`regfeed: ${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  });
