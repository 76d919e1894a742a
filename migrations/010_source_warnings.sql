-- What the document last read lacked (items whose dates could not be read): markup drift shown in
-- `GET /v1/sources` and `regfeed sources list` instead of a silent first-seen date.
ALTER TABLE sources ADD COLUMN warnings jsonb NOT NULL DEFAULT '[]';
