import type { Event } from '@event-driven-io/emmett';
import test from 'ava';
import { decider, deliveryStreamName, handleDeliveryCommand, type DeliveryCommand } from '../../src/domain/delivery.js';
import { handleCommandsTogether } from '../../src/eventStore/commandBatch.js';
import { createEventStore, type EventStore, type InlineProjection, type ProjectedEvent } from '../../src/eventStore/eventStore.js';
import { LOG_START, readEventLog } from '../../src/eventStore/eventLog.js';
import { startTestService, type TestService } from '../support/service.js';

// The golden test of the emmett adapter: the batch append (eventStore/commandBatch.ts) writes emmett's
// tables itself. The same commands, appended once through emmett's own handler and once through the
// batch, must leave the same rows and hand the inline projection the same metadata. An emmett
// upgrade that changes either path (its schema, its metadata, the type of globalPosition) fails here.

let service: TestService;
test.before(async () => {
  service = await startTestService({}, 'api');
});
test.after.always(() => service?.stop());

const now = new Date('2031-05-01T10:00:00Z');
const commands = (deliveryId: string): DeliveryCommand[] => [
  {
    type: 'StartDelivery',
    data: {
      deliveryId,
      subscriptionId: 'sub_golden',
      customerId: 'cus_golden',
      eventId: 'evt_2031_0501_001',
      eventVersion: 1,
      withinQuota: true,
    },
    metadata: { now },
  },
  {
    type: 'RecordAttempt',
    data: { deliveryId, attempt: 1, succeeded: false, statusCode: 500, error: 'HTTP 500', durationMs: 12, retrySchedule: [60_000] },
    metadata: { now },
  },
];

/** An event store whose inline projection records what it is handed, as the read models would get it. */
const recordingStore = (): { eventStore: EventStore; seen: ProjectedEvent<Event>[] } => {
  const seen: ProjectedEvent<Event>[] = [];
  const inline: InlineProjection = {
    canHandle: ['DeliveryStarted', 'DeliveryAttemptFailed'],
    handle: async (events) => void seen.push(...events),
  };
  return { eventStore: createEventStore(service.backend.database.url, service.backend.pool, inline), seen };
};

/** A value with the parts that differ by nature (ids, positions, times) replaced by their type. */
const shape = (value: unknown, deliveryId: string): unknown => {
  if (typeof value === 'bigint') return 'bigint';
  if (value instanceof Date) return 'Date';
  if (Array.isArray(value)) return value.map((item) => shape(item, deliveryId));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item, deliveryId)]));
  if (typeof value === 'string')
    return value.replaceAll(deliveryId, 'ID').replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'uuid');
  return value;
};

const storedRows = async (deliveryId: string) => {
  const streamName = deliveryStreamName(deliveryId);
  const { rows: messages } = await service.backend.pool.query(
    `SELECT *, global_position::text AS global_position, transaction_id::text AS transaction_id FROM emt_messages WHERE stream_id = $1 ORDER BY stream_position`,
    [streamName],
  );
  const { rows: streams } = await service.backend.pool.query('SELECT * FROM emt_streams WHERE stream_id = $1', [streamName]);
  const positionless = messages.map(({ global_position: _g, transaction_id: _t, created: _c, ...row }) => row);
  return { messages: shape(positionless, deliveryId), streams: shape(streams, deliveryId) };
};

test.serial('emmett’s handler and the batch append store the same rows and project the same metadata', async (t) => {
  const viaEmmett = recordingStore();
  for (const command of commands('dlv_golden_emmett')) await handleDeliveryCommand(viaEmmett.eventStore, 'dlv_golden_emmett', command);

  const viaBatch = recordingStore();
  const handler = {
    decider,
    streamName: (command: DeliveryCommand) => deliveryStreamName(command.data.deliveryId),
    handleOne: () => Promise.reject(new Error('the batch must append these itself')),
  };
  for (const command of commands('dlv_golden_batch'))
    await handleCommandsTogether({ eventStore: viaBatch.eventStore, pool: service.backend.pool }, handler, [command]);

  t.deepEqual(await storedRows('dlv_golden_batch'), await storedRows('dlv_golden_emmett'));
  t.is(viaBatch.seen.length, 2);
  t.deepEqual(shape(viaBatch.seen, 'dlv_golden_batch'), shape(viaEmmett.seen, 'dlv_golden_emmett'));
  // What the projections order and key by: positions are bigints, and each path's match its rows.
  for (const { seen } of [viaEmmett, viaBatch]) {
    t.deepEqual(
      seen.map((event) => event.metadata.streamPosition),
      [1n, 2n],
    );
    t.true(seen.every((event) => typeof event.metadata.globalPosition === 'bigint' && event.metadata.globalPosition > 0n));
  }

  // A rebuild reads both back alike, with the metadata the inline projection got.
  const log = await readEventLog(service.backend.pool, LOG_START, 100_000);
  const reread = (deliveryId: string) => log.filter((event) => event.metadata.streamName === deliveryStreamName(deliveryId));
  t.deepEqual(shape(reread('dlv_golden_batch'), 'dlv_golden_batch'), shape(reread('dlv_golden_emmett'), 'dlv_golden_emmett'));
  for (const [deliveryId, { seen }] of [
    ['dlv_golden_emmett', viaEmmett],
    ['dlv_golden_batch', viaBatch],
  ] as const) {
    t.deepEqual(
      reread(deliveryId).map((event) => event.metadata.globalPosition),
      seen.map((event) => event.metadata.globalPosition),
    );
  }
});
