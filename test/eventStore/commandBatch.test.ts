import test from 'ava';
import type pg from 'pg';
import { decider, deliveryStreamName, handleDeliveryCommand, type DeliveryCommand } from '../../src/domain/delivery.js';
import { rebuildReadModels } from '../../src/projections/rebuildReadModels.js';
import { readModels } from '../../src/services/features.js';
import { handleCommandsTogether } from '../../src/eventStore/commandBatch.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService({}, 'api');
});
test.after.always(() => service?.stop());

const now = new Date('2031-03-01T10:00:00Z');
const start = (deliveryId: string): DeliveryCommand => ({
  type: 'StartDelivery',
  data: {
    deliveryId,
    subscriptionId: `sub_${deliveryId}`,
    customerId: 'cus_batch',
    eventId: 'evt_2031_0301_001',
    eventVersion: 1,
    withinQuota: true,
  },
  metadata: { now },
});
const record = (deliveryId: string, succeeded: boolean): DeliveryCommand => ({
  type: 'RecordAttempt',
  data: { deliveryId, attempt: 1, succeeded, statusCode: succeeded ? 204 : 500, error: null, durationMs: 12, retrySchedule: [60_000] },
  metadata: { now },
});

/** The delivery decider, batched; `handleOne` counts the commands that fell back to one-stream handling. */
const deliveryBatch = (pool: pg.Pool) => {
  const oneByOne: string[] = [];
  const handler = {
    decider,
    streamName: (command: DeliveryCommand) => deliveryStreamName(command.data.deliveryId),
    handleOne: (command: DeliveryCommand) => {
      oneByOne.push(command.data.deliveryId);
      return handleDeliveryCommand(service.backend.eventStore, command.data.deliveryId, command);
    },
  };
  return {
    oneByOne,
    handle: (commands: DeliveryCommand[]) => handleCommandsTogether({ pool, eventStore: service.backend.eventStore }, handler, commands),
  };
};

const streamOf = async (deliveryId: string) => (await service.backend.eventStore.readStream(deliveryStreamName(deliveryId))).events;

test.serial('commands on many streams are appended in one transaction, and emmett reads and projects them as its own', async (t) => {
  const { pool } = service.backend;
  const batch = deliveryBatch(pool);
  const ids = ['dlv_batch_a', 'dlv_batch_b', 'dlv_batch_c'];
  await batch.handle(ids.map(start));
  // Each start's first attempt is due work for the pumps, in the order of the starts.
  const { rows: due } = await pool.query('SELECT delivery_id, attempt FROM delivery_attempts_due ORDER BY position');
  t.deepEqual(
    due,
    ids.map((id) => ({ delivery_id: id, attempt: 1 })),
  );
  await batch.handle([record('dlv_batch_a', true), record('dlv_batch_b', false), record('dlv_batch_c', true)]);
  t.deepEqual(batch.oneByOne, []);

  for (const id of ids) {
    const events = await streamOf(id);
    t.deepEqual(
      events.map((e) => e.type),
      ['DeliveryStarted', id === 'dlv_batch_b' ? 'DeliveryAttemptFailed' : 'DeliveryAttemptSucceeded'],
    );
    t.deepEqual(
      events.map((e) => e.metadata.streamPosition),
      [1n, 2n],
    );
    t.like(events[0]!.data, { deliveryId: id, startedAt: now.toISOString() });
  }
  const { rows: transactions } = await pool.query(
    `SELECT stream_position, count(DISTINCT transaction_id)::int AS n FROM emt_messages WHERE stream_id = ANY ($1) GROUP BY stream_position ORDER BY 1`,
    [ids.map(deliveryStreamName)],
  );
  t.deepEqual(transactions, [
    { stream_position: 1n, n: 1 },
    { stream_position: 2n, n: 1 },
  ]);

  const { rows: deliveries } = await pool.query(
    `SELECT id, status, attempts, next_attempt_at::float8 AS next FROM deliveries WHERE id = ANY ($1) ORDER BY id`,
    [ids],
  );
  t.deepEqual(deliveries, [
    { id: 'dlv_batch_a', status: 'delivered', attempts: 1, next: null },
    { id: 'dlv_batch_b', status: 'failed', attempts: 1, next: now.getTime() + 60_000 },
    { id: 'dlv_batch_c', status: 'delivered', attempts: 1, next: null },
  ]);
  // The first attempts were due work (no outbox row), gone with their outcomes; the outbox got the failed one's retry.
  const { rows: reactions } = await pool.query(`SELECT job_key FROM reactions WHERE job_key LIKE 'attempt:dlv_batch_%' ORDER BY job_key`);
  t.deepEqual(
    reactions.map((r) => r.job_key),
    ['attempt:dlv_batch_b:2'],
  );
  t.deepEqual((await pool.query('SELECT * FROM delivery_attempts_due')).rows, []);

  const tables = async () => ({
    deliveries: (await pool.query('SELECT * FROM deliveries ORDER BY id')).rows,
    attempts: (await pool.query('SELECT * FROM delivery_attempts ORDER BY delivery_id, attempt')).rows,
    due: (await pool.query('SELECT * FROM delivery_attempts_due ORDER BY delivery_id')).rows,
  });
  const live = await tables();
  await rebuildReadModels(pool, readModels);
  t.deepEqual(await tables(), live);
});

/** The pool, but the given race runs just before the batch's append transaction checks out its client (after the read). */
const racingBefore = (pool: pg.Pool, race: () => Promise<unknown>): pg.Pool => {
  let raced = false;
  const connect = (callback?: Parameters<pg.Pool['connect']>[0]) => {
    // pool.query checks out with a callback: the batch's read goes on unraced.
    if (callback) return pool.connect(callback);
    return (async () => {
      if (!raced) {
        raced = true;
        await race();
      }
      return pool.connect();
    })();
  };
  return Object.assign(Object.create(pool) as pg.Pool, { connect });
};

test.serial(
  'when a stream moves between the read and the append, nothing of the batch is appended and each command is handled on its own',
  async (t) => {
    const { pool, eventStore } = service.backend;
    // A new stream created meanwhile.
    const created = deliveryBatch(racingBefore(pool, () => handleDeliveryCommand(eventStore, 'dlv_race_b', start('dlv_race_b'))));
    await created.handle([start('dlv_race_a'), start('dlv_race_b')]);
    t.deepEqual(created.oneByOne, ['dlv_race_a', 'dlv_race_b']);
    t.deepEqual(
      (await streamOf('dlv_race_a')).map((e) => e.type),
      ['DeliveryStarted'],
    );
    t.deepEqual(
      (await streamOf('dlv_race_b')).map((e) => e.type),
      ['DeliveryStarted'],
    );

    // An existing stream moved on meanwhile: the batch's outcome for it is no longer due.
    const moved = deliveryBatch(racingBefore(pool, () => handleDeliveryCommand(eventStore, 'dlv_race_b', record('dlv_race_b', true))));
    await moved.handle([record('dlv_race_a', false), record('dlv_race_b', false)]);
    t.deepEqual(moved.oneByOne, ['dlv_race_a', 'dlv_race_b']);
    t.deepEqual(
      (await streamOf('dlv_race_a')).map((e) => e.type),
      ['DeliveryStarted', 'DeliveryAttemptFailed'],
    );
    t.deepEqual(
      (await streamOf('dlv_race_b')).map((e) => e.type),
      ['DeliveryStarted', 'DeliveryAttemptSucceeded'],
    );
  },
);
