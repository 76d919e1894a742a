-- A counter that moves with every change to the events read table, in the changing statement's own
-- transaction: an API process may serve a cached page only while the counter it reads is the one the
-- page was computed under. Statement-level, so a bulk change counts once.
CREATE TABLE feed_version (
  singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version    bigint NOT NULL
);
INSERT INTO feed_version (version) VALUES (1);

CREATE FUNCTION regfeed_bump_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feed_version SET version = version + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER events_bump_feed_version AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION regfeed_bump_feed_version();
CREATE TRIGGER events_truncate_bumps_feed_version AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION regfeed_bump_feed_version();
