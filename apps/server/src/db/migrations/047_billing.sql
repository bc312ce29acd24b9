-- Premium billing (the Bills access, session-and-admin.md §6 EP ViewBills / ebill): rates, each
-- group's monthly bill and its lines, what has been billed per subscriber, line and month (so a
-- retroactive change adjusts once), and payments with the bills they paid. Money is whole cents
-- (bigint), never a float: a line, a bill's total and the sum of its lines must agree exactly.

-- The retro window: how far back a change may still be billed as an adjustment; older changes are
-- listed for the insurer to settle. Set on the client's record, 60 days unless it says otherwise.
alter table clients add column retro_window_days integer not null default 60
  check (retro_window_days between 0 and 3650);

-- A plan's (a group's product's) monthly premium for one coverage tier over a rating period;
-- period_end is the period's last day, null while it runs on.
create table billing_rates (
  group_number text not null,
  product_id text not null,
  tier text not null check (tier in ('employee', 'employeeSpouse', 'employeeChildren', 'family')),
  period_start date not null,
  period_end date,
  monthly_cents bigint not null check (monthly_cents >= 0),
  primary key (group_number, product_id, tier, period_start),
  foreign key (group_number, product_id) references group_products (group_number, product_id),
  check (period_end is null or period_end >= period_start)
);

-- A group's bill for one month (month is the month's first day). One per group and month: the
-- invoice job can be cut short and run again without making a second. The state (open, paid, past
-- due) is derived from paid_cents, total_cents and due_date, never stored.
create table invoices (
  id bigserial primary key,
  group_number text not null references groups (group_number),
  month date not null check (extract(day from month) = 1),
  due_date date not null,
  premium_cents bigint not null,
  adjustment_cents bigint not null,
  total_cents bigint not null,
  -- Totals by line of business: [{ lineOfBusiness, cents }], premium and adjustments together.
  totals jsonb not null default '[]'::jsonb,
  paid_cents bigint not null default 0,
  -- Covered lines no rate priced (left off the bill, said here for the insurer).
  unrated jsonb not null default '[]'::jsonb,
  line_count integer not null default 0,
  created_at timestamptz not null default now(),
  unique (group_number, month),
  check (total_cents = premium_cents + adjustment_cents)
);
-- The bills of a set of groups, newest first (keyset on month desc, group number, id).
create index invoices_month_idx on invoices (month desc, group_number, id);

-- A bill's lines: premium lines (one per subscriber and line of business), adjustment lines (a
-- retroactive change: which, the months it covers, the amount) and changes listed to settle
-- (older than the retro window: not in the bill's total).
create table invoice_lines (
  id bigserial primary key,
  invoice_id bigint not null references invoices (id) on delete cascade,
  kind text not null check (kind in ('premium', 'adjustment', 'toSettle')),
  umi text not null,
  subscriber_name text not null,
  line_of_business text not null,
  product_id text,
  tier text check (tier in ('employee', 'employeeSpouse', 'employeeChildren', 'family')),
  from_tier text,
  change text check (change in ('add', 'term', 'tierChange', 'planChange', 'rateChange', 'reinstate')),
  months date[] not null,
  members jsonb not null default '[]'::jsonb,
  member_count integer not null default 0,
  cents bigint not null,
  check ((kind = 'premium') = (change is null))
);
-- A bill's lines a page at a time, by kind (adjustments apart) and line of business, in order.
create index invoice_lines_page_idx on invoice_lines (invoice_id, kind, line_of_business, id);
create index invoice_lines_name_idx on invoice_lines (invoice_id, lower(subscriber_name), id);

-- What has been billed for one subscriber's line of business in one month, premium and every
-- adjustment since (a term leaves the row with no tier and 0 cents, so coverage given back reads as
-- a reinstatement). The next bill compares it with the coverage as it now is: only a difference
-- adjusts, so the same change never adjusts twice.
create table billed_months (
  group_number text not null,
  month date not null,
  umi text not null,
  line_of_business text not null,
  product_id text,
  tier text,
  subscriber_name text not null,
  members jsonb not null default '[]'::jsonb,
  cents bigint not null,
  invoice_id bigint not null references invoices (id) on delete cascade,
  primary key (group_number, month, umi, line_of_business)
);

-- Payments of a group: reference, date and amount; unapplied_cents is what no bill has taken yet
-- (an over-payment), carried forward to the group's next bills.
create table payments (
  id bigserial primary key,
  group_number text not null references groups (group_number),
  reference text not null,
  paid_on date not null,
  amount_cents bigint not null check (amount_cents > 0),
  unapplied_cents bigint not null check (unapplied_cents >= 0 and unapplied_cents <= amount_cents),
  recorded_by integer references plan_admins (id) on delete set null,
  created_at timestamptz not null default now(),
  -- One payment per reference and group: the same payment recorded twice is refused.
  unique (group_number, reference)
);
create index payments_group_idx on payments (group_number, paid_on desc, id desc);
-- The group's payments still carrying money forward, oldest first.
create index payments_unapplied_idx on payments (group_number, id) where unapplied_cents > 0;

-- Which bills a payment paid, and how much of each.
create table payment_allocations (
  payment_id bigint not null references payments (id) on delete cascade,
  invoice_id bigint not null references invoices (id) on delete cascade,
  cents bigint not null check (cents > 0),
  primary key (payment_id, invoice_id)
);
create index payment_allocations_invoice_idx on payment_allocations (invoice_id);
