import test from 'ava';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { eventInput } from '../support/events.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
let apiKey: string;
test.before(async () => {
  service = await startTestService();
  ({ apiKey } = await service.createCustomer('GPAI'));
});
test.after.always(() => service?.stop());

const get = async (path: string) => {
  const response = await service.request(path, { apiKey });
  return { status: response.status, body: await response.json() };
};
const ids = (body: { events: { id: string }[] }) => body.events.map((e) => e.id);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

test('versions: every version with its diff summary, oldest first, from the event stream', async (t) => {
  const input = eventInput({ title_de: 'Leitlinien' });
  const { id } = await ingestEvent(service.backend, input);
  await ingestEvent(service.backend, { ...input, severity: 'high' });
  await ingestEvent(service.backend, { ...input, severity: 'high', summary_en: `${input.summary_en} Now final.` });
  const { status, body } = await get(`/v1/events/${id}/versions`);
  t.is(status, 200);
  t.is(body.event_id, id);
  t.regex(body.disclaimer, /not legal advice/);
  t.deepEqual(body.versions.map((v: { version: number }) => v.version), [1, 2, 3]);
  const [v1, v2, v3] = body.versions;
  t.is(v1.diff_summary_en, null);
  t.false('diff_summary_en' in v1.event);
  t.like(v1.event, { id, version: 1, severity: 'medium', title_de: 'Leitlinien', summary_en: input.summary_en });
  t.is(v2.diff_summary_en, 'Severity raised from medium to high.');
  t.like(v2.event, { version: 2, severity: 'high', diff_summary_en: 'Severity raised from medium to high.' });
  t.regex(v3.diff_summary_en, /Now final/);
  t.true(v1.recorded_at <= v2.recorded_at && v2.recorded_at <= v3.recorded_at);
  t.is(v3.event.updated_at, v3.recorded_at);
  t.is(v3.event.ingested_at, v1.recorded_at);
  // The latest version is the one GET /v1/events/{id} serves.
  const latest = await get(`/v1/events/${id}`);
  t.deepEqual(v3.event, latest.body.event);
  const missing = await get('/v1/events/evt_1999_0101_001/versions');
  t.is(missing.status, 404);
  t.is(missing.body.error, 'not_found');
});
