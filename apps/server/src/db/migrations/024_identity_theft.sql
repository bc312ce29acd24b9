-- Identity theft protection (assist-employees.md §2.11, §4, §9): the opt-in state of each group,
-- when it last changed and by whom, and when it last opted in (opting in is once per calendar year).
-- A group without a row has never opted in.
create table group_identity_theft (
  group_number text primary key references groups (group_number),
  opted_in boolean not null,
  changed_at timestamptz not null,
  changed_by integer references plan_admins (id) on delete set null,
  last_opt_in_at timestamptz
);

-- §9: a new client has 30 days from its coverage effective date to opt in; null for an established
-- client, which opts in only in the Q4 window.
alter table clients add column coverage_effective_date date;
