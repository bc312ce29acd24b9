-- Eligibility in bulk: an uploaded file's import and its rows. An import is judged (preview) by a
-- job, then applied by another; both write their progress here so a page can poll it, and both are
-- safe to run again (the job runner retries a run cut short). Rows keep the member row as read
-- (SSNs sealed beside it, never in clear), the outcome judged, the before and after of a change,
-- its errors, and what applying did.
create table eligibility_imports (
  id bigserial primary key,
  client_id integer not null references clients (id),
  admin_id integer not null references plan_admins (id) on delete cascade,
  file_name text not null,
  kind text not null check (kind in ('census', 'edi834')),
  status text not null default 'judging'
    check (status in ('judging', 'judged', 'applying', 'applied', 'failed')),
  full_file boolean not null default false,
  mode text check (mode in ('allOrNothing', 'validOnly')),
  row_count integer not null default 0,
  judged_count integer not null default 0,
  applied_count integer not null default 0,
  counts jsonb not null default '{}'::jsonb,
  failure text,
  judge_job_id bigint references jobs (id),
  apply_job_id bigint references jobs (id),
  created_at timestamptz not null default now(),
  judged_at timestamptz,
  finished_at timestamptz
);
-- The list of past imports of a client, newest first (keyset on created_at desc, id desc).
create index eligibility_imports_list_idx on eligibility_imports (client_id, created_at desc, id desc);
-- The running imports of one administrator (the cap on imports judging or applying at once).
create index eligibility_imports_admin_idx on eligibility_imports (admin_id, status);

create table eligibility_import_rows (
  id bigserial primary key,
  import_id bigint not null references eligibility_imports (id) on delete cascade,
  position integer not null,
  source jsonb not null,
  -- The member row as read, its SSNs left out (they are sealed in ssn_encrypted).
  member jsonb not null,
  ssn_encrypted text not null,
  -- The rows of one subscriber are judged and applied together: the subscriber SSN's keyed hash.
  subscriber_hash text not null,
  outcome text check (outcome in ('addEmployee', 'addDependent', 'change', 'endCoverage', 'reinstate',
                                  'noChange', 'error')),
  -- A full file's member on file but missing from it, proposed as a termination (ended only if ticked).
  proposed_termination boolean not null default false,
  changes jsonb not null default '[]'::jsonb,
  errors jsonb not null default '[]'::jsonb,
  groups text[] not null default '{}',
  umi text,
  applied text not null default 'no' check (applied in ('no', 'applied', 'pending', 'refused', 'skipped')),
  applied_reason text,
  -- One key per row: applying marks it in the same transaction as the change, and the key is unique,
  -- so a run that is cut short and run again never applies a row twice.
  idempotency_key text not null unique,
  unique (import_id, position)
);
-- A page of rows in file order, filtered by outcome (keyset on position).
create index eligibility_import_rows_outcome_idx on eligibility_import_rows (import_id, outcome, position);
