-- Enrollments in progress (enrollment.md §2 "Enrollments in process", §4 "Resuming").
-- One row per subscriber being enrolled within a client: the employee record being built, which
-- add-flow steps are approved, and its status. Routes name a row by its opaque id, never by SSN;
-- the SSN is kept like an employee's (encrypted beside a keyed lookup hash). `version` is the
-- row's ETag: a save must carry it (If-Match) so two administrators cannot overwrite each other.
create table enrollments (
  id uuid primary key default gen_random_uuid(),
  client_id integer not null references clients (id),
  ssn_hash text not null,
  ssn_encrypted text not null,
  first_name text not null default '',
  last_name text not null default '',
  -- SAVED may be resumed or deleted; the others are staged and block a new enrollment (§2).
  status text not null check (status in ('SAVED', 'SUBMITTED', 'PARTIAL_SUBMIT')),
  record jsonb not null,
  approved_steps jsonb not null default '[]'::jsonb,
  -- Per group: true applied, false rejected, null waiting for delayed processing (§8 outcomes).
  group_results jsonb not null default '{}'::jsonb,
  -- The employee the final save created, once it exists.
  umi text references employees (umi),
  version integer not null default 1,
  created_by integer references plan_admins (id) on delete set null,
  updated_by integer references plan_admins (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One enrollment per SSN within a client (an in-progress one blocks starting another, §4).
create unique index enrollments_client_ssn_idx on enrollments (client_id, ssn_hash);
-- The list is ordered by last name (§2): read one page through this index (keyset paging).
create index enrollments_list_idx on enrollments (client_id, lower(last_name), lower(first_name), id);
