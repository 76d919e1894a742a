-- Operational e-mail (decisions.md 1.1): a customer hears when a subscription's deliveries give up
-- (at most once per subscription per 24 hours, with the count) and when a subscription that had
-- failed 3 or more attempts in a row delivers again. Operators switch it off per customer
-- (OperationalMailChanged on the customer's stream).
ALTER TABLE customers ADD COLUMN operational_mail boolean NOT NULL DEFAULT true;

-- Per subscription, what the delivery log says (a read table: a rebuild recomputes it): the failed
-- attempts in a row now, and running totals of give-ups and of recoveries (a success after 3 or
-- more failures in a row). Kept by projections/deliveryStatsReadModel.ts.
CREATE TABLE subscription_delivery_health (
  subscription_id    text PRIMARY KEY,
  customer_id        text NOT NULL,
  failing_streak     integer NOT NULL DEFAULT 0,
  gave_up_total      integer NOT NULL DEFAULT 0,
  recoveries_total   integer NOT NULL DEFAULT 0,
  last_gave_up_at    bigint,
  last_recovered_at  bigint
);

-- What the customer has been told (not a read table: a rebuild leaves it, so nothing is told twice).
CREATE TABLE operational_notices (
  subscription_id         text PRIMARY KEY,
  gave_up_notified        integer NOT NULL DEFAULT 0,
  recoveries_notified     integer NOT NULL DEFAULT 0,
  last_gave_up_notice_at  bigint
);

-- The mail outbox of operational messages: a row per message, its pg-boss job names the row.
CREATE TABLE operational_messages (
  id               text PRIMARY KEY,
  customer_id      text NOT NULL,
  subscription_id  text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('gave_up', 'recovered')),
  recipient        text NOT NULL,
  subject          text NOT NULL,
  body             text NOT NULL,
  status           text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  last_error       text,
  sent_via         text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  finished_at      timestamptz
);
CREATE INDEX operational_messages_customer ON operational_messages (customer_id, created_at);
