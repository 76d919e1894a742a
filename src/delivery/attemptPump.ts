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
import { claimDueAttempts, settleDueAttempts } from './dueAttempts.js';
import type { AttemptContext } from '../projections/deliveriesReadModel.js';
import { inFlightLimiter } from './inFlightLimiter.js';
import { interruptiblePause } from '../runtime/pause.js';

/** Fetching fewer than this while nearly full would cost a query per job. */
const MIN_FETCH = 8;
const IDLE_POLL_MS = 500;
/**
 * Recording transactions at once: one forms while the other commits. More would record smaller
 * batches, and each statement costs a worker as much CPU in its socket write as in PostgreSQL.
 */
const RECORDERS = 2;
/**
 * Attempts posted and not yet recorded, per slot. With their commit's round trips on a busy
 * machine (about 100 ms), three per slot keep the slots posting; a crash repeats at most these
 * and the ones posting: four times DELIVERY_CONCURRENCY.
 */
const UNRECORDED_PER_SLOT = 3;
/** Attempts claimed ahead of a free slot, per slot: read and signed while others post. */
const AHEAD_PER_SLOT = 0.5;
/** Attempts fetched and waiting for their turn, per slot: enough to look past one customer's backlog. */
const WAITING_PER_SLOT = 8;
/** How long an attempt waits for its turn before it is deferred. */
const TURN_WAIT_MS = 2_000;
/** A claimed first attempt that failed for an infrastructure reason (not an HTTP failure) is tried again after this. */
const DUE_RETRY_MS = 10_000;

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
  /** How long a claimed first attempt stays claimed: past it, a killed pump's attempt comes back. */
  claimMs: number;
};

/** An attempt taken on: a first attempt claimed from the due table, or a pg-boss job (retries, replays, deferred ones). */
type Claimed = { data: AttemptJob; job?: PgBoss.Job<AttemptJob>; context?: AttemptContext };
type Settled = { claimed: Claimed; result: PromiseSettledResult<FinishedAttempt> };

/**
 * Keeps up to `concurrency` attempts posting: whenever there is room it claims first attempts from
 * the due table (what fan-outs committed), then fetches attempt jobs (retries and replays), and
 * records whatever finished meanwhile in one transaction (a group commit): the outcomes' events, the
 * read model, and the first attempts' due rows deleted, together; jobs are completed after it. A
 * claim lapses and a job expires unless its outcome is recorded, so after a crash an attempt comes
 * back and is never lost; at most four times `concurrency` attempts (posting, or posted and not
 * yet recorded) can be repeated. pg-boss's own `work` loop would
 * wait for a whole batch's POSTs and recording before fetching again, leaving the pipe idle.
 *
 * The slots are shared fairly (inFlightLimiter): receivers that never answer hold at most their
 * customer's, host's or subscription's share, and the pump fetches past their backlog (up to four
 * waiting attempts per slot), so other customers' attempts go out meanwhile. An attempt that cannot
 * get a turn within two seconds, or at once when its customer's or host's slots are all held by
 * receivers that hang, is deferred: sent back to the queue for one delivery timeout later.
 */
