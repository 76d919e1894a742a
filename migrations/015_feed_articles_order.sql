-- The article filter in feed order (issue 15). A GIN index finds the events citing a provision but
-- not the newest of them: at 1,000,000 events a common provision made the planner walk the feed
-- and a rare one sort every match. Each (scope, event) pair is kept here in feed order instead, so a
-- page reads the newest entries of each requested scope and merges them. Kept by a trigger on
-- events, so that every writer of the read table (projection, rebuild, bulk loads) keeps it.
CREATE TABLE event_article_scopes (
  scope         text NOT NULL,
  published_at  bigint NOT NULL,
  event_id      text NOT NULL,
  PRIMARY KEY (scope, published_at, event_id)
);
CREATE INDEX event_article_scopes_event ON event_article_scopes (event_id);

CREATE FUNCTION regfeed_index_article_scopes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.article_scopes = NEW.article_scopes AND OLD.published_at = NEW.published_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM event_article_scopes WHERE event_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_article_scopes (scope, published_at, event_id)
    SELECT DISTINCT unnest(NEW.article_scopes), NEW.published_at, NEW.id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER events_index_article_scopes AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION regfeed_index_article_scopes();

CREATE FUNCTION regfeed_clear_article_scopes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE event_article_scopes;
  RETURN NULL;
END $$;
CREATE TRIGGER events_truncate_clears_article_scopes AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION regfeed_clear_article_scopes();

INSERT INTO event_article_scopes (scope, published_at, event_id)
SELECT DISTINCT unnest(article_scopes), published_at, id FROM events
ON CONFLICT DO NOTHING;
