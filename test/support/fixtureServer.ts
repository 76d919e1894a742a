import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { projectPath } from '../../src/runtime/paths.js';

export const fixturePath = (name: string): string => projectPath('test', 'fixtures', 'sources', name);
export const fixture = (name: string): string => readFileSync(fixturePath(name), 'utf8');

/** How one path answers; change it between fetches to play a source that changes, breaks or recovers. */
export type Route = { file?: string; body?: string; status?: number; headers?: Record<string, string>; delayMs?: number; etag?: string };
export type SeenRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

export type FixtureServer = {
  url: (routePath: string) => string;
  route: (routePath: string, route: Route) => void;
  requests: (routePath?: string) => SeenRequest[];
  close: () => Promise<void>;
};

const CONTENT_TYPES: Record<string, string> = {
  '.xml': 'application/rss+xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
};

/** An official source on 127.0.0.1: serves the fixture files, records every request. No test reaches the network. */
export async function startFixtureServer(): Promise<FixtureServer> {
  const routes = new Map<string, Route>();
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const routePath = new URL(request.url ?? '/', 'http://fixture').pathname;
      seen.push({ method: request.method ?? 'GET', path: routePath, headers: request.headers, body });
      const route = routes.get(routePath);
      const answer = () => {
        if (response.destroyed) return;
        if (!route) return response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        if (route.etag && request.headers['if-none-match'] === route.etag) return response.writeHead(304).end();
        const content = route.file ? fixture(route.file) : (route.body ?? '');
        const type = route.file ? CONTENT_TYPES[path.extname(route.file)] : 'text/plain';
        response.writeHead(route.status ?? 200, {
          ...(type ? { 'Content-Type': type } : {}),
          ...(route.etag ? { ETag: route.etag } : {}),
          ...route.headers,
        });
        response.end(content);
      };
      if (route?.delayMs) setTimeout(answer, route.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (routePath) => `http://127.0.0.1:${port}${routePath}`,
    route: (routePath, route) => void routes.set(routePath, route),
    requests: (routePath) => seen.filter((request) => routePath === undefined || request.path === routePath),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
