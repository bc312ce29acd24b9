-- Durable jobs on the database (DESIGN.md: the job runner, apps/server/src/jobs/).
-- A job is claimed with FOR UPDATE SKIP LOCKED in a short statement, so two servers never run it
-- twice at once; `locked_until` is the claim's lease (a server that stopped mid-job frees it when
-- the lease ends); a failed run is queued again with backoff until `max_attempts`, then 'failed'
-- with its last error. Payloads never hold an SSN.
create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  run_at timestamptz not null,
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 5,
  last_error text,
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The claim reads due jobs through this index, oldest first.
create index jobs_due_idx on jobs (run_at, id) where state in ('queued', 'running');

-- Member IDs of employees a final save creates (enrollment.md §7 Save, transaction type ADD): far
-- above the seeded ones (M10000000 + 37 n), so the two never meet at any seed size.
create sequence enrolled_umi_seq start with 90000001;
