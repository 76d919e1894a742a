-- Subscriptions (issue 15): an optional article filter (canonical references; NULL = every event)
-- and the body format of deliveries.
ALTER TABLE subscriptions ADD COLUMN article_filter text[];
ALTER TABLE subscriptions ADD COLUMN format text NOT NULL DEFAULT 'json';
