import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file is src/runtime/paths.ts, or dist/runtime/paths.js once built: the project root is two up.
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const projectPath = (...segments: string[]): string => path.join(projectRoot, ...segments);
