import test from 'ava';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedSharedBuffersMb } from '../src/runtime/database.js';
import { regfeed } from './support/cli.js';
import { createTestDatabase } from './support/database.js';
import { accepts, serve } from './support/serveProcess.js';

const tempDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-data-'));
  chmodSync(dir, 0o755);
  return dir;
};

test.serial(
  'without DATABASE_URL it runs an embedded PostgreSQL under DATA_DIR that the CLI reaches, and keeps data across restarts',
  async (t) => {
    const dataDir = tempDataDir();
    t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, SECRETS_KEY: '' };

    const first = await serve([], env);
    t.teardown(() => first.child.kill('SIGKILL'));
    t.regex(first.output(), /Create a first customer: npx regfeed customers create/);
    // The database's password is in no process's command line (anyone on the machine can read those).
    const { password } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
    const commandLines = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        } catch {
          return '';
        }
      });
    t.true(
      commandLines.some((line) => line.includes(path.join(dataDir, 'postgres'))),
      'the embedded server is running',
    );
    t.false(
      commandLines.some((line) => line.includes(password)),
      'no command line shows the password',
    );
    const server = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
    const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password, database: 'regfeed' });
    await client.connect();
    const { rows } = await client.query("SELECT setting::bigint * 8192 / 1048576 AS mb FROM pg_settings WHERE name = 'shared_buffers'");
    await client.end();
    t.is(Number(rows[0].mb), embeddedSharedBuffersMb(os.totalmem()), 'the buffer cache is sized to the machine, not left at 128 MB');
    t.true(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION')));
    t.true(existsSync(path.join(dataDir, 'postgres.json')));
    // Without SECRETS_KEY, a key for the webhook secrets is generated there once, with a warning.
    const keyFile = path.join(dataDir, 'secrets.key');
    t.is(statSync(keyFile).mode & 0o777, 0o600);
    const key = readFileSync(keyFile, 'utf8');
    t.regex(first.output(), /"level":40[^\n]*SECRETS_KEY is not set/);

    const created = await regfeed(['customers', 'create', '--email', 'a@example.org', '--tier', 'Team', '--json'], env);
    t.is(created.code, 0, created.stderr);
    const { api_key: apiKey } = JSON.parse(created.stdout);
    t.is((await fetch(`${first.url}/v1/account`, { headers: { Authorization: `Bearer ${apiKey}` } })).status, 200);

    first.child.kill('SIGTERM');
    t.is(await first.exited, 0);

    // The CLI starts the embedded server itself when no service runs, and stops it after.
    const listed = await regfeed(['customers', 'list', '--json'], env);
    t.is(listed.code, 0, listed.stderr);
    t.is(JSON.parse(listed.stdout).customers.length, 1);

    const second = await serve([], env);
    t.teardown(() => second.child.kill('SIGKILL'));
    t.is(readFileSync(keyFile, 'utf8'), key, 'a restart keeps the key, so stored secrets stay readable');
    t.is((await fetch(`${second.url}/v1/account`, { headers: { Authorization: `Bearer ${apiKey}` } })).status, 200);
    second.child.kill('SIGTERM');
    t.is(await second.exited, 0);
    const { port } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
    t.false(await accepts(port), 'the embedded PostgreSQL stops with the service');
  },
);

test.serial('SIGTERM finishes the request in flight, refuses new connections, and exits 0', async (t) => {
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  const service = await serve([], { DATABASE_URL: database.url });
  t.teardown(() => service.child.kill('SIGKILL'));
  const { port } = new URL(service.url);

  // A request whose body is still on its way when the signal arrives.
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.write('POST /v1/topics HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{"in":');
  await new Promise((resolve) => setTimeout(resolve, 200));
  service.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await t.throwsAsync(fetch(`${service.url}/v1/topics`), undefined, 'new connections are refused');
  socket.write('"flight"}');
  t.is(await service.exited, 0);
  t.regex(answer, /^HTTP\/1\.1 405 /, 'the in-flight request was answered');
  t.regex(service.output(), /"msg":"stopped"/);
});

