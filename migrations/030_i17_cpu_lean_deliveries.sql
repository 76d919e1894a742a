-- Issue 17, third pass: fewer index entries written per delivery. An outcome changes a delivery's
-- status, so its update is never HOT and writes an entry in every index of `deliveries`, as its
-- insert did: each index costs two entries per delivery.

-- The operators' listing across customers by status (`regfeed deliveries list --status`) had an index
-- of every delivery. It keeps one of the statuses an operator looks for there: dead letters,
-- failures, withheld and canceled deliveries, which a first attempt's start and success never
-- write. Delivered or pending ones across all customers are read from the table, as the listing of
-- every status across customers always was; a customer's listings have indexes of their own.
CREATE INDEX deliveries_trouble_order ON deliveries (status, created_at DESC, id DESC)
  WHERE status IN ('failed', 'gave_up', 'quota_exceeded', 'canceled');
DROP INDEX deliveries_status_order;

-- Deliveries started before the due table (019) had their first attempt as a pg-boss job only; the
-- sweeper's new index below leaves first attempts to the due table, so they get a row there.
INSERT INTO delivery_attempts_due (delivery_id, attempt, available_at, position)
SELECT id, 1, next_attempt_at, last_global_position FROM deliveries
WHERE status = 'pending' AND attempts = 0 AND next_attempt_at = created_at
ON CONFLICT (delivery_id) DO NOTHING;

-- The sweeper's index held every first attempt not yet made, which the due table holds and the
-- sweeper leaves to the pumps: now only retries, replays and failed deliveries whose attempts ran
-- out (a first attempt is due when its delivery was created).
CREATE INDEX deliveries_overdue ON deliveries (next_attempt_at)
  WHERE status IN ('pending', 'failed') AND next_attempt_at IS DISTINCT FROM created_at;
DROP INDEX deliveries_due;

-- Rows updated in place at every outcome (a subscription's last delivery, its hourly stats) keep
-- room on their page, so that the update is HOT: no new index entry. Pages written from now on.
ALTER TABLE subscriptions SET (fillfactor = 70);
ALTER TABLE delivery_stats_hourly SET (fillfactor = 70);
ALTER TABLE delivery_durations_hourly SET (fillfactor = 70);
