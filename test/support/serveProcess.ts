import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { projectPath } from '../../src/runtime/paths.js';

export type Serve = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/** `regfeed serve` as a real process (built by npm test); resolves once it says it runs (`url` is '' for a worker). */
export function serve(args: string[], env: Record<string, string>): Promise<Serve> {
  const child = spawn(process.execPath, [projectPath('dist', 'cli', 'main.js'), 'serve', ...args], {
    // A secrets key of its own (none is written in the working directory), and no network: a test
    // that wants the sources watched points them at fixtures.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      LOG_LEVEL: 'info',
      SECRETS_KEY: randomBytes(32).toString('hex'),
      SOURCE_FETCH_ENABLED: 'false',
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.DEBUG_SERVE) process.stderr.write(chunk);
      const url = /"msg":"regfeed is running"/.test(output) ? /"url":"(http:[^"]+)"|"url":null/.exec(output) : null;
      if (url) resolve({ child, url: url[1] ?? '', output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
}

/** Whether something accepts TCP connections on a local port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
