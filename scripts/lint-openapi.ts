// `npm run lint:openapi`: the OpenAPI document the service serves, checked against Redocly's
// recommended rules; exits non-zero on any error or warning. `npm test` runs it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Route modules register their paths when the app module graph loads.
import '../src/api/app.js';
import { openApiDocument } from '../src/api/openapi.js';
import { projectPath } from '../src/runtime/paths.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(openApiDocument('https://regfeed.example')));
  const redocly = projectPath('node_modules', '.bin', 'redocly');
  const { status } = spawnSync(redocly, ['lint', file, '--extends', 'recommended-strict', '--max-problems', '100'], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
