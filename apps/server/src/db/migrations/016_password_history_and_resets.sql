-- The administrator's previous passwords (assist-employees.md §5 New password: "previous password
-- found in history"): a new password may repeat none of the last PASSWORD_HISTORY_COUNT. Only
-- argon2id hashes, as plan_admins.password_hash.
create table password_history (
  id bigserial primary key,
  admin_id integer not null references plan_admins (id) on delete cascade,
  password_hash text not null,
  created_at timestamptz not null default now()
);
create index password_history_admin_idx on password_history (admin_id, id);

-- Forgot-password links (beyond the spec): single use, 30 minutes. The e-mail carries the token, the
-- table only its SHA-256, so a read of the table resets nobody's password.
create table password_resets (
  token_hash text primary key,
  admin_id integer not null references plan_admins (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_admin_idx on password_resets (admin_id, created_at);
