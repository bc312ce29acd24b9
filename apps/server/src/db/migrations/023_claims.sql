-- Claims of members (assist-employees.md §2.9, §3 Claim summary, §4 Claim status codes): one row per
-- claim of the subscriber or a dependent, in one group of the employee. The summary pages newest
-- service date first, by keyset over (umi, service_date desc, id desc), which the index holds in order.
create table claims (
  id bigserial primary key,
  claim_number text not null unique,
  umi text not null references employees (umi) on delete cascade,
  group_number text not null references groups (group_number),
  -- 'subscriber' or 'dependent:<pin>', as the history tables name members.
  member_key text not null,
  member_first_name text not null,
  member_last_name text not null,
  member_birth_date date,
  service_date date not null,
  -- §3 claim source codes, shown as Medical, Dental, Vision, Drug.
  claim_type text not null check (claim_type in ('medical', 'dental', 'vision', 'ods')),
  -- §4: 1 Approved … 5 In Process; any other code reads Info Not Available, so it is not constrained.
  status_code smallint not null,
  provider_name text not null,
  billed_amount numeric(10, 2) not null,
  allowed_amount numeric(10, 2) not null,
  paid_amount numeric(10, 2) not null,
  member_responsibility numeric(10, 2) not null,
  processed_date date
);
create index claims_member_date_idx on claims (umi, service_date desc, id desc);
