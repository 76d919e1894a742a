-- Search and article filters at 1,000,000 events (issue 15): each page is served by one of two plans
-- (src/projections/eventSearchPlan.ts). A walk reads candidates in feed order; an intersection finds
-- every match in one GIN index and sorts them. For the intersection to cost what the matches cost,
-- and not what the search or the filter alone would match, every condition a page can carry except
-- times is an entry in the same GIN index: the words (both languages), the article scopes, the topics,
-- and the source and severity as facets. The index replaces the three single-column ones.
SET LOCAL maintenance_work_mem = '256MB';

CREATE FUNCTION regfeed_event_facets(source_id text, severity_rank smallint) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['source:' || source_id, 'severity:' || severity_rank::text]
$$;

CREATE INDEX events_search ON events USING gin (search_en, search_de, article_scopes, topics, regfeed_event_facets(source_id, severity_rank));
DROP INDEX events_search_en;
DROP INDEX events_search_de;
DROP INDEX events_article_scopes;

-- The article walk checks the other filters on the scope entries themselves (an index-only scan),
-- instead of fetching every candidate event first.
TRUNCATE event_article_scopes;
ALTER TABLE event_article_scopes DROP CONSTRAINT event_article_scopes_pkey;
ALTER TABLE event_article_scopes
  ADD COLUMN source_id text NOT NULL,
  ADD COLUMN severity_rank smallint NOT NULL,
  ADD COLUMN topics text[] NOT NULL,
  ADD COLUMN updated_at bigint NOT NULL;
INSERT INTO event_article_scopes (scope, published_at, event_id, source_id, severity_rank, topics, updated_at)
SELECT DISTINCT unnest(article_scopes), published_at, id, source_id, severity_rank, topics, updated_at FROM events;
ALTER TABLE event_article_scopes ADD PRIMARY KEY (scope, published_at, event_id) INCLUDE (source_id, severity_rank, updated_at, topics);
-- With a source, the scope's entries of that source alone, in feed order.
CREATE INDEX event_article_scopes_source ON event_article_scopes (scope, source_id, published_at, event_id) INCLUDE (severity_rank, updated_at, topics);

CREATE OR REPLACE FUNCTION regfeed_index_article_scopes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.article_scopes, OLD.published_at, OLD.source_id, OLD.severity_rank, OLD.topics, OLD.updated_at)
                          IS NOT DISTINCT FROM (NEW.article_scopes, NEW.published_at, NEW.source_id, NEW.severity_rank, NEW.topics, NEW.updated_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM event_article_scopes WHERE event_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO event_article_scopes (scope, published_at, event_id, source_id, severity_rank, topics, updated_at)
    SELECT DISTINCT unnest(NEW.article_scopes), NEW.published_at, NEW.id, NEW.source_id, NEW.severity_rank, NEW.topics, NEW.updated_at
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

ANALYZE event_article_scopes;
