-- Clients, groups and products: the employer side of the book of business.
create table clients (
  id serial primary key,
  client_number text not null unique,
  name text not null,
  brand_code text not null,
  status text not null check (status in ('active', 'cancelled')),
  aso boolean not null default false
);

create table groups (
  group_number text primary key,
  client_id integer not null references clients (id),
  name text not null,
  status text not null check (status in ('active', 'cancelled')),
  cancel_date date,
  additional jsonb not null default '{}'::jsonb
);
create index groups_client_idx on groups (client_id);

create table group_products (
  group_number text not null references groups (group_number),
  product_id text not null,
  coverage_type text not null,
  line_of_business text not null,
  product_name text not null,
  primary key (group_number, product_id)
);

-- Employees: the record is the spec's employee record (enrollment.md §3) without the SSN,
-- which is kept encrypted beside a keyed lookup hash and leaves the server masked.
create table employees (
  umi text primary key,
  client_id integer not null references clients (id),
  client_assigned_id text not null,
  first_name text not null,
  last_name text not null,
  ssn_hash text not null,
  ssn_encrypted text not null,
  status text not null check (status in ('active', 'cancelled')),
  record jsonb not null,
  version integer not null default 1,
  updated_at timestamptz not null default now()
);
-- Last-name search is a case-insensitive prefix match, ordered for keyset paging.
create index employees_last_name_idx on employees (client_id, lower(last_name) text_pattern_ops, lower(first_name), umi);
create index employees_client_assigned_idx on employees (client_id, client_assigned_id);
create index employees_ssn_hash_idx on employees (ssn_hash);

create table employee_groups (
  umi text not null references employees (umi) on delete cascade,
  group_number text not null references groups (group_number),
  status text not null check (status in ('active', 'cancelled')),
  primary key (umi, group_number)
);
create index employee_groups_group_idx on employee_groups (group_number, umi);

-- Plan administrators, their clients and per-group entitlements (session-and-admin.md §3).
create table plan_admins (
  id serial primary key,
  login_id text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  company text not null default '',
  role text not null default 'plan_admin',
  password_hash text not null,
  temporary_password boolean not null default false,
  entitlements jsonb not null default '{}'::jsonb,
  failed_logins integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index plan_admins_login_idx on plan_admins (lower(login_id));

create table admin_clients (
  admin_id integer not null references plan_admins (id) on delete cascade,
  client_id integer not null references clients (id),
  primary key (admin_id, client_id)
);

create table admin_group_entitlements (
  admin_id integer not null references plan_admins (id) on delete cascade,
  group_number text not null references groups (group_number),
  employee_data text not null check (employee_data in ('View', 'Modify', 'N/A')),
  spending_account text not null check (spending_account in ('View', 'Modify', 'N/A')),
  primary key (admin_id, group_number)
);

-- Server-side sessions: the cookie holds a random token, the table only its SHA-256.
create table sessions (
  token_hash text primary key,
  admin_id integer not null references plan_admins (id) on delete cascade,
  client_id integer references clients (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_admin_idx on sessions (admin_id);

create table audit_events (
  id bigserial primary key,
  admin_id integer references plan_admins (id),
  action text not null,
  subject text,
  detail jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);
create index audit_events_subject_idx on audit_events (subject, at);
