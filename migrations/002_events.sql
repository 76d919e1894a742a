-- The feed's read model: the latest version of each regulatory event (stream `regevent-<id>`).
-- Times are Unix milliseconds, as the API serves them.
CREATE TABLE events (
  id                text PRIMARY KEY,
  source_id         text NOT NULL,
  url_official      text NOT NULL,
  event_type        text NOT NULL,
  topics            text[] NOT NULL,
  severity          text NOT NULL,
  severity_rank     smallint NOT NULL,
  title_en          text NOT NULL,
  title_de          text,
  summary_en        text NOT NULL,
  summary_de        text,
  diff_summary_en   text,
  ai_act_articles   text[] NOT NULL DEFAULT '{}',
  language_versions text[] NOT NULL DEFAULT '{}',
  published_at      bigint NOT NULL,
  ingested_at       bigint NOT NULL,
  updated_at        bigint NOT NULL,
  version           integer NOT NULL CHECK (version >= 1),
  last_global_position bigint NOT NULL
);
