import test from 'ava';
import net from 'node:net';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService();
});
test.after.always(() => service?.stop());

const expectError = async (t: import('ava').ExecutionContext, response: Response, status: number, error: string) => {
  t.is(response.status, status);
  t.regex(response.headers.get('content-type') ?? '', /application\/json/);
  const body = await response.json();
  t.is(body.error, error);
  t.is(typeof body.message, 'string');
  t.deepEqual(typeof body.details, 'object');
};

test('an unknown path is 404 not_found', async (t) => {
  await expectError(t, await service.request('/v1/nothing-here'), 404, 'not_found');
});

test('a wrong method is 405 method_not_allowed with Allow', async (t) => {
  const response = await service.request('/v1/topics', { method: 'DELETE' });
  t.is(response.headers.get('allow'), 'HEAD, GET');
  await expectError(t, response, 405, 'method_not_allowed');
});

test('malformed JSON is 400 invalid_input', async (t) => {
  const response = await service.request('/v1/topics', { method: 'POST', body: '{"a":', headers: { 'Content-Type': 'application/json' } });
  await expectError(t, response, 400, 'invalid_input');
});

test('a body over 256 KiB is 413 payload_too_large', async (t) => {
  const body = JSON.stringify({ blob: 'x'.repeat(300 * 1024) });
  const response = await service.request('/v1/topics', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
  await expectError(t, response, 413, 'payload_too_large');
});

test('a non-JSON body is 415 unsupported_media_type', async (t) => {
  const response = await service.request('/v1/topics', { method: 'POST', body: 'a=b', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  await expectError(t, response, 415, 'unsupported_media_type');
});

async function rawRequest(requestLine: string): Promise<number> {
  const { port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

test('odd paths and methods never give a 5xx', async (t) => {
  const lines = [
    'GET /%',
    'GET /v1/%E0%A4%A',
    'GET /v1/../../etc/passwd',
    'GET /v1/account%00',
    `GET /${'a'.repeat(8000)}`,
    'GET //v1//health',
    'PROPFIND /v1/topics',
    'GET /v1/health?x=%ZZ&y[]=1&y[]=2',
    'OPTIONS /v1/sources',
    'GET /v1/account/../health',
  ];
  for (const line of lines) {
    const status = await rawRequest(`${line} HTTP/1.1`);
    t.true(status >= 200 && status < 500, `${line.slice(0, 40)} gave ${status}`);
  }
});

test('hostile Authorization headers are 401, never 5xx', async (t) => {
  for (const header of ['Bearer', 'Bearer ', 'Basic abc', `Bearer regfeed_${'g'.repeat(64)}`, `Bearer ${'x'.repeat(5000)}`, `Bearer regfeed_${'0'.repeat(63)}'`]) {
    const response = await service.request('/v1/account', { headers: { Authorization: header } });
    t.is(response.status, 401, header.slice(0, 30));
  }
});
