import type { AttemptGate, AttemptTarget } from './attempts.js';

type Release = () => void;
/** Attempts of one key in flight, and when one of them last finished (or the first began). */
type Held = { count: number; turnedOverAt: number };

type Waiter = { target: AttemptTarget; admit: (release: Release | undefined) => void; timer: NodeJS.Timeout };

/** A key at its cap whose attempts have not finished for this long is stalled (its receivers hang). */
const STALLED_AFTER_MS = 1_000;

/**
 * A worker's in-flight webhook attempts, shared fairly: at most `concurrency` post at once; one
 * customer may hold a quarter of them, one target host half, one subscription an eighth, and retries
 * half, so that receivers that never answer (each holding a slot until the timeout) cannot starve
 * other customers' deliveries. Waiting attempts are admitted first attempts first, then in arrival
 * order. An attempt is turned away (`undefined`, to be tried later) when it waited `maxWaitMs`, or at
 * once when a key it needs is full and stalled: waiting behind receivers that hang helps nobody.
 */
export function inFlightLimiter(concurrency: number, maxWaitMs: number) {
  const caps = {
    customer: Math.max(1, Math.floor(concurrency / 4)),
    host: Math.max(1, Math.floor(concurrency / 2)),
    subscription: Math.max(1, Math.floor(concurrency / 8)),
    retries: Math.max(1, Math.floor(concurrency / 2)),
  };
  let inFlight = 0;
  let retries = 0;
  const held = { customer: new Map<string, Held>(), host: new Map<string, Held>(), subscription: new Map<string, Held>() };
  const keys = (target: AttemptTarget) =>
    [
      [held.customer, target.customerId, caps.customer],
      [held.host, target.host, caps.host],
      [held.subscription, target.subscriptionId, caps.subscription],
    ] as const;
  const waiting: Waiter[] = [];

  const fits = (target: AttemptTarget) =>
    inFlight < concurrency &&
    (target.first || retries < caps.retries) &&
    keys(target).every(([counts, key, cap]) => (counts.get(key)?.count ?? 0) < cap);
  const stalled = (target: AttemptTarget, now = Date.now()) =>
    keys(target).some(([counts, key, cap]) => {
      const entry = counts.get(key);
      return entry !== undefined && entry.count >= cap && now - entry.turnedOverAt > STALLED_AFTER_MS;
    });

  const take = (target: AttemptTarget): Release => {
    inFlight++;
    if (!target.first) retries++;
    for (const [counts, key] of keys(target)) {
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, { count: 1, turnedOverAt: Date.now() });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      inFlight--;
      if (!target.first) retries--;
      for (const [counts, key] of keys(target)) {
        const entry = counts.get(key)!;
        entry.turnedOverAt = Date.now();
        if (--entry.count === 0) counts.delete(key);
      }
      admitWaiting();
    };
  };

  const admitWaiting = () => {
    for (const pass of [true, false]) {
      for (let i = 0; i < waiting.length && inFlight < concurrency; ) {
        const waiter = waiting[i]!;
        if (waiter.target.first === pass && fits(waiter.target)) {
          waiting.splice(i, 1);
          clearTimeout(waiter.timer);
          waiter.admit(take(waiter.target));
        } else i++;
      }
    }
  };

  return {
    /** A slot for the attempt, at once or when one frees up; `undefined` when it should be tried later. */
    acquire: ((target: AttemptTarget): Promise<Release | undefined> => {
      if (!waiting.length && fits(target)) return Promise.resolve(take(target));
      if (stalled(target)) return Promise.resolve(undefined);
      return new Promise((admit) => {
        const waiter: Waiter = {
          target,
          admit,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            admit(undefined);
          }, maxWaitMs),
        };
        waiting.push(waiter);
        admitWaiting();
      });
    }) satisfies AttemptGate,
    /** Turns every waiting attempt away (on shutdown: they are deferred, not made). */
    turnAwayAll: () => {
      for (const waiter of waiting.splice(0)) {
        clearTimeout(waiter.timer);
        waiter.admit(undefined);
      }
    },
    /** Attempts waiting for a slot. */
    get waiting() {
      return waiting.length;
    },
  };
}
