-- Write-side guards of ingestion (not projections: a rebuild leaves them alone).
-- Each identity (source, official URL) has exactly one event id, and each UTC day its own counter.
CREATE TABLE event_identities (
  source_id     text NOT NULL,
  url_official  text NOT NULL,
  event_id      text NOT NULL UNIQUE,
  PRIMARY KEY (source_id, url_official)
);
CREATE TABLE event_id_counters (
  day       text PRIMARY KEY,
  last_seq  integer NOT NULL
);

-- The feed query: newest first with a keyset cursor on (published_at, id), and each filter.
CREATE INDEX events_feed_order ON events (published_at DESC, id DESC);
CREATE INDEX events_topics ON events USING gin (topics);
CREATE INDEX events_source_order ON events (source_id, published_at DESC, id DESC);
CREATE INDEX events_updated_at ON events (updated_at);
-- severity_min: one partial index per threshold keeps rare severities from scanning the feed.
CREATE INDEX events_severity_low_up ON events (published_at DESC, id DESC) WHERE severity_rank >= 1;
CREATE INDEX events_severity_medium_up ON events (published_at DESC, id DESC) WHERE severity_rank >= 2;
CREATE INDEX events_severity_high_up ON events (published_at DESC, id DESC) WHERE severity_rank >= 3;
CREATE INDEX events_severity_critical ON events (published_at DESC, id DESC) WHERE severity_rank >= 4;
