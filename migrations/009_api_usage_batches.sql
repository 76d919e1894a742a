-- API requests are metered in batches (all requests an API process admits while its previous
-- metering statement runs): how many the latest take got, as for the monthly webhook quota.
ALTER TABLE api_usage_daily ADD COLUMN last_granted integer NOT NULL DEFAULT 0;
