-- Watching the official sources: the registry's parameters and each source's fetch health, kept
-- from the source streams (`source-<id>`). Disposable like every read table: a rebuild refills it.
ALTER TABLE sources
  ADD COLUMN enabled          boolean NOT NULL DEFAULT true,
  ADD COLUMN params           jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN note             text,
  ADD COLUMN last_fetch_at    timestamptz,
  ADD COLUMN next_fetch_at    timestamptz,
  ADD COLUMN failing_since    timestamptz,
  ADD COLUMN last_error       text,
  ADD COLUMN last_items       jsonb;

-- The scheduler's question, once a minute: which enabled sources are due?
CREATE INDEX sources_due ON sources (next_fetch_at NULLS FIRST) WHERE enabled;
