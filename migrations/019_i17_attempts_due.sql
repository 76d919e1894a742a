-- First attempts due now, claimed straight from here by the attempt pumps (FOR UPDATE SKIP LOCKED, in
-- batches) rather than through the reactions outbox and a pg-boss job each. The deliveries read model
-- writes a row in the transaction that appends DeliveryStarted and deletes it in the one that appends
-- the attempt's outcome (or the cancelation), so the table holds only the first attempts not yet
-- made: small, whatever the size of the log, and derived from it (a rebuild makes it again).
-- `available_at` (Unix ms) is when the attempt is due; `claimed_until`, while a pump holds it, when
-- its claim lapses: a pump killed mid-attempt leaves rows that come back then. The claim changes no
-- indexed column, so it is a HOT update (hence the fillfactor). `position` (DeliveryStarted's global
-- position) keeps a fan-out's order, in which customers take turns.
CREATE TABLE delivery_attempts_due (
  delivery_id    text PRIMARY KEY,
  attempt        integer NOT NULL,
  available_at   bigint NOT NULL,
  claimed_until  bigint NOT NULL DEFAULT 0,
  position       bigint NOT NULL
) WITH (fillfactor = 70);
CREATE INDEX delivery_attempts_due_order ON delivery_attempts_due (available_at, position);

-- GET /v1/deliveries?subscription_id=… pages by subscription: without this index it walked the
-- customer's deliveries until it found a page of the one subscription's (33 ms at a million
-- deliveries against 4 ms at 10,000; `npm run bench:deliveries`).
CREATE INDEX deliveries_subscription_order ON deliveries (subscription_id, created_at DESC, id DESC);
