-- The customer lifecycle driven by the payment provider's callback.

-- A canceled customer keeps its row, for the audit trail and for `regfeed customers show`.
ALTER TABLE customers DROP CONSTRAINT customers_status_check;
ALTER TABLE customers ADD CONSTRAINT customers_status_check CHECK (status IN ('active', 'suspended', 'canceled'));

-- How the provider knows a customer who came through its checkout (from CustomerOnboarded). One
-- provider customer is at most one live customer of ours; after a cancellation, a new checkout of
-- the same provider customer onboards a new one.
ALTER TABLE customers ADD COLUMN provider_customer_id text;
CREATE UNIQUE INDEX customers_live_provider_customer ON customers (provider_customer_id) WHERE status <> 'canceled';
CREATE INDEX customers_provider_customer ON customers (provider_customer_id);

-- Not a projection: the inbox of provider events, one row per provider event id, whatever came of
-- it. The primary key is what makes a redelivery, or two copies at once, change nothing.
CREATE TABLE payment_events (
  id                   text PRIMARY KEY,
  type                 text NOT NULL,
  provider_created_at  timestamptz NOT NULL,
  received_at          timestamptz NOT NULL DEFAULT now(),
  data                 jsonb NOT NULL,
  status               text NOT NULL CHECK (status IN ('pending', 'applied', 'ignored', 'unknown_type')),
  -- For a checkout, assigned on receipt so that every attempt to apply it onboards the same customer.
  customer_id          text,
  detail               text,
  attempts             integer NOT NULL DEFAULT 0,
  last_error           text,
  processed_at         timestamptz
);
CREATE INDEX payment_events_received ON payment_events (received_at DESC, id DESC);
CREATE INDEX payment_events_pending ON payment_events (received_at) WHERE status = 'pending';

-- Not a projection: the outbox of welcome messages. `api_key` is the only place the plaintext key
-- is ever stored, and only until the message is sent or given up: the CHECK enforces that.
CREATE TABLE welcome_messages (
  id           text PRIMARY KEY,
  customer_id  text NOT NULL,
  key_id       text NOT NULL,
  recipient    text NOT NULL,
  api_key      text,
  status       text NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'superseded')),
  attempts     integer NOT NULL DEFAULT 0,
  last_error   text,
  sent_via     text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  CHECK ((status = 'pending') = (api_key IS NOT NULL))
);
CREATE INDEX welcome_messages_customer ON welcome_messages (customer_id, created_at);
