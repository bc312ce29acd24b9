-- Plan administrators managed by a super user (beyond the spec, beside
-- session-and-admin.md §2): a disabled account signs in no more and its sessions end; a group flagged for
-- Medicare cannot be selected in the group entitlements table (session-and-admin.md §2).
alter table plan_admins add column disabled_at timestamptz;
alter table groups add column medicare boolean not null default false;
-- The list of a client's administrators, keyset-paged by login ID (plan-admins/queries.ts).
create index admin_clients_client_idx on admin_clients (client_id, admin_id);
