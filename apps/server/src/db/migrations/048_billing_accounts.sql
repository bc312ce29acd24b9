-- ebill accounts and billing user types (session-and-admin.md §7 "ebill accounts and userTypes";
-- the spec names the services, not their fields: docs/features/billing.md says which are ours).

-- A billing account: the bill of one group or a set of groups of one client, who receives it
-- (name, e-mail), how it is delivered (by e-mail or in the portal) and which group pays it.
-- `version` is the If-Match of a change, as an employee's is.
create table billing_accounts (
  id bigserial primary key,
  client_id integer not null references clients (id),
  recipient_name text not null,
  recipient_email text not null,
  delivery text not null check (delivery in ('email', 'portal')),
  paying_group text not null references groups (group_number),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index billing_accounts_client_idx on billing_accounts (client_id, id);

-- The groups of an account. A group is billed to one account at most (its primary key), so the
-- paying group and the recipient of a group's bill are never in doubt.
create table billing_account_groups (
  group_number text primary key references groups (group_number),
  account_id bigint not null references billing_accounts (id) on delete cascade
);
create index billing_account_groups_account_idx on billing_account_groups (account_id, group_number);

-- A plan administrator's billing user type in one client (view, pay, manage). No row: `view` for
-- an administrator holding Bills, nothing without it (@epr/domain effectiveBillingUserType). The
-- row is of the administrator's access to the client: removed from the client, it goes with it.
create table billing_user_types (
  admin_id integer not null,
  client_id integer not null,
  user_type text not null check (user_type in ('view', 'pay', 'manage')),
  updated_at timestamptz not null default now(),
  primary key (admin_id, client_id),
  foreign key (admin_id, client_id) references admin_clients (admin_id, client_id) on delete cascade
);
