-- Webhook subscriptions: the read model of the `subscription-<id>` streams, and the secrets that
-- sign their deliveries.

CREATE TABLE subscriptions (
  id                    text PRIMARY KEY,
  customer_id           text NOT NULL,
  webhook_url           text NOT NULL,
  topics                text[] NOT NULL,
  source_filter         text[],
  severity_min          text NOT NULL,
  language              text NOT NULL,
  enabled               boolean NOT NULL,
  created_at            timestamptz NOT NULL,
  disabled_at           timestamptz,
  last_delivery_at      timestamptz,
  last_global_position  bigint NOT NULL
);
-- The tier limit counts a customer's enabled subscriptions; the list shows them in creation order.
CREATE INDEX subscriptions_customer_enabled ON subscriptions (customer_id, created_at, id) WHERE enabled;

-- Not a projection (a rebuild must never truncate it): the webhook secrets, encrypted with
-- AES-256-GCM under SECRETS_KEY. The subscription id is the cipher's associated data, so a row
-- copied onto another subscription does not decrypt.
CREATE TABLE subscription_secrets (
  subscription_id  text PRIMARY KEY,
  key_id           text NOT NULL,
  nonce            bytea NOT NULL,
  ciphertext       bytea NOT NULL,
  auth_tag         bytea NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