test.serial('--role api serves HTTP only and --role worker runs no HTTP server', async (t) => {
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  const worker = await serve(['--role', 'worker'], { DATABASE_URL: database.url });
  t.teardown(() => worker.child.kill('SIGKILL'));
  t.is(worker.url, '');
  const api = await serve(['--role', 'api'], { DATABASE_URL: database.url });
  t.teardown(() => api.child.kill('SIGKILL'));
  t.is((await fetch(`${api.url}/v1/health`)).status, 200);
  api.child.kill('SIGTERM');
  worker.child.kill('SIGTERM');
  t.deepEqual(await Promise.all([api.exited, worker.exited]), [0, 0]);
});

test('a bad configuration stops start-up with a message naming the variable', async (t) => {
  const { code, stderr } = await regfeed(['serve'], { PORT: 'eighty' });
  t.is(code, 1);
  t.regex(stderr, /PORT: /);
});

/** The command's result, or a failure if it has not exited by then: start-up must never hang. */
const withinSeconds = <T>(seconds: number, running: Promise<T>): Promise<T> =>
  Promise.race([
    running,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`still running after ${seconds} s`)), seconds * 1000)),
  ]);

test.serial('a busy port stops everything started, the embedded PostgreSQL included, and exits 1 naming the cause', async (t) => {
  const dataDir = tempDataDir();
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const squatter = net.createServer();
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  t.teardown(() => squatter.close());
  const { port } = squatter.address() as net.AddressInfo;

  const { code, stderr } = await withinSeconds(90, regfeed(['serve'], { PORT: String(port), DATA_DIR: dataDir }));
  t.is(code, 1);
  t.regex(stderr, new RegExp(`^regfeed: port ${port} is in use \\(set PORT\\)$`, 'm'));
  const { port: databasePort } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  t.false(await accepts(databasePort), 'the embedded PostgreSQL it started is stopped');
});

// Only as root does the embedded server run as another user (postgres), who cannot enter a 0700 directory of root's.
(process.getuid?.() === 0 ? test : test.skip)(
  'a DATA_DIR the embedded server cannot enter: serve exits 1 naming DATA_DIR, no stack trace',
  async (t) => {
    const locked = mkdtempSync(path.join(os.tmpdir(), 'regfeed-locked-'));
    chmodSync(locked, 0o700);
    t.teardown(() => rmSync(locked, { recursive: true, force: true }));
    const dataDir = path.join(locked, 'data');
    const { code, stderr } = await withinSeconds(90, regfeed(['serve'], { PORT: '0', DATA_DIR: dataDir }));
    t.is(code, 1);
    t.regex(
      stderr,
      new RegExp(`^regfeed: the embedded PostgreSQL under ${dataDir} did not start: .*Permission denied.*\\(check DATA_DIR`, 'm'),
    );
    t.notRegex(stderr, /\n\s+at /);
  },
);

test('an unreachable DATABASE_URL: serve and the CLI exit 1 naming it, never hang', async (t) => {
  // Accepts connections and never answers, like a host behind a firewall that drops packets.
  const blackHole = net.createServer(() => {});
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    blackHole.close();
  });
  const { port } = blackHole.address() as net.AddressInfo;
  const refusing = `postgres://postgres:secret-password@127.0.0.1:1/regfeed`;
  const silent = `postgres://postgres:secret-password@127.0.0.1:${port}/regfeed`;
  const runs = await withinSeconds(
    30,
    Promise.all([
      regfeed(['serve'], { DATABASE_URL: silent }),
      regfeed(['customers', 'list'], { DATABASE_URL: silent }),
      regfeed(['serve'], { DATABASE_URL: refusing }),
    ]),
  );
  for (const { code, stderr } of runs) {
    t.is(code, 1);
    t.regex(stderr, /^regfeed: cannot reach PostgreSQL at 127\.0\.0\.1:\d+: .+ \(check DATABASE_URL/m);
    t.notRegex(stderr, /secret-password/);
  }
  t.regex(runs[2]!.stderr, /ECONNREFUSED/);
});

test('the embedded buffer cache is a quarter of memory, within 128 MB and 2 GB', (t) => {
  const gib = 2 ** 30;
  t.is(embeddedSharedBuffersMb(256 * 2 ** 20), 128);
  t.is(embeddedSharedBuffersMb(4 * gib), 1024);
  t.is(embeddedSharedBuffersMb(24 * gib), 2048);
});
