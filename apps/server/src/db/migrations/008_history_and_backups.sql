-- What changed on an employee, kept by the server itself (history on every change
-- of other insurance and Medicare (COB), plan coverage, PCP and report codes: who, when, before and
-- after). One row per member and subject changed; `before`/`after` hold that subject's values as
-- the record held them (null when it was added or removed). The four history services read it by
-- umi and group (enrollment.md §7 History), newest first, through the index below.
create table employee_history (
  id bigserial primary key,
  umi text not null references employees (umi) on delete cascade,
  -- COB (other insurance, Medicare) belongs to the member, not a group: its rows have no group
  -- and every group's COB history shows them.
  group_number text,
  kind text not null check (kind in ('cob', 'plan', 'pcp', 'report_code')),
  -- Which member: 'subscriber' or the dependent's sequence ('dependent:<n>'), with the name shown.
  member_key text not null,
  member_name text not null,
  transaction_type text not null check (transaction_type in ('ADD', 'EDIT', 'CANCEL', 'REINSTATE', 'REMOVE_CANCEL_DATE', 'PCP_CHANGE')),
  admin_id integer references plan_admins (id),
  admin_name text not null,
  changed_at timestamptz not null default now(),
  before jsonb,
  after jsonb
);
create index employee_history_read_idx on employee_history (umi, kind, group_number, changed_at desc, id desc);

-- The edit save's backup (enrollment.md §4 edit save: pending check, backup save, final save): a
-- copy of the record as it was before a change, kept for recovery. It never changes the version.
create table employee_backups (
  id bigserial primary key,
  umi text not null references employees (umi) on delete cascade,
  version integer not null,
  record jsonb not null,
  admin_id integer references plan_admins (id),
  transaction_type text not null,
  taken_at timestamptz not null default now()
);
create index employee_backups_umi_idx on employee_backups (umi, taken_at desc);
