import { spawn, type ChildProcess } from 'node:child_process';
import { projectPath } from '../../src/runtime/paths.js';

export type ServeProcess = {
  child: ChildProcess;
  /** The API's address; undefined for a worker. */
  url: string | undefined;
  /** Everything it wrote so far, stdout and stderr. */
  output: () => string;
  /** Resolves with its exit code once it has exited. */
  exited: Promise<number | null>;
};

/** `regfeed serve` as its own process (built by npm test), resolved once it says it runs. */
export function startServe(env: Record<string, string>, args: string[] = []): Promise<ServeProcess> {
  const child = spawn(process.execPath, [projectPath('dist', 'cli', 'main.js'), 'serve', ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (process.env.DEBUG_SERVE) process.stderr.write(chunk);
      if (output.includes('regfeed is running')) {
        const url = /"url":"(http:[^"]+)"/.exec(output)?.[1];
        resolve({ child, url, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`regfeed serve exited with ${code}:\n${output.slice(-2_000)}`)));
  });
}
