-- Session and access (beyond the spec): expired sessions are purged at every sign-in
-- (auth/sessions.ts purgeExpiredSessions); the idle end is looked up by range, the absolute
-- end (created_at + the configured lifetime) too.
create index sessions_expires_idx on sessions (expires_at);
create index sessions_created_idx on sessions (created_at);
