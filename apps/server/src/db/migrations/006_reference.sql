-- Reference data of the add flow (enrollment.md §3, §7).

-- Products by coverage type with ZIP areas and effective dates (§7 Coverages): a product is offered
-- for a ZIP whose first three digits are in zip_areas (empty: every ZIP) on a date from
-- effective_date up to, not including, end_date.
alter table group_products add column icis_product_type text;
alter table group_products add column zip_areas text[] not null default '{}';
alter table group_products add column effective_date date not null default date '1900-01-01';
alter table group_products add column end_date date;
create index group_products_type_idx on group_products (coverage_type, group_number, product_id);

-- A group whose submissions wait for the job runner instead of applying at once (the
-- final save stores them as submitted; the outcome says Submitted or Partially Submitted).
alter table groups add column delayed_processing boolean not null default false;

-- Report code definitions per group (§7 "Report codes for a group"), in display order.
create table group_report_codes (
  group_number text not null references groups (group_number),
  abbreviated_type text not null,
  type text not null,
  required boolean not null default false,
  max_length integer not null,
  allowed_values text[] not null default '{}',
  effective_date date not null,
  cancel_date date,
  position integer not null,
  primary key (group_number, abbreviated_type)
);

-- The built-in provider directory (enrollment.md §7 Find a doctor: name, number, city, state, ZIP).
create table providers (
  provider_number text primary key,
  name text not null,
  address1 text not null,
  city text not null,
  state text not null,
  zip_code text not null,
  phone text not null,
  accepting_new_patients boolean not null,
  insurance_lines text[] not null,
  plan_area_codes text[] not null
);
-- Every search reads one page in (lower(name), provider_number) order (keyset paging): by name
-- prefix, by state and city, by ZIP.
create index providers_name_idx on providers (lower(name) text_pattern_ops, provider_number);
create index providers_order_idx on providers (lower(name), provider_number);
create index providers_place_idx on providers (state, lower(city), lower(name), provider_number);
create index providers_zip_idx on providers (zip_code, lower(name), provider_number);

-- Special enrollment (SEP flag, §4 Special enrollment; §3 Life event rule).
create table life_event_rules (
  life_event_id text primary key,
  description text not null,
  before_days integer not null check (before_days >= 0),
  after_days integer not null check (after_days >= 0),
  position integer not null
);
create table open_enrollment_windows (
  group_number text not null references groups (group_number),
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  primary key (group_number, start_date)
);

-- Content files by id (§7 Content): texts and pages seeded from the packages that own them.
create table content (
  id text primary key,
  kind text not null check (kind in ('serviceErrors', 'page', 'messages')),
  body jsonb not null,
  etag text not null,
  updated_at timestamptz not null default now()
);
