-- Census and wellness taxation reports as durable jobs (session-and-admin.md §3
-- Census/wellness request, Requested report row; §7 request-report, census/wellness lists and
-- downloads). A request is stored with its job (jobs, migration 007); the job writes the finished
-- file into the same row in one statement, so a run cut short leaves nothing half written and a
-- restarted server runs it again. Its state is read from the job: queued = requested, running,
-- done with a file = ready, failed.
create table report_requests (
  id bigserial primary key,
  client_id integer not null references clients (id),
  admin_id integer not null references plan_admins (id) on delete cascade,
  report_type text not null check (report_type in ('census', 'wellness')),
  report_format text not null check (report_format in ('Excel', 'PDF')),
  ssn_mask boolean not null default true,
  group_numbers text[] not null,
  report_name text,
  job_id bigint references jobs (id),
  requested_at timestamptz not null default now(),
  completed_at timestamptz,
  file_name text,
  file_bytes bytea,
  row_count integer
);
-- Requested reports of a client, newest first (keyset by id).
create index report_requests_client_idx on report_requests (client_id, report_type, id);
