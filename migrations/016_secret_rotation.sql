-- Secret rotation with overlap: the secret a rotation replaced keeps signing, beside the new one,
-- until previous_expires_at (Unix ms). Sealed like the current one, with `<id>#previous` as the
-- associated data, so the two cannot be swapped. `generation` counts rotations: workers cache a
-- subscription's secrets under it, so a rotation reaches every worker at its next attempt.
ALTER TABLE subscription_secrets
  ADD COLUMN generation integer NOT NULL DEFAULT 1,
  ADD COLUMN previous_key_id text,
  ADD COLUMN previous_nonce bytea,
  ADD COLUMN previous_ciphertext bytea,
  ADD COLUMN previous_auth_tag bytea,
  ADD COLUMN previous_expires_at bigint;
