-- How an event's labels came about: `rules` (as ingested: the classifier, or the item given) or
-- `editor` (corrected with `regfeed events classify`), and when an editor last set them (Unix ms).
ALTER TABLE events
  ADD COLUMN classified_by text NOT NULL DEFAULT 'rules' CHECK (classified_by IN ('rules', 'editor')),
  ADD COLUMN reviewed_at bigint;
-- `regfeed events export-labels` reads the corrected events.
CREATE INDEX events_reviewed ON events (url_official) WHERE classified_by = 'editor';
