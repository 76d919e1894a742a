-- Deliveries of events to subscriptions (streams `delivery-<id>`), for GET /v1/deliveries and the
-- operators' listings, and every attempt, for GET /v1/deliveries/{id}. Times are Unix ms.
CREATE TABLE deliveries (
  id                    text PRIMARY KEY,
  subscription_id       text NOT NULL,
  customer_id           text NOT NULL,
  event_id              text NOT NULL,
  event_version         integer NOT NULL,
  status                text NOT NULL,
  attempts              integer NOT NULL DEFAULT 0,
  created_at            bigint NOT NULL,
  last_attempt_at       bigint,
  next_attempt_at       bigint,
  last_response_status  integer,
  last_error            text,
  last_global_position  bigint NOT NULL
);
-- The customer's listing, newest first, with or without a status; and the sweeper's due attempts.
CREATE INDEX deliveries_customer_order ON deliveries (customer_id, created_at DESC, id DESC);
CREATE INDEX deliveries_customer_status_order ON deliveries (customer_id, status, created_at DESC, id DESC);
CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE status IN ('pending', 'failed');
CREATE INDEX deliveries_status_order ON deliveries (status, created_at DESC, id DESC);

CREATE TABLE delivery_attempts (
  delivery_id      text NOT NULL,
  attempt          integer NOT NULL,
  attempted_at     bigint NOT NULL,
  succeeded        boolean NOT NULL,
  response_status  integer,
  error            text,
  duration_ms      integer NOT NULL,
  PRIMARY KEY (delivery_id, attempt)
);

-- Monthly webhook quota: deliveries started per customer and UTC month (test deliveries not counted).
CREATE TABLE delivery_usage_monthly (
  customer_id   text NOT NULL,
  month         date NOT NULL,
  used          integer NOT NULL,
  -- How many the latest take got: a fan-out takes its share of the quota in one statement.
  last_granted  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (customer_id, month)
);

-- The reactions outbox: rows written by the event store in the same transaction as the events that
-- call for them (a new event version to fan out, an attempt to make, a delivery to give up), and
-- moved into pg-boss jobs by the relay in one transaction each. Nothing between an event and its job
-- can be lost, whatever crashes when.
CREATE TABLE reactions (
  id          bigserial PRIMARY KEY,
  queue       text NOT NULL,
  job_key     text NOT NULL UNIQUE,
  data        jsonb NOT NULL,
  due_at      timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE FUNCTION regfeed_notify_reactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('regfeed_reactions', '');
  RETURN NULL;
END $$;
-- Only the rare reactions wake the relay at once. NOTIFY serializes committing transactions, so the
-- many per-delivery ones are left to the relay, which keeps polling while there is work.
CREATE TRIGGER reactions_notify AFTER INSERT ON reactions FOR EACH ROW
  WHEN (NEW.queue IN ('fan-out', 'customer-canceled')) EXECUTE FUNCTION regfeed_notify_reactions();
