import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import {
  makeAttempt,
  prepareAttempts,
  recordAttempts,
  type DeliveryDependencies,
  type FinishedAttempt,
  type PreparedAttempt,
} from './attempts.js';
import { attemptPriority, QUEUES, type AttemptJob } from './deliveryReactions.js';
import type { DatabaseAvailability } from '../runtime/databaseAvailability.js';
import { inFlightLimiter } from './inFlightLimiter.js';
import { interruptiblePause } from '../runtime/pause.js';

/** Fetching fewer than this while nearly full would cost a query per job. */
const MIN_FETCH = 8;
const IDLE_POLL_MS = 500;
/** Recording transactions at once: one forms while the other commits. */
const RECORDERS = 2;
/** Attempts fetched and waiting for their turn, per slot: enough to look past one customer's backlog. */
const WAITING_PER_SLOT = 8;
/** How long an attempt waits for its turn before it is deferred. */
const TURN_WAIT_MS = 2_000;

export type AttemptPumpDependencies = DeliveryDependencies & {
  boss: PgBoss;
  log: Logger;
  /** Attempts posting at once in this process. */
  concurrency: number;
  /** How long a POST may take: a deferred attempt comes back after it, when slots held by receivers that never answer have freed. */
  deliveryTimeoutMs: number;
  /** How long a paused attempt (its customer is suspended) waits before it is looked at again. */
  pauseMs: number;
  availability: DatabaseAvailability;
};

type Settled = { job: PgBoss.Job<AttemptJob>; result: PromiseSettledResult<FinishedAttempt> };

/**
 * Keeps up to `concurrency` attempts posting: it fetches due attempt jobs whenever there is room,
 * and records whatever finished meanwhile in one transaction before completing those jobs (a group
 * commit). A job is completed only once its outcome is recorded, so after a crash an attempt comes
 * back, through its job's expiry or the sweeper, and is never lost; at most twice `concurrency`
 * attempts (posting, or posted and not yet recorded) can be repeated. pg-boss's own `work` loop would
 * wait for a whole batch's POSTs and recording before fetching again, leaving the pipe idle.
 *
 * The slots are shared fairly (inFlightLimiter): receivers that never answer hold at most their
 * customer's, host's or subscription's share, and the pump fetches past their backlog (up to four
 * waiting attempts per slot), so other customers' attempts go out meanwhile. An attempt that cannot
 * get a turn within two seconds, or at once when its customer's or host's slots are all held by
 * receivers that hang, is deferred: sent back to the queue for one delivery timeout later.
 */
