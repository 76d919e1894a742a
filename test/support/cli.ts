import { spawn } from 'node:child_process';
import { projectPath } from '../../src/runtime/paths.js';

export type CliResult = { code: number | null; stdout: string; stderr: string };

/** Runs the built `regfeed` command as a user would (npm test builds it first). */
export function regfeed(args: string[], env: Record<string, string> = {}, stdin?: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [projectPath('dist', 'cli', 'main.js'), ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}
