-- Idempotency keys of write routes (DESIGN.md "Data flow, for one save" step 3;
-- http/idempotency.ts). A key belongs to the administrator who sent it; the fingerprint is a
-- SHA-256 of the request (method, path, query, canonical JSON body), so the same key sent with a
-- different request is refused. While the first request runs the row is 'in_progress'; once it
-- has answered, 'completed' with the answer to replay: what that administrator was already sent,
-- kept no longer than the key. Rows older than 24 hours are purged at each new claim.
create table idempotency_keys (
  admin_id integer not null references plan_admins (id) on delete cascade,
  idempotency_key text not null,
  fingerprint text not null,
  state text not null check (state in ('in_progress', 'completed')),
  response_status integer,
  response_headers jsonb,
  response_body text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (admin_id, idempotency_key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