export function startAttemptPump(deps: AttemptPumpDependencies): { wake: () => void; stop: () => Promise<void> } {
  const { boss, log } = deps;
  let stopping = false;
  const limiter = inFlightLimiter(deps.concurrency, TURN_WAIT_MS);
  const deferMs = deps.deliveryTimeoutMs;
  /** Jobs fetched whose attempt is under way: reading its state, waiting for its turn, or posting. */
  let posting = 0;
  /** Jobs whose POST is done and whose outcome is not yet recorded. */
  let unrecorded = 0;
  const { wake, pause } = interruptiblePause();

  /**
   * Runs a step again, once the database is back, each time it fails because the database is away:
   * outcomes of POSTs made are recorded late rather than lost (and the POSTs repeated). Other
   * failures, and any while stopping, are the caller's.
   */
  const throughOutages = async <T>(step: () => Promise<T>): Promise<T> => {
    for (;;) {
      try {
        return await step();
      } catch (error) {
        if (stopping || !deps.availability.noteError(error)) throw error;
        await deps.availability.whenAvailable(1_000);
      }
    }
  };

  const settled: Settled[] = [];
  /** Fails the jobs whose attempt or recording failed (pg-boss retries them), and completes the rest at once. */
  const finish = async (batch: Settled[], recordingFailure: unknown) => {
    const done: string[] = [];
    const later: PgBoss.JobInsert<AttemptJob>[] = [];
    for (const { job, result } of batch) {
      if (result.status === 'rejected' || (recordingFailure !== undefined && result.value.command)) {
        const error = result.status === 'rejected' ? result.reason : recordingFailure;
        log.error({ err: error, job: job.data }, 'attempt job failed; pg-boss retries it');
        await boss.fail(QUEUES.attempt, job.id, { message: (error as Error).message });
        continue;
      }
      const { outcome } = result.value;
      if (outcome === 'paused' || outcome === 'deferred') {
        const delay = outcome === 'paused' ? deps.pauseMs : deferMs;
        later.push({
          name: QUEUES.attempt,
          data: job.data,
          startAfter: new Date(Date.now() + delay),
          priority: attemptPriority(job.data.attempt),
        });
      }
      done.push(job.id);
    }
    // Sent again before the originals complete: a crash in between leaves a spare job, never none.
    if (later.length) await boss.insert(later);
    if (done.length) await boss.complete(QUEUES.attempt, done);
  };
  let recorders = 0;
  let flushing = false;
  const recordBatch = async (batch: Settled[]) => {
    const results = batch.flatMap(({ result }) => (result.status === 'fulfilled' ? [result.value] : []));
    const recordingFailure = await throughOutages(() => recordAttempts(deps, results)).then(
      () => undefined,
      (error: unknown) => error,
    );
    // A job left active after an error here expires and comes back; its attempt is then not due.
    await throughOutages(() => finish(batch, recordingFailure)).catch((error: unknown) =>
      log.error({ err: error }, 'completing attempt jobs failed'),
    );
    unrecorded -= batch.length;
    wake();
  };
  const flush = () => {
    flushing = false;
    while (recorders < RECORDERS && settled.length) {
      recorders++;
      void recordBatch(settled.splice(0)).finally(() => {
        recorders--;
        scheduleFlush();
      });
    }
  };
  // After the current I/O: POSTs finish in bursts, and one record should take the whole burst.
  const scheduleFlush = () => {
    if (flushing || !settled.length) return;
    flushing = true;
    setImmediate(flush);
  };
  const onSettled = (item: Settled) => {
    posting--;
    unrecorded++;
    wake();
    settled.push(item);
    scheduleFlush();
  };

  const start = async (jobs: PgBoss.Job<AttemptJob>[]) => {
    let prepared: PreparedAttempt[];
    try {
      prepared = await throughOutages(() =>
        prepareAttempts(
          deps,
          jobs.map((job) => job.data),
        ),
      );
    } catch (reason) {
      for (const job of jobs) onSettled({ job, result: { status: 'rejected', reason } });
      return;
    }
    // Each attempt settles on its own: its outcome joins the next group commit as soon as it is known.
    for (const [i, attempt] of prepared.entries()) {
      makeAttempt(deps, attempt, limiter.acquire).then(
        (value) => onSettled({ job: jobs[i]!, result: { status: 'fulfilled', value } }),
        (reason: unknown) => onSettled({ job: jobs[i]!, result: { status: 'rejected', reason } }),
      );
    }
  };

  const loop = (async () => {
    while (!stopping) {
      // POSTs go on while earlier outcomes are recorded, up to as many again awaiting their record;
      // attempts waiting for their turn take no slot, up to their own bound.
      const active = posting - limiter.waiting;
      const room = Math.min(
        deps.concurrency - active,
        2 * deps.concurrency - active - unrecorded,
        WAITING_PER_SLOT * deps.concurrency - limiter.waiting,
      );
      if (room >= Math.min(MIN_FETCH, deps.concurrency)) {
        const jobs = await boss.fetch<AttemptJob>(QUEUES.attempt, { batchSize: room }).catch(async (error: unknown) => {
          if (deps.availability.noteError(error)) await deps.availability.whenAvailable(5_000);
          else log.error({ err: error }, 'fetching attempt jobs failed; trying again');
          return [];
        });
        if (jobs.length) {
          posting += jobs.length;
          void start(jobs);
          continue;
        }
      }
      // Until a job is relayed, a POST finishes or a record frees room.
      if (!stopping) await pause(IDLE_POLL_MS);
    }
  })();

  return {
    wake,
    /** Fetches no more, and waits until the attempts under way are recorded. */
    stop: async () => {
      stopping = true;
      limiter.turnAwayAll();
      wake();
      await loop;
      while (posting + unrecorded > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
