-- GET /v1/subscriptions/{id}/stats without scanning a subscription's deliveries: a rollup per
-- subscription and UTC hour (Unix ms of the hour's start), kept by projections/deliveryStatsReadModel.ts
-- in the transaction that projects the deliveries themselves.
-- Status counts sit in the hour the delivery was created, and move as its status changes, so that
-- they always equal the deliveries listing; attempt counts sit in the hour of the attempt.
CREATE TABLE delivery_stats_hourly (
  subscription_id     text NOT NULL,
  hour                bigint NOT NULL,
  pending             integer NOT NULL DEFAULT 0,
  failed              integer NOT NULL DEFAULT 0,
  delivered           integer NOT NULL DEFAULT 0,
  gave_up             integer NOT NULL DEFAULT 0,
  quota_exceeded      integer NOT NULL DEFAULT 0,
  canceled            integer NOT NULL DEFAULT 0,
  attempts_succeeded  integer NOT NULL DEFAULT 0,
  attempts_failed     integer NOT NULL DEFAULT 0,
  last_success_at     bigint,
  last_failure_at     bigint,
  last_error          text,
  PRIMARY KEY (subscription_id, hour)
);

-- Attempt durations as a log-scaled histogram (four buckets per doubling), per subscription and
-- hour: p50 and p95 are read from the sum of a window's buckets.
CREATE TABLE delivery_durations_hourly (
  subscription_id  text NOT NULL,
  hour             bigint NOT NULL,
  bucket           smallint NOT NULL,
  attempts         integer NOT NULL,
  PRIMARY KEY (subscription_id, hour, bucket)
);

-- Service-wide delivery counters for /metrics (attempts by outcome, dead letters, the ingestion to
-- first attempt histogram), kept by the same projection. Each connection adds to its own shard, so
-- that concurrent transactions do not queue on one row; /metrics sums the shards.
CREATE TABLE delivery_metrics (
  metric  text NOT NULL,
  shard   smallint NOT NULL,
  value   bigint NOT NULL,
  PRIMARY KEY (metric, shard)
);
