-- Spending accounts (assist-employees.md §2.7, §3 Spending account info and plan period, §7): what
-- the built-in spending vendor (spending/vendor.ts) keeps. One holder row per employee and group
-- (system deposit indicator, pay frequency), one row per account and plan period with the election,
-- its bounds and the contract dates; the vendors of each group; and the history of every saved election.
create table spending_account_holders (
  umi text not null references employees (umi) on delete cascade,
  group_number text not null references groups (group_number),
  -- §5: editing needs 'y' (stored as given, compared case-insensitively).
  system_deposit_indicator text not null default 'Y',
  -- A pay class code (§7 spendingAccountPayClass); null until one is chosen.
  pay_frequency text,
  primary key (umi, group_number)
);

create table spending_plan_periods (
  id bigserial primary key,
  umi text not null,
  group_number text not null,
  -- §3 type codes (FSA, DCARE, TRANS, HRA, ...).
  account_type text not null,
  -- The plan name the save modal reports (§5).
  account_description text not null,
  -- The list's order: the first account's description marks a vendor rollout (§2.7).
  position smallint not null default 0,
  plan_period text not null,
  status text not null default '' check (status in ('Elected', 'Canceled', '')),
  employee_annual_contribution numeric(10, 2) not null default 0,
  employer_annual_contribution numeric(10, 2) not null default 0,
  min_annual_contribution numeric(10, 2),
  max_annual_contribution numeric(10, 2),
  begin_date date,
  end_date date,
  contract_begin_date date not null,
  contract_end_date date not null,
  foreign key (umi, group_number) references spending_account_holders (umi, group_number) on delete cascade,
  -- Also the read's index: one employee's accounts in one group.
  unique (umi, group_number, account_type, plan_period)
);

-- §7 spendingAccountVendors: current, previous and future vendors of a group; code 12 opens the
-- vendor tool link (§6).
create table spending_vendors (
  group_number text not null references groups (group_number),
  timing text not null check (timing in ('current', 'previous', 'future')),
  vendor_code text not null,
  vendor_name text not null,
  primary key (group_number, timing, vendor_code)
);

-- Every saved election, before and after, by whom (the write pipeline's history of a spending change).
create table spending_election_history (
  id bigserial primary key,
  umi text not null references employees (umi) on delete cascade,
  group_number text not null,
  account_type text not null,
  plan_period text not null,
  admin_id integer references plan_admins (id) on delete set null,
  admin_name text not null,
  before jsonb not null,
  after jsonb not null,
  changed_at timestamptz not null default now()
);
create index spending_election_history_idx on spending_election_history (umi, group_number, changed_at desc, id desc);
