-- Read models of the foundation. They are disposable: `regfeed projections rebuild` refills them
-- from the event log, which is the source of truth.

-- emmett-postgresql 0.42.0 has no index behind its consumer poll; 0.42.4 adds these two with the
-- same names, so an upgrade finds them in place.
CREATE INDEX IF NOT EXISTS idx_messages_global_position ON emt_messages (global_position);
CREATE INDEX IF NOT EXISTS idx_messages_transaction_id_global_position ON emt_messages (transaction_id, global_position);

CREATE TABLE customers (
  id                    text PRIMARY KEY,
  email                 text NOT NULL,
  tier                  text NOT NULL,
  status                text NOT NULL CHECK (status IN ('active', 'suspended')),
  api_requests_per_day  integer NOT NULL CHECK (api_requests_per_day > 0),
  deliveries_per_month  integer NOT NULL CHECK (deliveries_per_month > 0),
  max_subscriptions     integer NOT NULL CHECK (max_subscriptions > 0),
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL,
  last_global_position  bigint NOT NULL
);
CREATE INDEX customers_created_at ON customers (created_at, id);

CREATE TABLE api_keys (
  id           text PRIMARY KEY,
  customer_id  text NOT NULL,
  digest       text NOT NULL UNIQUE,
  hint         text NOT NULL,
  created_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX api_keys_customer ON api_keys (customer_id);

-- Not a projection: the metering counter of the daily API quota (one row per customer and UTC day).
CREATE TABLE api_usage_daily (
  customer_id  text NOT NULL,
  day          date NOT NULL,
  used         integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (customer_id, day)
);

CREATE TABLE sources (
  id                    text PRIMARY KEY,
  name_en               text NOT NULL,
  name_de               text NOT NULL,
  base_url              text NOT NULL,
  fetch_strategy        text NOT NULL,
  last_success_at       timestamptz,
  consecutive_failures  integer NOT NULL DEFAULT 0,
  registered_at         timestamptz NOT NULL,
  last_global_position  bigint NOT NULL
);
