-- Article filter (issue 15): a reference covers itself and every finer one under it, so each event
-- keeps the scopes its references fall under (`Art. 5(1)(h)` -> `Art. 5`, `Art. 5(1)`, `Art. 5(1)(h)`)
-- and a filter matches an event whose scopes it names (the query reads them in feed order from
-- event_article_scopes, or from this GIN index when rare; fan-out tests a subscription's filter
-- against them). References are
-- canonical (src/domain/aiActReference.ts): each parenthesis opens a finer level.
CREATE FUNCTION regfeed_article_scopes(refs text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT scope ORDER BY scope), '{}')
  FROM unnest(refs) AS r(ref)
  CROSS JOIN LATERAL (
    SELECT ref AS scope
    UNION
    SELECT left(ref, i - 1) FROM generate_series(2, length(ref)) AS i WHERE substr(ref, i, 1) = '('
  ) s
$$;

ALTER TABLE events ADD COLUMN article_scopes text[] GENERATED ALWAYS AS (regfeed_article_scopes(ai_act_articles)) STORED;
-- For filters too rare to find by walking the feed (see listEvents).
CREATE INDEX events_article_scopes ON events USING gin (article_scopes);
