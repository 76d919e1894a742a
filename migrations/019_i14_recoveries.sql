-- POST /v1/subscriptions/{id}/recover answers once the recovery is recorded: its deliveries (fixed
-- when it was asked for, as many as the quota granted) and a pg-boss job in one transaction. The job
-- replays them in batches, deleting each batch's items after it; run again after a crash, the
-- decider leaves alone what this recovery replayed already (DeliveryReplayed carries its id).
CREATE TABLE subscription_recoveries (
  id               text PRIMARY KEY,
  subscription_id  text NOT NULL,
  customer_id      text NOT NULL,
  replayed_by      text NOT NULL,
  deliveries       integer NOT NULL,
  requested_at     timestamptz NOT NULL DEFAULT now(),
  finished_at      timestamptz
);

CREATE TABLE subscription_recovery_items (
  recovery_id  text NOT NULL,
  position     integer NOT NULL,
  delivery_id  text NOT NULL,
  PRIMARY KEY (recovery_id, position)
);
