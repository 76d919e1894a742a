-- Full-text search (issue 15) over titles and summaries: the English text with the english
-- configuration, the German text with the german one, titles weighted above summaries. A query is
-- parsed once per language and matched against that language's text only, so that stemming and
-- negation (`-word`) work within one language.
ALTER TABLE events ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, title_en), 'A') || setweight(to_tsvector('english'::regconfig, summary_en), 'B')
) STORED;
ALTER TABLE events ADD COLUMN search_de tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('german'::regconfig, coalesce(title_de, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(summary_de, '')), 'B')
) STORED;
CREATE INDEX events_search_en ON events USING gin (search_en);
CREATE INDEX events_search_de ON events USING gin (search_de);
