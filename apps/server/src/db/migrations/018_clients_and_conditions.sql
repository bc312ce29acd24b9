-- The internal clients list (session-and-admin.md §2 /clients): by name, case-insensitive, paged
-- by keyset in (lower(name), client_number) order; a number search pages by client_number, whose
-- unique index already orders it.
create index clients_name_idx on clients (lower(name), client_number);

-- A cancelled client's conditions (session-and-admin.md §2 cancelledConditions, §4 Cancelled
-- client): each administrator of the client accepts once; the row is the acknowledgement, with
-- where its confirmation e-mail went.
create table client_condition_acceptances (
  admin_id integer not null references plan_admins (id) on delete cascade,
  client_id integer not null references clients (id),
  accepted_at timestamptz not null default now(),
  confirmation_email text not null,
  primary key (admin_id, client_id)
);