export function startAttemptPump(deps: AttemptPumpDependencies): {
  wake: () => void;
  /** Attempt jobs were relayed: fetched at the next chance. */
  jobsRelayed: () => void;
  stop: () => Promise<void>;
} {
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
  /**
   * Fails the jobs whose attempt or recording failed (pg-boss retries them) and completes the rest;
   * claimed first attempts are put back for later, dropped when no longer due, or left to the
   * outcome's transaction, which deleted them.
   */
  const finish = async (batch: Settled[], recordingFailure: unknown) => {
    const done: string[] = [];
    const later: PgBoss.JobInsert<AttemptJob>[] = [];
    const dueLater: { deliveryId: string; attempt: number; at: number }[] = [];
    const dueDropped: AttemptJob[] = [];
    for (const { claimed, result } of batch) {
      const { job, data } = claimed;
      if (result.status === 'rejected' || (recordingFailure !== undefined && result.value.command)) {
        const error = result.status === 'rejected' ? result.reason : recordingFailure;
        log.error({ err: error, attempt: data }, 'attempt failed; it is tried again');
        if (job) await boss.fail(QUEUES.attempt, job.id, { message: (error as Error).message });
        else dueLater.push({ ...data, at: Date.now() + DUE_RETRY_MS });
        continue;
      }
      const { outcome } = result.value;
      if (outcome === 'paused' || outcome === 'deferred') {
        const at = Date.now() + (outcome === 'paused' ? deps.pauseMs : deferMs);
        if (job) later.push({ name: QUEUES.attempt, data, startAfter: new Date(at), priority: attemptPriority(data.attempt) });
        else dueLater.push({ ...data, at });
      } else if (!job && outcome === 'not_due') dueDropped.push(data);
      if (job) done.push(job.id);
    }
    if (dueLater.length || dueDropped.length) await settleDueAttempts(deps.pool, dueLater, dueDropped);
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

  const start = async (claims: Claimed[]) => {
    let prepared: PreparedAttempt[];
    try {
      prepared = await throughOutages(() =>
        prepareAttempts(
          deps,
          claims.map((claimed) => ({ ...claimed.data, context: claimed.context })),
        ),
      );
    } catch (reason) {
      for (const claimed of claims) onSettled({ claimed, result: { status: 'rejected', reason } });
      return;
    }
    // Each attempt settles on its own: its outcome joins the next group commit as soon as it is known.
    for (const [i, attempt] of prepared.entries()) {
      makeAttempt(deps, attempt, limiter.acquire).then(
        (value) => onSettled({ claimed: claims[i]!, result: { status: 'fulfilled', value } }),
        (reason: unknown) => onSettled({ claimed: claims[i]!, result: { status: 'rejected', reason } }),
      );
    }
  };

  /**
   * Whether attempt jobs may be waiting: some were relayed since the last fetch, or it came back
   * full. Otherwise jobs are fetched at most every IDLE_POLL_MS (retries due now, jobs relayed by
   * other processes): fetching whenever a slot freed cost a query per few attempts, a quarter of
   * all the statements of a fan-out, nearly all of them finding nothing.
   */
  let jobsMayWait = true;
  let lastJobFetch = 0;
  const jobsRelayed = () => {
    jobsMayWait = true;
    wake();
  };

  /** First attempts due, then jobs, up to `room`; none while the database is away. */
  const take = async (room: number): Promise<Claimed[]> => {
    try {
      const due = await claimDueAttempts(deps.pool, room, deps.claimMs);
      const claims: Claimed[] = due.map(({ context, ...data }) => ({ data, context }));
      const batchSize = room - claims.length;
      if (batchSize >= MIN_FETCH && (jobsMayWait || Date.now() - lastJobFetch >= IDLE_POLL_MS)) {
        jobsMayWait = false;
        lastJobFetch = Date.now();
        const jobs = await boss.fetch<AttemptJob>(QUEUES.attempt, { batchSize });
        jobsMayWait ||= jobs.length === batchSize;
        for (const job of jobs) claims.push({ data: job.data, job });
      }
      return claims;
    } catch (error) {
      // Claims made before the failure lapse and come back.
      if (deps.availability.noteError(error)) await deps.availability.whenAvailable(5_000);
      else log.error({ err: error }, 'taking attempts failed; trying again');
      return [];
    }
  };

  const loop = (async () => {
    while (!stopping) {
      // POSTs go on while earlier outcomes are recorded, up to UNRECORDED_PER_SLOT awaiting their
      // record; attempts are claimed a little ahead of free slots; attempts waiting for their turn
      // (behind a customer's or host's share) take no slot, up to their own bound.
      const active = posting - limiter.waiting;
      const room = Math.min(
        Math.ceil((1 + AHEAD_PER_SLOT) * deps.concurrency) - active,
        (1 + UNRECORDED_PER_SLOT) * deps.concurrency - active - unrecorded,
        WAITING_PER_SLOT * deps.concurrency - limiter.waiting,
      );
      if (room >= Math.min(MIN_FETCH, deps.concurrency)) {
        const claims = await take(room);
        if (claims.length) {
          posting += claims.length;
          void start(claims);
          continue;
        }
      }
      // Until a fan-out commits, a job is relayed, a POST finishes or a record frees room.
      if (!stopping) await pause(IDLE_POLL_MS);
    }
  })();

  return {
    wake,
    jobsRelayed,
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
