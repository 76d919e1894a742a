-- Idempotency-Key: the first answer to a keyed request, kept 24 hours per customer. The answer can
-- carry a new webhook secret, so it is sealed like the secrets (AES-256-GCM under SECRETS_KEY, the
-- customer and key as associated data). A row without an answer is a request still running.
CREATE TABLE idempotency_keys (
  customer_id   text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  expires_at    timestamptz NOT NULL,
  status        integer,
  key_id        text,
  nonce         bytea,
  ciphertext    bytea,
  auth_tag      bytea,
  PRIMARY KEY (customer_id, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
