-- Portal sign-ins: the browser holds only a random token; this row holds its digest, the digest of
-- the API key it was exchanged for (so each page is admitted and metered as that key's request, and a
-- revoked key ends its sessions), the CSRF token of its forms, and when it ends (12 hours).
CREATE TABLE IF NOT EXISTS portal_sessions (
  token_digest text PRIMARY KEY,
  key_digest text NOT NULL,
  csrf_token text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS portal_sessions_expires_at ON portal_sessions (expires_at);
