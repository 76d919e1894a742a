-- Feed tokens (issue 15): the read model of the `feedtoken-<id>` streams. Shaped like api_keys
-- (digest, customer_id, revoked_at), so that one metering statement admits either credential.
CREATE TABLE feed_tokens (
  id                    text PRIMARY KEY,
  customer_id           text NOT NULL,
  digest                text NOT NULL UNIQUE,
  hint                  text NOT NULL,
  label                 text,
  created_at            timestamptz NOT NULL,
  revoked_at            timestamptz,
  last_global_position  bigint NOT NULL
);
CREATE INDEX feed_tokens_customer ON feed_tokens (customer_id, created_at, id);
